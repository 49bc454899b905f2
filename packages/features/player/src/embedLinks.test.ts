import {describe, expect, it} from 'vitest';
import {embedCode, embedUrl, oembedHref, playlistEmbedCode, playlistEmbedUrl} from './embedLinks';

describe('embed links', () => {
  it('give the embed page in the locale, and code that names it, escaped', () => {
    expect(playlistEmbedUrl('https://nada.example', 'en', 'p1')).toBe(
      'https://nada.example/en/embed/playlist/p1',
    );
    const code = playlistEmbedCode('https://nada.example', 'id', 'p1', 'Lagu "kita"');
    expect(code.iframe).toBe(
      '<iframe src="https://nada.example/embed/playlist/p1" title="Lagu &quot;kita&quot;" width="480" height="320" style="border:0" loading="lazy" allow="autoplay"></iframe>',
    );
    expect(code.element).toBe(
      '<script src="https://nada.example/embed/player.js" defer></script>\n<nada-player playlist="p1" lang="id"></nada-player>',
    );
  });

  it('give a public track the same: its embed page and the web component with its track', () => {
    expect(embedUrl('https://nada.example', 'id', 'track', 't 1')).toBe(
      'https://nada.example/embed/track/t%201',
    );
    const code = embedCode('https://nada.example', 'en', 'track', 't1', 'Pop santai');
    expect(code.iframe).toContain('src="https://nada.example/en/embed/track/t1" title="Pop santai"');
    expect(code.element).toBe(
      '<script src="https://nada.example/embed/player.js" defer></script>\n<nada-player track="t1" lang="en"></nada-player>',
    );
  });

  it('give the oEmbed address of a share link', () => {
    expect(oembedHref('https://nada.example', 'https://nada.example/v3/playlist?id=p1')).toBe(
      'https://nada.example/api/oembed?url=https%3A%2F%2Fnada.example%2Fv3%2Fplaylist%3Fid%3Dp1&format=json',
    );
  });
});
