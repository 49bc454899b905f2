import {useIntl} from 'react-intl';
import {Icon, globeIcon} from '@nada/ui';
import {switchLanguageMessage} from './messages';
import {SiteAnchor} from './SiteAnchor';
import type {SiteLinkOptions, SiteLocale} from './types';
import './site.css';

const languageNames = {id: 'Bahasa Indonesia', en: 'English'} as const;

/** Props of {@link LanguageSwitch}. */
export interface LanguageSwitchProps extends SiteLinkOptions {
  /** The other language, the one the link leads to. */
  locale: SiteLocale;
  /** The same page in that language. */
  href: string;
  /** Called when the link is followed, e.g. to store the choice in the locale cookie. */
  onFollow?: () => void;
}

/** A link to the same page in the other language, showing that language's code. */
export function LanguageSwitch({locale, href, onFollow, linkComponent}: LanguageSwitchProps) {
  const intl = useIntl();
  return (
    <SiteAnchor
      className="language-switch"
      href={href}
      hrefLang={locale}
      // The name starts with the visible code (WCAG 2.5.3, label in name), then says what it does.
      aria-label={`${locale.toUpperCase()}, ${intl.formatMessage(switchLanguageMessage, {language: languageNames[locale]})}`}
      onClick={onFollow}
      linkComponent={linkComponent}
    >
      <Icon icon={globeIcon} />
      <span lang={locale}>{locale.toUpperCase()}</span>
    </SiteAnchor>
  );
}
