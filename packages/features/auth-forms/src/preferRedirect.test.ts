import {describe, expect, it} from 'vitest';
import {preferRedirect} from './preferRedirect';

describe('preferRedirect', () => {
  it('uses a popup on wide screens and a redirect on phones', () => {
    expect(preferRedirect({width: 1280})).toBe(false);
    expect(preferRedirect({width: 640})).toBe(false);
    expect(preferRedirect({width: 639})).toBe(true);
    expect(preferRedirect({width: 390})).toBe(true);
  });

  it('falls back to a redirect when a popup was blocked', () => {
    expect(preferRedirect({width: 1280, popupBlocked: true})).toBe(true);
  });
});
