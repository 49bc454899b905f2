import {generatePath} from 'react-router';
import {withLocale, type Locale} from './locales';
import {LOCALE_SUFFIX, pages, type RouteName} from './routeTable';

const pathByName = new Map<string, string>(pages.map((page) => [page.name, `/${page.path}`]));

/**
 * The URL of a named page in a locale; links are built from names, never from strings.
 * `localePath('v3-profile-id', 'en', {id: 'abc'})` -> `/en/v3/profile/abc`.
 */
export function localePath(name: RouteName, locale: Locale, params?: Record<string, string>): string {
  const path = pathByName.get(name);
  if (path === undefined) throw new Error(`Unknown route name: ${name}`);
  return withLocale(params ? generatePath(path, params) : path, locale);
}

/** The route name and locale of a route id such as `about___en`, if it is a page. */
export function parseRouteId(id: string): {name: RouteName; locale: Locale} | undefined {
  const [name, locale] = id.split(LOCALE_SUFFIX);
  if (!name || (locale !== 'id' && locale !== 'en') || !pathByName.has(name)) return undefined;
  return {name: name as RouteName, locale};
}
