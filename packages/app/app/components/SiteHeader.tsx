import {Suspense, lazy, useEffect, useId, useRef, useState} from 'react';
import {Link, NavLink, useLocation} from 'react-router';
import {FormattedMessage, useIntl} from 'react-intl';
import {Button, ColorModeSwitch, IconButton, closeIcon, menuIcon} from '@nada/ui';
import {useAtomValue} from 'jotai';
import {sessionMessages} from '../auth/sessionMessages';
import {userPlaces} from '../auth/userPlaces';
import {currentUserAtom} from '../state/session';
import {localePath} from '../routing/paths';
import type {RouteName} from '../routing/routeTable';
import {LanguageSwitch} from './LanguageSwitch';
import {Logo} from './Logo';
import {shellMessages} from './shellMessages';

const UserMenu = lazy(() => import('../auth/UserMenu'));

// The session module loads with the session (see SessionProvider), not with every page's header.
async function signOut() {
  const {signOutHere} = await import('../auth/session');
  await signOutHere();
}

const navigation = [
  {route: 'v3-minusone', label: shellMessages.navMinusOne},
  {route: 'v3-generate_fr_yt', label: shellMessages.navVideoLink},
  {route: 'v3-generate_ai', label: shellMessages.navAi},
  {route: 'v3-sound', label: shellMessages.navSounds},
  {route: 'v3-pricing', label: shellMessages.navPricing},
] as const satisfies readonly {route: RouteName; label: unknown}[];

/** The site header: logo, main navigation, language and colour-mode switches, sign-in or the user's menu. */
export function SiteHeader() {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'id';
  // Unknown on the server and until the browser has checked: the header then looks signed out.
  const user = useAtomValue(currentUserAtom);
  return (
    <header className="site-header">
      <a className="skip-link" href="#content">
        <FormattedMessage {...shellMessages.skipToContent} />
      </a>
      <Link
        to={localePath('landing', locale)}
        className="site-header__brand"
        aria-label={intl.formatMessage(shellMessages.home)}
      >
        <Logo />
      </Link>
      <nav className="site-header__nav" aria-label={intl.formatMessage(shellMessages.mainNav)}>
        {navigation.map((item) => (
          <NavLink key={item.route} to={localePath(item.route, locale)} className="site-header__link">
            <FormattedMessage {...item.label} />
          </NavLink>
        ))}
      </nav>
      <div className="site-header__actions">
        <LanguageSwitch />
        <ColorModeSwitch variant="compact" className="site-header__color-mode" />
        {user ? (
          <Suspense fallback={null}>
            <UserMenu user={user} locale={locale} />
          </Suspense>
        ) : (
          <Button asChild size="sm" variant="secondary" className="site-header__sign-in">
            <Link to={localePath('login', locale)}>
              <FormattedMessage {...shellMessages.signIn} />
            </Link>
          </Button>
        )}
        <MenuDisclosure locale={locale} signedIn={user !== null} />
      </div>
    </header>
  );
}

/**
 * The navigation on narrow screens: a disclosure (a button that shows a list of links), not an ARIA
 * menu, since its items are links; a signed-in user's own pages follow the main ones. It closes on Escape, on a click outside and after navigating.
 */
function MenuDisclosure({locale, signedIn}: {locale: 'id' | 'en'; signedIn: boolean}) {
  const intl = useIntl();
  const {pathname} = useLocation();
  // Open on the page where it was opened: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      root.current?.querySelector('button')?.focus();
    };
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open]);

  return (
    <div ref={root} className="site-header__menu">
      <IconButton
        label={intl.formatMessage(shellMessages.menu)}
        icon={open ? closeIcon : menuIcon}
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      />
      <div id={panelId} className="site-header__panel" hidden={!open}>
        <nav aria-label={intl.formatMessage(shellMessages.mainNav)}>
          <ul>
            {navigation.map((item) => (
              <li key={item.route}>
                <NavLink to={localePath(item.route, locale)} className="site-header__panel-link">
                  <FormattedMessage {...item.label} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {signedIn && (
          <nav
            aria-label={intl.formatMessage(sessionMessages.yourPlaces)}
            className="site-header__panel-places"
          >
            <ul>
              {userPlaces.map((place) => (
                <li key={place.route}>
                  <NavLink to={localePath(place.route, locale)} className="site-header__panel-link">
                    <FormattedMessage {...place.label} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="site-header__panel-actions">
          <ColorModeSwitch variant="compact" />
          {signedIn ? (
            <Button size="sm" variant="secondary" onClick={() => void signOut()}>
              <FormattedMessage {...sessionMessages.signOut} />
            </Button>
          ) : (
            <Button asChild size="sm" variant="secondary">
              <Link to={localePath('login', locale)}>
                <FormattedMessage {...shellMessages.signIn} />
              </Link>
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
