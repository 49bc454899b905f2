import {useIntl} from 'react-intl';
import type {Locale} from '../routing/locales';

/** The page's locale, from the messages it renders with. */
export function usePageLocale(): Locale {
  return useIntl().locale === 'en' ? 'en' : 'id';
}

/** The address of a page of this site, for the links Firebase emails. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
