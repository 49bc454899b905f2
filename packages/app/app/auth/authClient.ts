import {preferRedirect, type AuthClient, type AuthHrefs} from '@nada/auth-forms';
import {REDIRECT_PARAM, safeRedirectTarget} from '@nada/auth-forms/access';
import {useAtomValue} from 'jotai';
import {useCallback, useEffect, useMemo} from 'react';
import {useNavigate, useSearchParams} from 'react-router';
import {dataOf} from '../api/client';
import {api} from '../api/sessionClient';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import {HOME_ROUTE} from '../routing/routeTable';
import {sessionStatusAtom} from '../state/session';
import {RouterLink} from '../components/RouterLink';
import {usePageLocale} from './authPages';
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

/**
 * What a page of the sign-in flow gives @nada/auth-forms: the client in the page's language, the
 * links between the pages (each keeping the safe `redirect` of the URL), where to go once signed in
 * (that redirect, or the user's home) and the session's status. Unless `connect` is false, Firebase
 * loads as the page opens: its forms need it, and a session the browser already had sends the user on.
 */
export function useAuthPage(connect = true) {
  const [params] = useSearchParams();
  const locale = usePageLocale();
  const navigate = useNavigate();
  const redirect = safeRedirectTarget(params.get(REDIRECT_PARAM));
  const target = redirect ?? localePath(HOME_ROUTE, locale);
  const hrefs = useMemo((): AuthHrefs => {
    const href = (name: 'login' | 'register', step?: 'forgot' | 'link') => {
      const query = new URLSearchParams();
      if (step) query.set('step', step);
      if (redirect) query.set(REDIRECT_PARAM, redirect);
      const search = query.toString();
      return `${localePath(name, locale)}${search ? `?${search}` : ''}`;
    };
    return {
      signIn: href('login'),
      forgotPassword: href('login', 'forgot'),
      emailLink: href('login', 'link'),
      register: href('register'),
    };
  }, [locale, redirect]);
  useEffect(() => {
    if (connect) void connectSession();
  }, [connect]);
  return {
    params,
    locale,
    target,
    hrefs,
    client: useMemo(() => authClient(locale), [locale]),
    signedIn: useAtomValue(sessionStatusAtom) === 'signed-in',
    onSignedIn: useCallback(() => void navigate(target, {replace: true}), [navigate, target]),
    linkComponent: RouterLink,
  };
}
