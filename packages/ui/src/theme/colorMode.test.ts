import {describe, expect, it} from 'vitest';
import {COLOR_MODE_STORAGE_KEY, colorModeFromCookie} from './colorMode';

describe('colorModeFromCookie', () => {
  it("reads the preference a request's cookie stores, and nothing without one", () => {
    expect(colorModeFromCookie(`a=1; ${COLOR_MODE_STORAGE_KEY}=dark; b=2`)).toBe('dark');
    expect(colorModeFromCookie(`${COLOR_MODE_STORAGE_KEY}=light`)).toBe('light');
    // A value it does not know follows the system, as the theme script does.
    expect(colorModeFromCookie(`${COLOR_MODE_STORAGE_KEY}=purple`)).toBe('system');
    expect(colorModeFromCookie('a=1')).toBeUndefined();
    expect(colorModeFromCookie(null)).toBeUndefined();
  });
});
