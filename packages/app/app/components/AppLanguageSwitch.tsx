import {useLocation} from 'react-router';
import {LanguageSwitch} from '@nada/site';
import {localeCookie, localeFromPath, withLocale} from '../routing/locales';
import {RouterLink} from './RouterLink';

/** A link to the same page in the other language; following it stores the choice in the locale cookie. */
export function AppLanguageSwitch() {
  const location = useLocation();
  const other = localeFromPath(location.pathname) === 'en' ? 'id' : 'en';
  return (
    <LanguageSwitch
      locale={other}
      href={`${withLocale(location.pathname, other)}${location.search}`}
      onFollow={() => {
        document.cookie = localeCookie(other);
      }}
      linkComponent={RouterLink}
    />
  );
}
