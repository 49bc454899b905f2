import {Readable} from 'node:stream';
import {text} from 'node:stream/consumers';
import {describe, expect, it} from 'vitest';
import {deferredHydration} from './deferredHydration.server';

// The tags React Router's <Scripts> renders (its hoisted preloads, its context and module scripts),
// around the page's own HTML and the static pages' script.
const document =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
  '<script type="module" src="/assets/static-page-3.js" nonce="n" data-static-page="" data-hydrate="on-interaction"></script>' +
  '</head><body><main><p>Musik — ✓</p></main>' +
  '<script nonce="n">window.__reactRouterContext = {};</script>' +
  '<script nonce="n" type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");</script>' +
  '</body></html>';

const expected = document
  .replaceAll('<link rel="modulepreload"', '<link rel="nada-deferred-modulepreload"')
  .replace(' type="module" async="">', ' type="nada/on-interaction" async="">');

async function rewrite(chunks: (string | Buffer)[]): Promise<string> {
  const buffers = chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
  return text(Readable.from(buffers).pipe(deferredHydration()));
}

describe('deferredHydration', () => {
  it("holds back React Router's preloads and module script, and nothing else", async () => {
    const out = await rewrite([document]);
    expect(out).toBe(expected);
    expect(out).toContain('<script type="module" src="/assets/static-page-3.js"');
    expect(out).toContain('<script nonce="n">window.__reactRouterContext');
  });

  it('finds a tag cut in two at any chunk boundary', async () => {
    for (let at = 1; at < document.length; at += 1)
      expect(await rewrite([document.slice(0, at), document.slice(at)])).toBe(expected);
  });
});
