import {
  appStore,
  currentUserAtom,
  isAdminAtom,
  sessionStatusAtom,
  signOutReasonAtom,
  type SessionUser,
  type SignOutReason,
} from '../state/session';
import type {ApiSession} from '../api/client';
import type {Auth, User} from './firebaseClient';
import type * as FirebaseSdk from './firebaseClient';
import type {FirebaseSettings} from './firebaseSettings';
import {hasSessionHint, sessionHintCookie} from './sessionHint';

/** The Firebase SDK module and the app's Auth instance, once loaded. */
export interface Firebase {
  auth: Auth;
  sdk: typeof FirebaseSdk;
}

/** What route middleware needs to know about the visitor. */
export interface SessionSnapshot {
  user: SessionUser | null;
  isAdmin: boolean;
}

let resolveSettings: (settings: FirebaseSettings) => void = () => undefined;
const settingsReady = new Promise<FirebaseSettings>((resolve) => {
  resolveSettings = resolve;
});
let loading: Promise<Firebase> | null = null;
let connecting: Promise<Firebase> | null = null;

/** Hands the root loader's Firebase settings to the session (called while the root renders in the browser). */
export function configureFirebase(settings: FirebaseSettings): void {
  resolveSettings(settings);
}

/** Loads the Firebase SDK (a separate chunk) and sets up Auth, once. */
export function loadFirebase(): Promise<Firebase> {
  loading ??= Promise.all([import('./firebaseClient'), settingsReady]).then(([sdk, settings]) => ({
    sdk,
    auth: sdk.createFirebaseAuth(settings),
  }));
  return loading;
}

/** The user as the app keeps it: exactly the identity provider's fields of the seed. */
export function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    emailVerified: user.emailVerified,
    phoneNumber: user.phoneNumber,
    photoURL: user.photoURL,
    tenantId: user.tenantId,
    isAnonymous: user.isAnonymous,
    providerData: user.providerData.map((info) => ({
      providerId: info.providerId,
      uid: info.uid,
      displayName: info.displayName,
      email: info.email,
      phoneNumber: info.phoneNumber,
      photoURL: info.photoURL,
    })),
    metadata: {creationTime: user.metadata.creationTime, lastSignInTime: user.metadata.lastSignInTime},
  };
}

const channelName = 'nada-session';

function announce(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage('changed');
  channel.close();
}

function writeHint(signedIn: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const had = hasSessionHint(document.cookie);
  document.cookie = `${sessionHintCookie(signedIn)}${secure}`;
  // Tabs that have not loaded Firebase (a guest's public pages) learn of a sign-in this way; those
  // that have are told by the SDK itself.
  if (had !== signedIn) announce();
}

const signOutCodes: Record<string, SignOutReason> = {
  'auth/user-disabled': 'user-disabled',
  'auth/user-token-expired': 'session-expired',
  USER_DISABLED: 'user-disabled',
  TOKEN_REVOKED: 'session-expired',
};

/** Whether an error (Firebase's or the API's code) means the session is over, and why. */
export function signOutReasonOf(code: string | undefined): SignOutReason | undefined {
  return code === undefined ? undefined : signOutCodes[code];
}

/** Signs out because the account was disabled or the session ended, and says so. */
export async function signOutBecause(reason: SignOutReason): Promise<void> {
  appStore.set(signOutReasonAtom, reason);
  const {auth, sdk} = await loadFirebase();
  await sdk.signOut(auth);
}

/** Signs out here (and, through the SDK, in every open tab). */
export async function signOutHere(): Promise<void> {
  const {auth, sdk} = await loadFirebase();
  await sdk.signOut(auth);
}

// The latest sync of the server's session cookie with the browser's session (see serverSession.ts).
let serverSessionSync: Promise<void> = Promise.resolve();

/**
 * Settles when the server's session cookie matches the browser's session, so that a navigation
 * which asks the server (its loaders) right after a sign-in is seen as that user's. Never rejects.
 */
export function serverSessionSettled(): Promise<void> {
  return serverSessionSync;
}

