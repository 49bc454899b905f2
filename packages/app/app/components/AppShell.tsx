import {Suspense, lazy, type ReactNode} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {useLocation} from 'react-router';
import {useAtomValue} from 'jotai';
import {copyrightYear} from 'virtual:nada-build';
import {SiteFooter, SiteHeader, SiteLayout, type SiteLink} from '@nada/site';
import {sessionMessages} from '../auth/sessionMessages';
import {userPlaces} from '../auth/userPlaces';
import {pageMessages} from '../pageMessages';
import {MiniPlayerSlot} from '../player/MiniPlayerSlot';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import type {RouteName} from '../routing/routeTable';
import {currentUserAtom} from '../state/session';
import {AppLanguageSwitch} from './AppLanguageSwitch';
import {RouterLink, RouterNavLink} from './RouterLink';

const UserMenu = lazy(() => import('../auth/UserMenu'));

// The session module loads with the session (see SessionProvider), not with every page's header.
async function signOut() {
  const {signOutHere} = await import('../auth/session');
  await signOutHere();
}

const pageLinks = (routes: readonly RouteName[], locale: Locale): SiteLink[] =>
  routes.map((route) => ({
    href: localePath(route, locale),
    label: <FormattedMessage {...pageMessages[route].title} />,
  }));

/**
 * The frame of the default layout: header, the page in `<main>`, footer, and the mini-player while
 * something is queued. The not-found and other error answers render in it too, so a visitor who
 * followed a dead link still has the site's navigation.
 */
export function AppShell({children}: {children: ReactNode}) {
  const intl = useIntl();
  const locale: Locale = intl.locale === 'en' ? 'en' : 'id';
  const {pathname} = useLocation();
  // Unknown on the server and until the browser has checked: the header then looks signed out.
  const user = useAtomValue(currentUserAtom);
  const href = (route: RouteName) => localePath(route, locale);
  return (
    <SiteLayout
      header={
        <SiteHeader
          hrefs={{
            home: href('landing'),
            minusOne: href('v3-minusone'),
            videoLink: href('v3-generate_fr_yt'),
            ai: href('v3-generate_ai'),
            sounds: href('v3-sound'),
            pricing: href('v3-pricing'),
            signIn: href('login'),
          }}
          languageSwitch={<AppLanguageSwitch />}
          pathname={pathname}
          account={
            user && {
              menu: (
                <Suspense fallback={null}>
                  <UserMenu user={user} locale={locale} />
                </Suspense>
              ),
              places: userPlaces.map((place) => ({
                href: href(place.route),
                label: <FormattedMessage {...place.label} />,
              })),
              placesLabel: intl.formatMessage(sessionMessages.yourPlaces),
              signOutLabel: <FormattedMessage {...sessionMessages.signOut} />,
              onSignOut: () => void signOut(),
            }
          }
          linkComponent={RouterLink}
          navLinkComponent={RouterNavLink}
        />
      }
      footer={
        <SiteFooter
          links={{
            product: pageLinks(
              ['v3-minusone', 'v3-generate_fr_yt', 'v3-generate_ai', 'tone-sound', 'v3-pricing'],
              locale,
            ),
            company: pageLinks(['about', 'support'], locale),
            legal: pageLinks(['privacy_policy', 'term_and_condition'], locale),
          }}
          copyrightYear={copyrightYear}
          linkComponent={RouterLink}
        />
      }
      after={<MiniPlayerSlot />}
    >
      {children}
    </SiteLayout>
  );
}
