import {Link, Outlet} from 'react-router';
import {useIntl} from 'react-intl';
import {LanguageSwitch} from '../components/LanguageSwitch';
import {Logo} from '../components/Logo';
import {shellMessages} from '../components/shellMessages';
import {localePath} from '../routing/paths';

/** The 'blank' layout of sign-in and registration: just the logo, the language switch and the page. */
export default function BlankLayout() {
  const intl = useIntl();
  return (
    <div className="layout-blank">
      <header className="layout-blank__top">
        <Link
          to={localePath('landing', intl.locale === 'en' ? 'en' : 'id')}
          aria-label={intl.formatMessage(shellMessages.home)}
        >
          <Logo />
        </Link>
        <LanguageSwitch />
      </header>
      <main id="content" className="layout-blank__main">
        <Outlet />
      </main>
    </div>
  );
}
