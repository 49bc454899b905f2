import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  redirect,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import type {ReactNode} from 'react';
import {IntlProvider} from 'react-intl';
import {
  COLOR_MODE_STORAGE_KEY,
  ThemeProvider,
  fontFiles,
  parseColorModePreference,
  themeScript,
} from '@nada/ui';
import '@nada/ui/styles.css';
import './app.css';
import {AnalyticsConsent} from './analytics/AnalyticsConsent';
import {SessionProvider} from './auth/SessionProvider';
import {ErrorView} from './components/ErrorView';
import {env} from './env.server';
import {messagesFor} from './i18n.server';
import {readCookie} from './routing/cookies';
import {detectLocale} from './routing/detectLocale';
import {localeFromPath, pagePathname, type Locale} from './routing/locales';
import {maintenanceClientMiddleware, maintenanceRedirect, setMaintenance} from './routing/maintenance';
import {MaintenanceBanner} from './components/MaintenanceBanner';
import {AppPlayer} from './player/AppPlayer';
import {useNonce} from './security/nonce';
import {serverUserContext} from './security/requestContext.server';
import {VersionWatcher} from './version/VersionWatcher';
import type {Route} from './+types/root';

export async function loader({request, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const decision = detectLocale(request);
  if (decision.redirectTo) throw redirect(decision.redirectTo, {headers: {Vary: 'Cookie, Accept-Language'}});
  // Maintenance mode: every page goes to the maintenance page, except for admins, whom the
  // session cookie names (checked with Firebase only while maintenance is on).
  let maintenance: {admin: boolean} | null = null;
  if (env.maintenance) {
    const isAdmin = (await context.get(serverUserContext)())?.isAdmin === true;
    const to = maintenanceRedirect({maintenance: true, pathname: pagePathname(url), isAdmin});
    if (to) throw redirect(to, {status: 302, headers: {Vary: 'Cookie', 'Cache-Control': 'no-store'}});
    maintenance = {admin: isAdmin};
  }
  return data(
    {
      locale: decision.locale,
      messages: messagesFor(decision.locale),
      colorMode: storedColorMode(request),
      origin: env.publicUrl ?? url.origin,
      // Only the id: whether the visitor consented is read from a cookie in the browser.
      analyticsId: env.analyticsId ?? null,
      // Public settings only: the browser signs in with them (app/auth/session.ts).
      firebase: env.firebase,
      // Only while maintenance is on: the browser's navigations check it too, and admins see a banner.
      maintenance,
    },
    {headers: {Vary: 'Cookie, Accept-Language'}},
  );
}

/**
 * The colour-mode preference in the request's cookie, so a server render shows the switch as it was
 * left; none for a visitor without one (and for prerendered pages): the browser reads its storage.
 */
function storedColorMode(request: Request) {
  const stored = readCookie(request.headers.get('cookie'), COLOR_MODE_STORAGE_KEY);
  return stored === undefined ? undefined : parseColorModePreference(stored);
}

// Navigations in the browser that never reach the server still respect maintenance mode.
export const clientMiddleware = [maintenanceClientMiddleware];

// The fonts every page paints with arrive with the stylesheet, not after it: no shift when they land.
export const links: Route.LinksFunction = () =>
  fontFiles.map((href) => ({rel: 'preload', href, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous'}));

// The shell's messages change only with the locale: refetch them when a navigation crosses locales.
export const shouldRevalidate: ShouldRevalidateFunction = ({currentUrl, nextUrl, defaultShouldRevalidate}) =>
  localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname) || defaultShouldRevalidate;

/** The HTML document shared by every page, error pages included. */
export function Layout({children}: {children: ReactNode}) {
  const root = useRouteLoaderData<typeof loader>('root');
  const locale: Locale = root?.locale ?? 'id';
  const nonce = useNonce();
  if (typeof window !== 'undefined') setMaintenance(Boolean(root?.maintenance));
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4b2fd6" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The policy lets inline scripts run only with the response's nonce; the browser hides it after parsing. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{__html: themeScript}} />
        <Meta />
        <Links />
      </head>
      <body>
        <IntlProvider locale={locale} messages={root?.messages ?? {}} onError={reportIntlError}>
          <ThemeProvider defaultMode={root?.colorMode}>
            <SessionProvider settings={root?.firebase}>
              {root?.maintenance && <MaintenanceBanner adminBySession={root.maintenance.admin} />}
              {/* One player for the whole app: playback goes on while pages change. */}
              <AppPlayer>
                <AnalyticsConsent analyticsId={root?.analyticsId}>{children}</AnalyticsConsent>
              </AppPlayer>
            </SessionProvider>
            <VersionWatcher />
          </ThemeProvider>
        </IntlProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function reportIntlError(error: Error): void {
  console.error(error);
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    return (
      <ErrorView
        status={error.status}
        statusText={typeof error.data === 'string' ? error.data : error.statusText}
      />
    );
  }
  return <ErrorView status={500} />;
}
