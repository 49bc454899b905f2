// The Firebase SDK, loaded on demand (see session.ts): public pages a guest opens never fetch it.
import {initializeApp} from 'firebase/app';
import {connectAuthEmulator, getAuth, type Auth} from 'firebase/auth';
import type {FirebaseSettings} from './firebaseSettings';

export {
  EmailAuthProvider,
  GoogleAuthProvider,
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  getRedirectResult,
  isSignInWithEmailLink,
  linkWithPopup,
  onIdTokenChanged,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendEmailVerification,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  unlink,
  updatePassword,
  updateProfile,
  verifyBeforeUpdateEmail,
  verifyPasswordResetCode,
} from 'firebase/auth';
export type {Auth, User} from 'firebase/auth';

/** Sets up the Firebase app and its Auth instance; against the emulator when the settings name one. */
export function createFirebaseAuth(settings: FirebaseSettings): Auth {
  const app = initializeApp({
    apiKey: settings.apiKey,
    authDomain: settings.authDomain,
    projectId: settings.projectId,
    ...(settings.appId ? {appId: settings.appId} : {}),
  });
  // The browser build of getAuth keeps the session in IndexedDB, which also carries sign-in and
  // sign-out to the other open tabs, and refreshes the ID token ahead of its expiry.
  const auth = getAuth(app);
  if (settings.emulatorHost) {
    connectAuthEmulator(auth, `http://${settings.emulatorHost}`, {disableWarnings: true});
    // The emulator has no reCAPTCHA: app verification is off there, and only there.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  return auth;
}
