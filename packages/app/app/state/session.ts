import {atom, createStore} from 'jotai';

/** One sign-in method linked to the account (password, google.com…), as Firebase describes it. */
export interface SessionUserInfo {
  providerId: string;
  uid: string;
  displayName: string | null;
  email: string | null;
  phoneNumber: string | null;
  photoURL: string | null;
}

/** The signed-in user, with exactly the identity provider's fields the app relies on. */
export interface SessionUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  emailVerified: boolean;
  phoneNumber: string | null;
  photoURL: string | null;
  tenantId: string | null;
  isAnonymous: boolean;
  providerData: SessionUserInfo[];
  metadata: {creationTime: string | undefined; lastSignInTime: string | undefined};
}

/** Whether the session is known yet: `unknown` until Firebase (or the absence of a session) says. */
export type SessionStatus = 'unknown' | 'signed-in' | 'signed-out';

/** Why the app signed the user out by itself (or after deleting the account), for the notice it shows. */
export type SignOutReason = 'user-disabled' | 'session-expired' | 'account-deleted';

/** The signed-in user, or null for a guest (and while the session is unknown). */
export const currentUserAtom = atom<SessionUser | null>(null);

/** Where the session stands. */
export const sessionStatusAtom = atom<SessionStatus>('unknown');

/** Whether the signed-in user has the `admin` custom claim. */
export const isAdminAtom = atom(false);

/** Set when the app signed the user out because the account was disabled or the session ended. */
export const signOutReasonAtom = atom<SignOutReason | null>(null);

/**
 * The app's one jotai store. Route middleware runs outside React and reads the session from it;
 * on the server it is never written, so every render sees a session that is not known yet.
 */
export const appStore = createStore();
