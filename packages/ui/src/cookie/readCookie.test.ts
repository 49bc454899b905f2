import {describe, expect, it} from 'vitest';
import {readCookie} from './readCookie';

describe('readCookie', () => {
  it('reads a cookie among others, in a Cookie header or document.cookie', () => {
    expect(readCookie('a=1; nada-color-mode=dark; b=2', 'nada-color-mode')).toBe('dark');
    expect(readCookie('nada-color-mode=light', 'nada-color-mode')).toBe('light');
  });

  it('finds nothing for a missing cookie, a longer name or no header', () => {
    expect(readCookie('other-nada-color-mode=dark', 'nada-color-mode')).toBeUndefined();
    expect(readCookie('', 'nada-color-mode')).toBeUndefined();
    expect(readCookie(null, 'nada-color-mode')).toBeUndefined();
  });
});
