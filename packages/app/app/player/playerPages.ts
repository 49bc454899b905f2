import {createContext} from 'react';
import {LOCALES} from '../routing/locales';
import {localePath} from '../routing/paths';
import {LOCALE_SUFFIX, isPublicPage, pages, type RouteName} from '../routing/routeTable';

const publicPages = new Set<string>(pages.filter(isPublicPage).map((page) => page.name));
const otherPages = new Set<string>(
  pages.filter((page) => !publicPages.has(page.name)).map((page) => page.name),
);

/**
 * Whether a matched route is a page that may play: every page of the route table except the
 * public ones (a guest's marketing and legal pages never load the player).
 */
export function routeMayPlay(routeId: string): boolean {
  const at = routeId.lastIndexOf(LOCALE_SUFFIX);
  return at > 0 && otherPages.has(routeId.slice(0, at));
}

const publicPaths = new Set(
  [...publicPages].flatMap((name) => LOCALES.map((locale) => localePath(name as RouteName, locale))),
);

/** Whether the page at a path may play: any path but those of the public pages (see routeMayPlay). */
export function pathMayPlay(pathname: string): boolean {
  return !publicPaths.has(pathname.replace(/(.)\/$/, '$1'));
}

/** Whether the app's player is mounted (AppPlayer), so a view may read it with `usePlayer`. */
export const PlayerMountedContext = createContext(false);
