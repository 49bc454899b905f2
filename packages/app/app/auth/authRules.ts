import {decideAccess, returnQuery, type AccessDecision, type AccessVisit} from '@nada/auth-forms/access';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import {HOME_ROUTE} from '../routing/routeTable';

/** What the `auth` middleware does with a visit: let it through, send the visitor elsewhere, or answer 404. */
export type AuthDecision = AccessDecision;

/** A visit as the `auth` middleware sees it: @nada/auth-forms' rule's, in a locale. */
export interface AuthVisit extends AccessVisit {
  /** The page's locale, kept on every redirect. */
  locale: Locale;
}

/** The sign-in page in a locale, remembering the page to come back to. */
export function signInPath(locale: Locale, returnTo: string): string {
  return `${localePath('login', locale)}?${returnQuery(returnTo)}`;
}

/** The `auth` rule (`decideAccess` of @nada/auth-forms) over this app's pages in the visit's locale. */
export function decideAuth({locale, ...visit}: AuthVisit): AuthDecision {
  return decideAccess(visit, {
    home: localePath(HOME_ROUTE, locale),
    landing: localePath('landing', locale),
    signIn: (returnTo) => signInPath(locale, returnTo),
  });
}
