import {describe, expect, it} from 'vitest';
import {embedPageHeaders, embedPlayerHtml, embedTheme, embedUnavailableHtml, isEmbedPage} from './embedPage';

describe('embed pages', () => {
  it('hold the player of one playlist, escaped, in the page language and the asked colour mode', () => {
    const html = embedPlayerHtml({
      kind: 'playlist',
      id: 'p"1',
      title: 'Lagu <kita>',
      locale: 'en',
      theme: embedTheme('dark'),
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<nada-player playlist="p&quot;1" lang="en" theme="dark"></nada-player>');
    expect(html).toContain('<script src="/embed/player.js"></script>');
    expect(html).toContain('<title>Lagu &lt;kita&gt; · Nada</title>');
    expect(embedTheme('purple')).toBeNull();
    const plain = embedPlayerHtml({kind: 'track', id: 'p', title: 'x', locale: 'id', theme: null});
    expect(plain).not.toContain('theme=');
    expect(plain).toContain('<nada-player track="p" lang="id">');
  });

  it('say in both languages that a playlist is not available', () => {
    expect(embedUnavailableHtml('id')).toContain('Playlist ini tidak tersedia');
    expect(embedUnavailableHtml('en')).toContain('This playlist is not available');
    expect(embedUnavailableHtml('en', 'track')).toContain('This song is not available');
  });

  it('are the only paths other sites may frame, with a policy of their own', () => {
    expect(isEmbedPage('/embed/playlist/abc')).toBe(true);
    expect(isEmbedPage('/en/embed/playlist/abc')).toBe(true);
    expect(isEmbedPage('/embed/track/abc')).toBe(true);
    for (const path of [
      '/',
      '/v3/playlist',
      '/embed/player.js',
      '/embed/playlist',
      '/x/embed/playlist/a',
      '/en/v3/profile/1',
    ]) {
      expect(isEmbedPage(path), path).toBe(false);
    }
    const embed = embedPageHeaders();
    expect(embed['Content-Security-Policy']).toContain('frame-ancestors *');
    expect(embed['Content-Security-Policy']).toContain("script-src 'self'");
    expect(embed).not.toHaveProperty('X-Frame-Options');
    expect(embed).not.toHaveProperty('Set-Cookie');
  });
});
