import type {AuthHrefs, AuthLinkComponentProps} from '@nada/auth-forms';
import {REDIRECT_PARAM, safeRedirectTarget} from '@nada/auth-forms/access';
import {useAtomValue} from 'jotai';
import {useCallback, useEffect, useMemo} from 'react';
import {Link, useNavigate, useSearchParams} from 'react-router';
import {useIntl} from 'react-intl';
import {sessionStatusAtom} from '../state/session';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import {HOME_ROUTE} from '../routing/routeTable';
import {authClient} from './authClient';
import {connectSession} from './session';

/** The router's link for the sign-in forms' links, so they navigate without a page load. */
export function RouterAuthLink({href, ...props}: AuthLinkComponentProps) {
  return <Link to={href} {...props} />;
}

/** The page's locale, from the messages it renders with. */
export function usePageLocale(): Locale {
  return useIntl().locale === 'en' ? 'en' : 'id';
}

/** The address of a page of this site, for the links Firebase emails. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
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
    linkComponent: RouterAuthLink,
  };
}
