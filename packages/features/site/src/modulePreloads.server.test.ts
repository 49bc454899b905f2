import {Readable} from 'node:stream';
import {text} from 'node:stream/consumers';
import {describe, expect, it} from 'vitest';
import {lowPriorityModulePreloads} from './modulePreloads.server';

const head =
  '<!DOCTYPE html><html><head><title>Nada · Musik</title><link rel="modulepreload" href="/assets/a.js"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/><link rel="stylesheet" href="/assets/c.css"/></head>';
const body =
  '<body><p>Rp 49.000 · bulan — ✓</p><pre>&lt;link rel="modulepreload"</pre><link rel="modulepreload" href="/late.js"/></body></html>';

async function rewrite(chunks: (string | Buffer)[]): Promise<string> {
  const buffers = chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
  return text(Readable.from(buffers).pipe(lowPriorityModulePreloads()));
}

describe('lowPriorityModulePreloads', () => {
  const expected =
    head.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') + body;

  it('marks every module preload in the head low priority and leaves the body alone', async () => {
    expect(await rewrite([head + body])).toBe(expected);
  });

  it('finds a tag cut in two at any chunk boundary', async () => {
    const document = head + body;
    for (let at = 1; at < document.length; at += 1) {
      expect(await rewrite([document.slice(0, at), document.slice(at)])).toBe(expected);
    }
  });

  it('copes with one byte per chunk, characters of several bytes included', async () => {
    const bytes = Buffer.from(head + body);
    expect(await rewrite([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected);
  });

  it('passes a document without a head end through, rewritten where it is a preload', async () => {
    expect(await rewrite(['<link rel="modulepreload" href="/x.js"/>', '<p>'])).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/x.js"/><p>',
    );
  });
});
