// Who may see a page, and where sign-in sends a visitor: pure rules over paths the app gives, with
// no React and no forms, so that route middleware on every page can import them alone
// (`@nada/auth-forms/access`).

/** What a page asks of its visitor: the index, a guest-only page, signed in, an admin, or a shared item's link. */
export type PageAccess = 'entry' | 'guest' | 'signed-in' | 'admin' | 'shared';

/** What to do with a visit: let it through, send the visitor elsewhere, or answer 404. */
export type AccessDecision = {kind: 'allow'} | {kind: 'redirect'; to: string} | {kind: 'not-found'};

/** The query parameter that carries the page to come back to after signing in. */
export const REDIRECT_PARAM = 'redirect';

/** The places a decision can send a visitor to, in the visit's language. */
export interface AccessPlaces {
  /** A signed-in user's home. */
  home: string;
  /** The public landing page. */
  landing: string;
  /** The sign-in page, remembering the page to come back to. */
  signIn: (returnTo: string) => string;
}

/** A visit as the rule sees it. */
export interface AccessVisit {
  /** What the page asks of the visitor. */
  access: PageAccess;
  /** The requested URL (path and query are kept for the way back). */
  url: URL;
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

/** The query that sends the sign-in page back to `returnTo` afterwards: `redirect=…`. */
export function returnQuery(returnTo: string): string {
  return new URLSearchParams({[REDIRECT_PARAM]: returnTo}).toString();
}

/**
 * The rule: a guest at the index goes to the landing page (a signed-in user to their home), a
 * signed-in user at sign-in or registration goes where they were going or home, app pages need
 * sign-in and come back after it, admin pages need the admin claim (others get a 404, so they do
 * not learn the page exists). A shared item's link (`shared` pages with `?id=`) needs no sign-in.
 */
export function decideAccess(
  {access, url, signedIn, isAdmin}: AccessVisit,
  places: AccessPlaces,
): AccessDecision {
  const backHere = () => places.signIn(`${url.pathname}${url.search}`);
  switch (access) {
    case 'entry':
      return {kind: 'redirect', to: signedIn ? places.home : places.landing};
    case 'guest':
      return signedIn
        ? {kind: 'redirect', to: safeRedirectTarget(url.searchParams.get(REDIRECT_PARAM)) ?? places.home}
        : {kind: 'allow'};
    case 'shared':
      if (url.searchParams.get('id')) return {kind: 'allow'};
      return signedIn ? {kind: 'allow'} : {kind: 'redirect', to: backHere()};
    case 'signed-in':
    case 'admin':
      if (!signedIn) return {kind: 'redirect', to: backHere()};
      return access === 'admin' && !isAdmin ? {kind: 'not-found'} : {kind: 'allow'};
  }
}
