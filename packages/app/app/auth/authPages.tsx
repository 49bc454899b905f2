import {preferRedirect, type AuthLinkComponentProps} from '@nada/auth-forms';
import {REDIRECT_PARAM, safeRedirectTarget} from '@nada/auth-forms/access';
import {useAtomValue} from 'jotai';
import {useEffect, useRef} from 'react';
import {Link, useNavigate, useSearchParams} from 'react-router';
import {useIntl} from 'react-intl';
import {sessionStatusAtom} from '../state/session';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import {HOME_ROUTE} from '../routing/routeTable';
import {connectSession} from './session';

/** The router's link for the sign-in forms' links, so they navigate without a page load. */
export function RouterAuthLink({href, ...props}: AuthLinkComponentProps) {
  return <Link to={href} {...props} />;
}

/** The page's locale, from the messages it renders with. */
export function usePageLocale(): Locale {
  return useIntl().locale === 'en' ? 'en' : 'id';
}

/** Where to go once signed in: the safe `redirect` of the URL, or the user's home. */
export function useAuthTarget(): string {
  const [params] = useSearchParams();
  const locale = usePageLocale();
  return safeRedirectTarget(params.get(REDIRECT_PARAM)) ?? localePath(HOME_ROUTE, locale);
}

/** A page of the sign-in flow (`step` of `/login`, `/register`), keeping the way back. */
export function useAuthHref(): (name: 'login' | 'register', step?: 'forgot' | 'link') => string {
  const [params] = useSearchParams();
  const locale = usePageLocale();
  const redirect = safeRedirectTarget(params.get(REDIRECT_PARAM));
  return (name, step) => {
    const query = new URLSearchParams();
    if (step) query.set('step', step);
    if (redirect) query.set(REDIRECT_PARAM, redirect);
    const search = query.toString();
    return `${localePath(name, locale)}${search ? `?${search}` : ''}`;
  };
}

/**
 * Loads Firebase as the page opens (its forms need it), and sends the user on once signed in: by
 * the form, a Google popup or redirect, another tab, or a session the browser already had.
 */
export function useLeaveWhenSignedIn(target: string, enabled: () => boolean = always): void {
  const status = useAtomValue(sessionStatusAtom);
  const navigate = useNavigate();
  // Once: each render during the navigation would otherwise start it again.
  const left = useRef(false);
  useEffect(() => {
    void connectSession();
  }, []);
  useEffect(() => {
    if (status !== 'signed-in' || left.current || !enabled()) return;
    left.current = true;
    void navigate(target, {replace: true});
  }, [status, target, navigate, enabled]);
}

const always = () => true;

/**
 * Google sign-in: a 500×600 popup, or a redirect on small screens and when the popup is blocked.
 * After a redirect the browser comes back to this same page, where the SDK finishes the sign-in.
 */
export async function signInWithGoogle(): Promise<void> {
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

/** The address of a page of this site, for the links Firebase emails. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
