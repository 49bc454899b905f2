import {preferRedirect, type AuthClient} from '@nada/auth-forms';
import {dataOf} from '../api/client';
import {api} from '../api/sessionClient';
import type {Locale} from '../routing/locales';
import {connectSession, loadFirebase} from './session';

/** Firebase in the page's language: the emails it sends are written in it. */
async function firebaseIn(locale: Locale) {
  const firebase = await loadFirebase();
  firebase.auth.languageCode = locale;
  return firebase;
}

/**
 * The sign-in pages' `AuthClient` (@nada/auth-forms): Firebase Auth in the page's language, the
 * session (a sign-in goes through `connectSession`, so the app's atoms follow it) and the API's bot check.
 */
export function authClient(locale: Locale): AuthClient {
  return {
    async signIn(email, password) {
      const {auth, sdk} = await connectSession();
      await sdk.signInWithEmailAndPassword(auth, email, password);
    },
    signInWithGoogle,
    async isSignedIn() {
      return (await connectSession()).auth.currentUser !== null;
    },
    async createAccount({name, email, password}, url) {
      const {auth, sdk} = await connectSession();
      auth.languageCode = locale;
      const {user} = await sdk.createUserWithEmailAndPassword(auth, email, password);
      await sdk.updateProfile(user, {displayName: name});
      // A fresh token carries the name, and tells the session (the header shows it).
      await user.getIdToken(true);
      await sdk.sendEmailVerification(user, {url});
    },
    async sendEmailVerification(url) {
      const {auth, sdk} = await connectSession();
      if (auth.currentUser) await sdk.sendEmailVerification(auth.currentUser, {url});
    },
    async reloadAccount() {
      const {auth} = await connectSession();
      const user = auth.currentUser;
      if (!user) return 'signed-out';
      await user.reload();
      if (!user.emailVerified) return 'unverified';
      // A fresh token carries email_verified for the API and the session.
      await user.getIdToken(true);
      return 'verified';
    },
    async sendPasswordReset(email, url) {
      const {auth, sdk} = await firebaseIn(locale);
      await sdk.sendPasswordResetEmail(auth, email, {url});
    },
    async sendSignInLink(email, url) {
      const {auth, sdk} = await firebaseIn(locale);
      await sdk.sendSignInLinkToEmail(auth, email, {url, handleCodeInApp: true});
    },
    async isSignInLink(href) {
      const {auth, sdk} = await connectSession();
      return sdk.isSignInWithEmailLink(auth, href);
    },
    async signInWithLink(email, href) {
      const {auth, sdk} = await connectSession();
      await sdk.signInWithEmailLink(auth, email, href);
    },
    async applyActionCode(code) {
      const {auth, sdk} = await loadFirebase();
      await sdk.applyActionCode(auth, code);
    },
    async checkActionCode(code) {
      const {auth, sdk} = await loadFirebase();
      return (await sdk.checkActionCode(auth, code)).data.email ?? undefined;
    },
    async verifyPasswordResetCode(code) {
      const {auth, sdk} = await loadFirebase();
      return sdk.verifyPasswordResetCode(auth, code);
    },
    async confirmPasswordReset(code, password) {
      const {auth, sdk} = await loadFirebase();
      await sdk.confirmPasswordReset(auth, code, password);
    },
    getChallenge,
    async verifySolution(solution) {
      await api.POST('/api/bot-check/verify', {body: solution});
    },
  };
}

/** Fetches a proof-of-work challenge from the API (`POST /api/bot-check/challenge`). */
export async function getChallenge() {
  return dataOf(await api.POST('/api/bot-check/challenge'));
}

/**
 * Google sign-in: a 500×600 popup, or a redirect on small screens and when the popup is blocked.
 * After a redirect the browser comes back to this same page, where the SDK finishes the sign-in.
 */
async function signInWithGoogle(): Promise<void> {
  const {auth, sdk} = await connectSession();
  const provider = new sdk.GoogleAuthProvider();
  if (preferRedirect({width: window.innerWidth})) return sdk.signInWithRedirect(auth, provider);
  try {
    await sdk.signInWithPopup(auth, provider);
  } catch (error) {
    if (
      !preferRedirect({
        width: window.innerWidth,
        popupBlocked: (error as {code?: string}).code === 'auth/popup-blocked',
      })
    ) {
      throw error;
    }
    await sdk.signInWithRedirect(auth, provider);
  }
}
