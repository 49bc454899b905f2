import type {AuthLinkComponentProps} from '@nada/auth-forms';
import {Link} from 'react-router';
import {useIntl} from 'react-intl';
import type {Locale} from '../routing/locales';

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
