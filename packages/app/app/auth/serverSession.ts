import {guestApi} from '../api/client';
import type {User} from './firebaseClient';

// The ID token the server's session cookie was last made from, so that the SDK's repeated
// notifications (start, token refresh, other tabs) cost one request per new token.
let syncedToken: string | null | undefined;

/**
 * Keeps the server-visible session (the httpOnly `__session` cookie the app server reads) in step
 * with the browser's Firebase session: `POST /api/session` with each new ID token after sign-in and
 * on refresh, `DELETE /api/session` on sign-out (`hadSession`: the browser had a session hint before
 * this change). A failure is logged: pages keep working from the
 * browser's session, and the next token refresh tries again.
 */
export async function syncServerSession(user: User | null, hadSession: boolean): Promise<void> {
  try {
    if (!user) {
      // Nothing to end for a guest: no session synced in this tab, and no sign of one before.
      if (typeof syncedToken !== 'string' && !hadSession) return;
      syncedToken = null;
      await guestApi.DELETE('/api/session');
      return;
    }
    const idToken = await user.getIdToken();
    if (idToken === syncedToken) return;
    syncedToken = idToken;
    // The client reads every answer to its end (Chrome keeps an unread one open until the page goes).
    // Without the session's middleware: a refused cookie (a sign-in too old for one, say) must not
    // sign the user out of the browser, where their session is still good.
    await guestApi.POST('/api/session', {body: {idToken}});
  } catch (error) {
    syncedToken = undefined;
    console.warn('The server session could not be updated', error);
  }
}
