import {describe, expect, it} from 'vitest';
import {catalogs, localeFromPath} from './i18n';

describe('localeFromPath', () => {
  it('treats /en and everything below it as English', () => {
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/v3/minusone')).toBe('en');
  });

  it('treats every other path as Indonesian, including look-alikes', () => {
    expect(localeFromPath('/')).toBe('id');
    expect(localeFromPath('/v3/home')).toBe('id');
    expect(localeFromPath('/english')).toBe('id');
    expect(localeFromPath('/enx/pricing')).toBe('id');
  });
});

describe('catalogs', () => {
  it('has the same keys in both languages, including those of @nada/ui', () => {
    expect(Object.keys(catalogs.id).sort()).toEqual(Object.keys(catalogs.en).sort());
    expect(catalogs.id['ui.close']).toBe('Tutup');
  });
});
