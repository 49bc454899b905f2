import {type RouteConfig, layout, route} from '@react-router/dev/routes';
import {LOCALES} from './routing/locales';
import {checkRouteMiddleware} from './routing/resolveMiddleware';
import {LOCALE_SUFFIX, legacyRedirects, pages, type LayoutName, type PageRoute} from './routing/routeTable';

// A misspelt middleware name fails here, when the routes are built.
checkRouteMiddleware(pages);

// Each page is listed once in the route table and expands here to the plain Indonesian path and
// the /en English path, with a locale suffix on the route id.
const prefix = (locale: string, path: string) => (locale === 'id' ? path : path ? `en/${path}` : 'en');

// A page with middleware sits in a pathless route that runs it; pages not everyone may see get the
// one that holds the page back until the browser has checked (see routing/privatePage.tsx), except
// a `shared` page, whose server HTML is the shared item a guest opens (routing/sharedPage.tsx).
const wrappers: Partial<Record<NonNullable<PageRoute['access']>, string>> = {
  guest: 'routing/pageMiddleware.tsx',
  shared: 'routing/sharedPage.tsx',
};

function pageRoute(page: PageRoute, locale: string) {
  const id = `${page.name}${LOCALE_SUFFIX}${locale}`;
  const pageItself = route(prefix(locale, page.path), page.file, {id});
  if (!page.middleware?.length) return pageItself;
  const wrapper = (page.access && wrappers[page.access]) ?? 'routing/privatePage.tsx';
  return layout(wrapper, {id: `middleware-${id}`}, [pageItself]);
}

function pagesOf(layoutName: LayoutName, locale: string) {
  return pages.filter((page) => page.layout === layoutName).map((page) => pageRoute(page, locale));
}

export default [
  ...LOCALES.flatMap((locale) => [
    layout(
      'layouts/default.tsx',
      {id: `layout-default${LOCALE_SUFFIX}${locale}`},
      pagesOf('default', locale),
    ),
    layout('layouts/blank.tsx', {id: `layout-blank${LOCALE_SUFFIX}${locale}`}, pagesOf('blank', locale)),
    ...Object.keys(legacyRedirects).map((path) =>
      route(prefix(locale, path), 'pages/legacy-redirect.tsx', {
        id: `legacy-${path}${LOCALE_SUFFIX}${locale}`,
      }),
    ),
  ]),
  // The pages other sites may frame: a public playlist or track in the embeddable player (resources/embedPlaylist.ts).
  route('embed/playlist/:id', 'resources/embedPlaylist.ts', {id: 'embed-playlist'}),
  route('en/embed/playlist/:id', 'resources/embedPlaylist.ts', {id: 'embed-playlist-en'}),
  route('embed/track/:id', 'resources/embedPlaylist.ts', {id: 'embed-track'}),
  route('en/embed/track/:id', 'resources/embedPlaylist.ts', {id: 'embed-track-en'}),
  route('robots.txt', 'resources/robots.ts', {id: 'robots'}),
  route('sitemap.xml', 'resources/sitemap.ts', {id: 'sitemap'}),
  route('*', 'pages/not-found.tsx', {id: 'not-found'}),
] satisfies RouteConfig;
