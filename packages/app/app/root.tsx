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
import {localeFromPath, pagePathname, withLocale, type Locale} from './routing/locales';
import {VersionWatcher} from './version/VersionWatcher';
import type {Route} from './+types/root';

export async function loader({request}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const decision = detectLocale(request);
  if (decision.redirectTo) throw redirect(decision.redirectTo, {headers: {Vary: 'Cookie, Accept-Language'}});
  const maintenancePath = withLocale('/maintenance', decision.locale);
  if (env.maintenance && pagePathname(url) !== maintenancePath) throw redirect(maintenancePath, 302);
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
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4b2fd6" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script dangerouslySetInnerHTML={{__html: themeScript}} />
        <Meta />
        <Links />
      </head>
      <body>
        <IntlProvider locale={locale} messages={root?.messages ?? {}} onError={reportIntlError}>
          <ThemeProvider defaultMode={root?.colorMode}>
            <SessionProvider settings={root?.firebase}>
              <AnalyticsConsent analyticsId={root?.analyticsId}>{children}</AnalyticsConsent>
            </SessionProvider>
            <VersionWatcher />
          </ThemeProvider>
        </IntlProvider>
        <ScrollRestoration />
        <Scripts />
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
