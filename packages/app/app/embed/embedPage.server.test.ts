import {describe, expect, it} from 'vitest';
import {readFirebaseSettings} from '../auth/firebaseSettings';
import {securityHeaders} from '../security/securityHeaders.server';
import {embedPageHeaders, isEmbedPage} from './embedPage.server';

describe('embed pages', () => {
  it('are the only paths other sites may frame', () => {
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
    // Every other page keeps refusing.
    const app = securityHeaders(
      'bm9uY2U=',
      {analyticsId: undefined, firebase: readFirebaseSettings({})},
      {https: false},
    );
    expect(app['X-Frame-Options']).toBe('DENY');
    expect(app['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });
});
