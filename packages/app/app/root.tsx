import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  redirect,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import {lazy, type ReactNode} from 'react';
import hydrateOnInteractionScript from 'virtual:nada-hydrate-on-interaction-script';
import staticFaqSearchPageScript from 'virtual:nada-static-page-faq-search-script';
import staticPlaybackPageScript from 'virtual:nada-static-page-playback-script';
import staticPageScript from 'virtual:nada-static-page-script';
import {IntlProvider, useIntl} from 'react-intl';
import {ThemeProvider, colorModeFromCookie, fontFiles, themeScript} from '@nada/ui';
import '@nada/ui/styles.css';
import './app.css';
import {AnalyticsConsent} from '@nada/consent';
import {AfterHydration, ErrorView, useHydratedMarker} from '@nada/site';
import {SessionProvider} from './auth/SessionProvider';
import {hasSessionHint} from './auth/sessionHint';
import {AppShell} from './components/AppShell';
import {RouterLink} from './components/RouterLink';
import {env} from './env.server';
import {messagesFor} from './i18n.server';
import {detectLocale} from './routing/detectLocale';
import {localeFromPath, pagePathname, stripLocale, type Locale} from './routing/locales';
import {maintenanceClientMiddleware, maintenanceRedirect, setMaintenance} from './routing/maintenance';
import {localePath} from './routing/paths';
import {
  responseHydration,
  routeStaticScript,
  type PageHydration,
  type StaticPageScript,
} from './routing/routeTable';
import {MaintenanceBanner} from './components/MaintenanceBanner';
import {AppPlayer, playerClientMiddleware} from './player/AppPlayer';
import {useNonce} from './security/nonce';
import {useChunkErrorReload} from '@nada/version';
import {serverUserContext} from './security/requestContext.server';
import type {Route} from './+types/root';

// The checks for a newer build start once the page has hydrated; the server draws nothing for them.
const VersionWatcher = lazy(() =>
  import('./version/VersionWatcher').then((module) => ({default: module.VersionWatcher})),
);

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
      // The colour-mode switch as it was left; none for a visitor without one (and for prerendered
      // pages): the browser reads its storage.
      colorMode: colorModeFromCookie(request.headers.get('cookie')),
      origin: env.publicUrl ?? url.origin,
      // Only the id: whether the visitor consented is read from a cookie in the browser.
      analyticsId: env.analyticsId ?? null,
      // Public settings only: the browser signs in with them (app/auth/session.ts).
      firebase: env.firebase,
      // Only while maintenance is on: the browser's navigations check it too, and admins see a banner.
      maintenance,
      // Whether this browser has a session (its hint cookie): static pages then hydrate, for the
      // header's user menu. Always false in prerendered pages.
      sessionHint: hasSessionHint(request.headers.get('cookie')),
    },
    {headers: {Vary: 'Cookie, Accept-Language'}},
  );
}

// Navigations in the browser that never reach the server still respect maintenance mode; the
// player loads before the first page that may play renders.
export const clientMiddleware = [maintenanceClientMiddleware, playerClientMiddleware];

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
  const hydration = usePageHydration(root);
  // The page's own route (the last match), whose route table entry says which static script it takes.
  const pageId = useMatches().at(-1)?.id;
  if (typeof window !== 'undefined') setMaintenance(Boolean(root?.maintenance));
  useHydratedMarker();
  // From the first navigation on: a chunk a deploy removed reloads the page once, not in a loop.
  useChunkErrorReload();
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
        {hydration === 'static' && (
          <script
            type="module"
            src={staticPageScripts[routeStaticScript(pageId)].src}
            nonce={nonce}
            data-static-page=""
            data-analytics-id={root?.analyticsId ?? undefined}
          />
        )}
        {hydration === 'on-interaction' && (
          <script
            type="module"
            src={hydrateOnInteractionScript.src}
            nonce={nonce}
            data-hydrate-on-interaction=""
            data-analytics-id={root?.analyticsId ?? undefined}
          />
        )}
      </head>
      <body>
        <IntlProvider locale={locale} messages={root?.messages ?? {}} onError={reportIntlError}>
          <ThemeProvider defaultMode={root?.colorMode}>
            <SessionProvider settings={root?.firebase}>
              {root?.maintenance && <MaintenanceBanner adminBySession={root.maintenance.admin} />}
              <AnalyticsConsent
                analyticsId={root?.analyticsId}
                privacyPolicyHref={localePath('privacy_policy', locale)}
                linkComponent={RouterLink}
              >
                {/* One player for the whole app: playback goes on while pages change. */}
                <AppPlayer>{children}</AppPlayer>
              </AnalyticsConsent>
            </SessionProvider>
            <AfterHydration>
              <VersionWatcher />
            </AfterHydration>
          </ThemeProvider>
        </IntlProvider>
        {/* On an `on-interaction` page, entry.server.tsx holds these back until the first interaction. */}
        {hydration !== 'static' && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/** The static pages' scripts (STATIC_PAGE_SCRIPTS in the route table), their URLs from the build. */
const staticPageScripts: Record<StaticPageScript, {src: string}> = {
  shell: staticPageScript,
  'faq-search': staticFaqSearchPageScript,
  playback: staticPlaybackPageScript,
};

/**
 * How the server sends this page (routing/routeTable.ts, `responseHydration`): `static` without
 * React's scripts (with the small script of routing/staticPageScript.ts), `on-interaction` with them
 * held back until the visitor's first interaction (with routing/hydrateOnInteractionScript.ts), or
 * `load`. In the browser, always `load`: a page reached by a client-side navigation is React's like
 * any other, and the small script's tag a hydration meets in the head is one React 19 leaves alone.
 */
function usePageHydration(root: {maintenance: unknown; sessionHint: boolean} | undefined): PageHydration {
  const page = useMatches().at(-1);
  if (typeof document !== 'undefined') return 'load';
  return responseHydration(page?.id, root);
}

function reportIntlError(error: Error): void {
  console.error(error);
}

export default function App() {
  return <Outlet />;
}

// An answer a loader threw (a 404 above all) shows in the app shell, so the visitor keeps the header
// and footer; anything unexpected shows alone, in case the shell itself is what failed.
export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  const {pathname} = useLocation();
  const homeHref = localePath('index', useIntl().locale === 'en' ? 'en' : 'id');
  if (isRouteErrorResponse(error)) {
    return (
      <AppShell>
        <ErrorView
          status={error.status}
          path={stripLocale(pathname)}
          statusText={typeof error.data === 'string' ? error.data : error.statusText}
          homeHref={homeHref}
          linkComponent={RouterLink}
        />
      </AppShell>
    );
  }
  return (
    <main id="content" className="error-page__alone">
      <ErrorView status={500} homeHref={homeHref} linkComponent={RouterLink} />
    </main>
  );
}
