import {createContext, redirect, type RouterContextProvider} from 'react-router';
import {decideAuth, type AuthDecision} from '../auth/authRules';
import {hasSessionHint} from '../auth/sessionHint';
import {currentSession} from '../auth/session';
import {stripLocale, type Locale} from './locales';
import {LOCALES} from './locales';
import {resolveMiddleware} from './resolveMiddleware';
import {pages, type MiddlewareName, type PageRoute} from './routeTable';

/** The page a request is for, as route middleware sees it. */
export interface MiddlewareVisit {
  page: PageRoute;
  locale: Locale;
  url: URL;
  request: Request;
  /** The navigation's context, for what the page's loader must act on. */
  context: Readonly<RouterContextProvider>;
}

/**
 * Set by middleware when the visitor may not see the page (an admin page for a non-admin): the
 * page's loader answers 404 then, so the error page keeps the shell's data and messages.
 */
export const pageHiddenContext = createContext<boolean>(false);

/** One route middleware: resolves to let the visit through, throws a redirect or an error response otherwise. */
export type RouteMiddleware = (visit: MiddlewareVisit) => Promise<void> | void;

function apply(decision: AuthDecision, context: Readonly<RouterContextProvider>): void {
  if (decision.kind === 'redirect') throw redirect(decision.to);
  if (decision.kind === 'not-found') context.set(pageHiddenContext, true);
}

/**
 * The browser's half of each middleware. The session lives in the browser (Firebase), so this is
 * where sign-in is checked.
 */
export const clientMiddleware: Record<MiddlewareName, RouteMiddleware> = {
  async auth({page, url, locale, context}) {
    const {user, isAdmin} = await currentSession();
    apply(
      decideAuth({access: page.access ?? 'signed-in', url, locale, signedIn: user !== null, isAdmin}),
      context,
    );
  },
};

/**
 * The server's half. The server cannot see the session, only the hint cookie, so it decides only
 * what is safe to decide without it: a guest (no hint) at `/` goes to the landing page, and one at
 * a `shared` page without an item's id (the playlists) to sign in, since that page reaches a guest
 * without React (`hydrate: false`) and no browser check follows. Every other page is rendered
 * without private content and checked in the browser.
 */
export const serverMiddleware: Record<MiddlewareName, RouteMiddleware> = {
  auth({page, url, locale, request, context}) {
    if (page.access !== 'entry' && page.access !== 'shared') return;
    if (hasSessionHint(request.headers.get('cookie'))) return;
    apply(decideAuth({access: page.access, url, locale, signedIn: false, isAdmin: false}), context);
  },
};

const pagesByPattern = new Map<string, {page: PageRoute; locale: Locale}>(
  pages.flatMap((page: PageRoute) =>
    LOCALES.map((locale) => [
      locale === 'id' ? page.path : `en/${page.path}`.replace(/\/$/, ''),
      {page, locale},
    ]),
  ),
);

/** The page and locale of a matched route pattern (`/en/v3/profile/:id`). */
export function pageOfPattern(pattern: string): {page: PageRoute; locale: Locale} | undefined {
  return pagesByPattern.get(pattern.replace(/^\/+|\/+$/g, ''));
}

/** Runs the route table's middleware of the page a request matched, from one of the two registries. */
export async function runRouteMiddleware(
  registry: Record<MiddlewareName, RouteMiddleware>,
  {
    request,
    url,
    pattern,
    context,
  }: {request: Request; url: URL; pattern: string; context: Readonly<RouterContextProvider>},
): Promise<void> {
  const found = pageOfPattern(pattern);
  if (!found) throw new Error(`No page of the route table matches ${pattern} (${stripLocale(url.pathname)})`);
  for (const middleware of resolveMiddleware(registry, found.page.middleware)) {
    await middleware({page: found.page, locale: found.locale, url, request, context});
  }
}
