import {redirect, type MiddlewareFunction} from 'react-router';
import {localeFromPath, stripLocale} from './locales';
import {localePath} from './paths';

/**
 * Pages that stay open while maintenance is on: the maintenance page itself, and sign-in (with
 * its callback for links and redirects), so that an admin can sign in and get past it.
 */
const OPEN_PAGES = new Set(
  (['maintenance', 'login', 'callback'] as const).map((name) => localePath(name, 'id')),
);

/** What the maintenance decision looks at. */
export interface MaintenanceVisit {
  /** Whether the server's configuration has maintenance mode on (`NADA_MAINTENANCE`). */
  maintenance: boolean;
  /** The page's path, with its locale prefix (`/en/about`). */
  pathname: string;
  /** Whether the visitor's session carries the `admin` claim. */
  isAdmin: boolean;
}

/**
 * Where a visit goes while maintenance is on: the maintenance page in the visit's language, or
 * nowhere (undefined) for admins, for the open pages, and when maintenance is off.
 */
export function maintenanceRedirect({maintenance, pathname, isAdmin}: MaintenanceVisit): string | undefined {
  if (!maintenance || isAdmin) return undefined;
  const bare = stripLocale(pathname).replace(/(.)\/$/, '$1');
  if (OPEN_PAGES.has(bare)) return undefined;
  return localePath('maintenance', localeFromPath(pathname));
}

let maintenanceOn = false;

/** Tells the browser's navigations that maintenance is on (from the root loader's data). */
export function setMaintenance(on: boolean): void {
  maintenanceOn = on;
}

/**
 * The browser's half of maintenance mode: the server decides for document requests, and this for
 * the navigations that follow, which may never ask the server (pages without a loader). Admins
 * are told by their Firebase session, which the browser holds anyway.
 */
export const maintenanceClientMiddleware: MiddlewareFunction<Record<string, unknown>> = async ({request}) => {
  if (!maintenanceOn) return;
  const pathname = new URL(request.url).pathname;
  if (!maintenanceRedirect({maintenance: true, pathname, isAdmin: false})) return;
  // The session (and Firebase) load only here, with maintenance on: a guest's pages go without them.
  const {currentSession, serverSessionSettled} = await import('../auth/session');
  const {isAdmin} = await currentSession();
  const to = maintenanceRedirect({maintenance: true, pathname, isAdmin});
  if (to) throw redirect(to);
  // The server decides again for the page's loaders, by the session cookie: right after an admin
  // signs in, wait until the cookie is there, or the server would send them to maintenance.
  await serverSessionSettled();
};
