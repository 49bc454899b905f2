import {readCookie} from '@nada/ui';

/** The two languages Nada speaks. Indonesian is the default and has no path prefix. */
export type Locale = 'id' | 'en';

/** Every locale, the default first. */
export const LOCALES = ['id', 'en'] as const satisfies readonly Locale[];

/** The default locale, served without a path prefix. */
export const DEFAULT_LOCALE: Locale = 'id';

/** BCP 47 tags of each locale (hreflang, og:locale, Intl). */
export const LOCALE_TAGS: Record<Locale, {language: string; og: string}> = {
  id: {language: 'id-ID', og: 'id_ID'},
  en: {language: 'en-US', og: 'en_US'},
};

/** The cookie that remembers the chosen locale (as the seed fixes it). */
export const LOCALE_COOKIE = {name: 'i18n_redirected', maxAgeSeconds: 365 * 24 * 60 * 60} as const;

/** The `Set-Cookie`/`document.cookie` text that stores a locale for a year. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE.name}=${locale}; Max-Age=${LOCALE_COOKIE.maxAgeSeconds}; Path=/; SameSite=Lax`;
}

/** The locale a path belongs to: `/en` and below are English, everything else Indonesian. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'id';
}

/** A path without its locale prefix: `/en/v3/home` -> `/v3/home`, `/en` -> `/`. */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'id') return pathname;
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/** The same page in another locale: `withLocale('/v3/home', 'en')` -> `/en/v3/home`. */
export function withLocale(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? '/en' : `/en${bare}`;
}

/** The locale stored in a Cookie header, if it holds a valid one. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | undefined {
  const value = readCookie(cookieHeader, LOCALE_COOKIE.name);
  return value === 'id' || value === 'en' ? value : undefined;
}

/**
 * The preferred of our locales in a list of browser languages (Accept-Language entries in order of
 * preference, or navigator.languages); undefined when none of them is ours.
 */
export function localeFromLanguages(languages: readonly string[]): Locale | undefined {
  for (const language of languages) {
    const base = language.trim().toLowerCase().split(/[-_]/)[0];
    if (base === 'id' || base === 'in' || base === 'ms') return 'id';
    if (base === 'en') return 'en';
  }
  return undefined;
}

/** The languages of an Accept-Language header, most preferred first (q-values honoured, q=0 dropped). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return {tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index};
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The page path of a request. Client navigations fetch loader data from `<path>.data` (and
 * `/_root.data` for `/`); the locale and redirects must be decided on the page's own path.
 */
export function pagePathname(url: URL): string {
  if (!url.pathname.endsWith('.data')) return url.pathname;
  const path = url.pathname.slice(0, -'.data'.length).replace(/\/_root$/, '/');
  return path === '' ? '/' : path;
}
