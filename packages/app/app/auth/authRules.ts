import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import {HOME_ROUTE, type PageAccess} from '../routing/routeTable';

/** The query parameter that carries the page to come back to after signing in. */
export const REDIRECT_PARAM = 'redirect';

/** What the `auth` middleware does with a visit: let it through, send the visitor elsewhere, or answer 404. */
export type AuthDecision = {kind: 'allow'} | {kind: 'redirect'; to: string} | {kind: 'not-found'};

/** What the `auth` rule needs to know about a visit. */
export interface AuthVisit {
  /** What the page asks of the visitor. */
  access: PageAccess;
  /** The requested URL (path and query are kept for the way back). */
  url: URL;
  /** The page's locale, kept on every redirect. */
  locale: Locale;
  /** Whether someone is signed in. */
  signedIn: boolean;
  /** Whether the signed-in user has the admin claim. */
  isAdmin: boolean;
}

/**
 * A `redirect` value that is safe to follow: a path on this site (`/en/v3/playlist?x=1`), never another
 * origin (`//evil.example`, `https://…`) or a backslash trick.
 */
export function safeRedirectTarget(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return value;
}

/** Where a signed-in user goes from the sign-in or registration page: the page they asked for, or their home. */
export function afterSignIn(url: URL, locale: Locale): string {
  return safeRedirectTarget(url.searchParams.get(REDIRECT_PARAM)) ?? localePath(HOME_ROUTE, locale);
}

/** The sign-in page in a locale, remembering the page to come back to. */
export function signInPath(locale: Locale, returnTo: string): string {
  return `${localePath('login', locale)}?${new URLSearchParams({[REDIRECT_PARAM]: returnTo})}`;
}

/**
 * The `auth` rule: a guest at `/` goes to the landing page (a signed-in user to their home), a
 * signed-in user at sign-in or registration goes where they were going or home, app pages need
 * sign-in and come back after it, admin pages need the admin claim (others get a 404, so they do
 * not learn the page exists). A shared item's link (`shared` pages with `?id=`) needs no sign-in.
 */
export function decideAuth({access, url, locale, signedIn, isAdmin}: AuthVisit): AuthDecision {
  switch (access) {
    case 'entry':
      return {kind: 'redirect', to: localePath(signedIn ? HOME_ROUTE : 'landing', locale)};
    case 'guest':
      return signedIn ? {kind: 'redirect', to: afterSignIn(url, locale)} : {kind: 'allow'};
    case 'shared':
      if (url.searchParams.get('id')) return {kind: 'allow'};
      return signedIn
        ? {kind: 'allow'}
        : {kind: 'redirect', to: signInPath(locale, `${url.pathname}${url.search}`)};
    case 'signed-in':
    case 'admin':
      if (!signedIn) return {kind: 'redirect', to: signInPath(locale, `${url.pathname}${url.search}`)};
      return access === 'admin' && !isAdmin ? {kind: 'not-found'} : {kind: 'allow'};
  }
}