async function applyUser(user: User | null): Promise<void> {
  // Read before the hint changes: signing out ends the server's session only where there was one.
  // The API client and the cookie sync load with the first need: a guest's pages go without them.
  const hadSession = hasSessionHint(document.cookie);
  serverSessionSync = import('./serverSession')
    .then(({syncServerSession}) => syncServerSession(user, hadSession))
    .catch(() => {});
  if (!user) {
    writeHint(false);
    appStore.set(currentUserAtom, null);
    appStore.set(isAdminAtom, false);
    appStore.set(sessionStatusAtom, 'signed-out');
    return;
  }
  writeHint(true);
  let isAdmin: boolean;
  try {
    isAdmin = (await user.getIdTokenResult()).claims['admin'] === true;
  } catch (error) {
    const reason = signOutReasonOf((error as {code?: string}).code);
    if (reason) return signOutBecause(reason);
    throw new Error('Could not read the ID token', {cause: error});
  }
  const newcomer = appStore.get(currentUserAtom)?.uid !== user.uid;
  appStore.set(currentUserAtom, toSessionUser(user));
  appStore.set(isAdminAtom, isAdmin);
  // The API creates the local account on first sight, and refuses a revoked or disabled one.
  if (newcomer) {
    import('../api/client')
      .then(({createApiClient}) => createApiClient(browserApiSession).GET('/api/me'))
      .catch((error: unknown) => console.warn('GET /api/me failed', error));
  }
  appStore.set(sessionStatusAtom, 'signed-in');
}

/** Loads Firebase, waits for the stored session, and keeps the atoms in step with it from then on. */
export function connectSession(): Promise<Firebase> {
  connecting ??= loadFirebase().then(async (firebase) => {
    const {auth, sdk} = firebase;
    await auth.authStateReady();
    // A token refresh, a sign-in or a sign-out here or in another tab.
    sdk.onIdTokenChanged(auth, (user) => {
      void applyUser(user);
    });
    await applyUser(auth.currentUser);
    if (auth.currentUser) {
      // A disabled account or a revoked session is only noticed when the SDK next talks to
      // Firebase: ask once on start (accounts:lookup) rather than at the next hourly refresh.
      auth.currentUser.reload().catch((error: unknown) => {
        const reason = signOutReasonOf((error as {code?: string}).code);
        if (reason) void signOutBecause(reason);
      });
    }
    return firebase;
  });
  return connecting;
}

/**
 * Starts the session in the browser: with the hint cookie, Firebase loads at once; without it the
 * visitor is a guest and Firebase loads only when a page needs it or another tab signs in.
 */
export function startSession(): () => void {
  if (hasSessionHint(document.cookie)) {
    void connectSession();
    return () => undefined;
  }
  if (!connecting) appStore.set(sessionStatusAtom, 'signed-out');
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = () => {
    if (hasSessionHint(document.cookie)) void connectSession();
  };
  return () => channel.close();
}

/** The visitor as route middleware sees it; Firebase is loaded only when the browser has a session. */
export async function currentSession(): Promise<SessionSnapshot> {
  if (!connecting && !hasSessionHint(document.cookie)) return {user: null, isAdmin: false};
  const {auth} = await connectSession();
  const user = auth.currentUser;
  if (!user) return {user: null, isAdmin: false};
  const claims = (await user.getIdTokenResult()).claims;
  return {user: toSessionUser(user), isAdmin: claims['admin'] === true};
}

/**
 * Resolves once the API client can say who calls (every call waits for it, in `signedInUser`): a
 * browser with a session (its hint cookie, or one connecting already) connects it first, so the ID
 * token goes with the call; a guest's call goes at once, without loading Firebase (issue 44).
 */
export function sessionReady(): Promise<unknown> {
  return connecting || hasSessionHint(document.cookie) ? connectSession() : Promise.resolve();
}

/**
 * The signed-in user, whose ID token the API client sends: a browser with a session connects it
 * first, so a call made before the page's session check (a reloaded playlist page following its
 * export, rendered on the server and hydrated at once) goes signed in rather than as a guest.
 */
export async function signedInUser(): Promise<User | null> {
  await sessionReady();
  return connecting ? (await connecting).auth.currentUser : null;
}

/** Signs out with a notice when an error code means the session is over; resolves to whether it did. */
export async function endSessionFor(code: string | undefined): Promise<boolean> {
  const reason = signOutReasonOf(code);
  if (reason) await signOutBecause(reason);
  return reason !== undefined;
}

/** The browser session as the API client sees it: the signed-in user's ID token, and sign-out on a revoked one. */
export const browserApiSession: ApiSession = {currentUser: signedInUser, endSessionFor};
