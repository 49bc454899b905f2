import {describe, expect, it} from 'vitest';
import {
  localeCookie,
  localeFromCookie,
  localeFromLanguages,
  localeFromPath,
  pagePathname,
  parseAcceptLanguage,
  stripLocale,
  withLocale,
} from './locales';

describe('locale paths', () => {
  it('treats /en and everything below it as English, every other path as Indonesian', () => {
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/v3/minusone')).toBe('en');
    expect(localeFromPath('/')).toBe('id');
    expect(localeFromPath('/english')).toBe('id');
    expect(localeFromPath('/enx/pricing')).toBe('id');
  });

  it('moves a path between locales', () => {
    expect(withLocale('/v3/home', 'en')).toBe('/en/v3/home');
    expect(withLocale('/', 'en')).toBe('/en');
    expect(withLocale('/en/v3/home', 'id')).toBe('/v3/home');
    expect(withLocale('/en', 'id')).toBe('/');
    expect(stripLocale('/en/about')).toBe('/about');
  });
});

describe('locale detection inputs', () => {
  it('reads only a valid locale from the cookie', () => {
    expect(localeFromCookie('a=1; i18n_redirected=en; b=2')).toBe('en');
    expect(localeFromCookie('i18n_redirected=fr')).toBeUndefined();
    expect(localeFromCookie('xi18n_redirected=en')).toBeUndefined();
    expect(localeFromCookie(null)).toBeUndefined();
  });

  it('writes the cookie the seed fixes: a year, path /, SameSite=Lax', () => {
    expect(localeCookie('en')).toBe('i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('orders Accept-Language by q and drops q=0', () => {
    expect(parseAcceptLanguage('fr;q=0.4, en-US;q=0.8, id')).toEqual(['id', 'en-US', 'fr']);
    expect(parseAcceptLanguage('en;q=0, id;q=0.5')).toEqual(['id']);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it('picks the first of our locales among the browser languages', () => {
    expect(localeFromLanguages(['fr-FR', 'en-GB', 'id'])).toBe('en');
    expect(localeFromLanguages(['id-ID', 'en'])).toBe('id');
    expect(localeFromLanguages(['de', 'fr'])).toBeUndefined();
  });
});

describe('pagePathname', () => {
  it('reads the page path behind a loader-data request', () => {
    expect(pagePathname(new URL('http://x/en.data'))).toBe('/en');
    expect(pagePathname(new URL('http://x/_root.data'))).toBe('/');
    expect(pagePathname(new URL('http://x/en/v3/home.data?x=1'))).toBe('/en/v3/home');
    expect(pagePathname(new URL('http://x/en/about'))).toBe('/en/about');
  });
});
