import {Link, useLocation} from 'react-router';
import {useIntl} from 'react-intl';
import {Icon, globeIcon} from '@nada/ui';
import {localeCookie, localeFromPath, withLocale} from '../routing/locales';
import {switchLanguageMessage} from './shellMessages';

const languageNames = {id: 'Bahasa Indonesia', en: 'English'} as const;

/** A link to the same page in the other language; following it stores the choice in the locale cookie. */
export function LanguageSwitch() {
  const intl = useIntl();
  const location = useLocation();
  const other = localeFromPath(location.pathname) === 'en' ? 'id' : 'en';
  return (
    <Link
      className="language-switch"
      to={`${withLocale(location.pathname, other)}${location.search}`}
      hrefLang={other}
      // The name starts with the visible code (WCAG 2.5.3, label in name), then says what it does.
      aria-label={`${other.toUpperCase()}, ${intl.formatMessage(switchLanguageMessage, {language: languageNames[other]})}`}
      onClick={() => {
        document.cookie = localeCookie(other);
      }}
    >
      <Icon icon={globeIcon} />
      <span lang={other}>{other.toUpperCase()}</span>
    </Link>
  );
}
