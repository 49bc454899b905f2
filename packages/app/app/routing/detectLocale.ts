import {isbot} from 'isbot';
import {
  localeFromCookie,
  localeFromLanguages,
  localeFromPath,
  pagePathname,
  parseAcceptLanguage,
  withLocale,
  type Locale,
} from './locales';

/** What the server decides about the locale of a request. */
export type LocaleDecision = {locale: Locale; redirectTo?: undefined} | {locale: Locale; redirectTo: string};

/**
 * The locale rules of the seed: the path prefix decides; on a plain (Indonesian) path the cookie
 * `i18n_redirected`, else the browser's Accept-Language, may send the visitor to the English page.
 * Crawlers are never redirected, so each language's pages stay indexable under their own URL.
 */
export function detectLocale(request: Request): LocaleDecision {
  const url = new URL(request.url);
  const pathname = pagePathname(url);
  const fromPath = localeFromPath(pathname);
  if (fromPath === 'en') return {locale: 'en'};
  if (isbot(request.headers.get('user-agent') ?? '')) return {locale: 'id'};
  const preferred =
    localeFromCookie(request.headers.get('cookie')) ??
    localeFromLanguages(parseAcceptLanguage(request.headers.get('accept-language'))) ??
    'id';
  if (preferred === 'en') return {locale: 'en', redirectTo: `${withLocale(pathname, 'en')}${url.search}`};
  return {locale: 'id'};
}
