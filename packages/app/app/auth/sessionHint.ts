import {readCookie} from '@nada/ui';

/**
 * A first-party cookie that only says "this browser has a Firebase session" (never a token). The
 * session itself lives in the browser, so the server cannot see it: the hint lets the server send a
 * guest at `/` straight to the landing page and lets the browser skip loading Firebase for a guest.
 * A stale hint only costs a check; a missing one sends a signed-in user through the sign-in page,
 * which finds the session and sends them on.
 */
export const SESSION_HINT_COOKIE = 'nada-session';

const thirtyDays = 30 * 24 * 60 * 60;

/** Whether a cookie header (a request's, or `document.cookie`) carries the session hint. */
export function hasSessionHint(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader ?? null, SESSION_HINT_COOKIE) === '1';
}

/** The `document.cookie` assignment that sets (signed in) or removes (signed out) the hint. */
export function sessionHintCookie(signedIn: boolean): string {
  return signedIn
    ? `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=${thirtyDays}; SameSite=Lax`
    : `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
