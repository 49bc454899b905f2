import {describe, expect, it} from 'vitest';
import {pathMayPlay, routeMayPlay} from './playerPages';

describe('routeMayPlay', () => {
  it('keeps the player off the public, prerendered pages in both languages', () => {
    for (const id of [
      'landing___id',
      'landing___en',
      'about___en',
      'privacy_policy___id',
      'v3-pricing___en',
    ]) {
      expect(routeMayPlay(id)).toBe(false);
    }
  });

  it('mounts it for the pages that may play, and those a guest signs in on', () => {
    for (const id of [
      'v3-minusone___id',
      'v3-minusone___en',
      'v3-playlist___id',
      'history___en',
      'login___id',
    ]) {
      expect(routeMayPlay(id)).toBe(true);
    }
  });

  it('ignores routes that are not pages: layouts, middleware wrappers, the root, not-found', () => {
    for (const id of ['root', 'layout-default___id', 'middleware-history___id', 'not-found', 'robots']) {
      expect(routeMayPlay(id)).toBe(false);
    }
  });
});

describe('pathMayPlay', () => {
  it('is false on the public pages, with or without a trailing slash, and true elsewhere', () => {
    for (const path of ['/landing', '/en/landing/', '/about', '/en/v3/pricing'])
      expect(pathMayPlay(path)).toBe(false);
    for (const path of ['/v3/minusone', '/en/history', '/login', '/v3/playlist/'])
      expect(pathMayPlay(path)).toBe(true);
  });
});
