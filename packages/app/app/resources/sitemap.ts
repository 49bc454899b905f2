import {env} from '../env.server';
import {LOCALES, LOCALE_TAGS} from '../routing/locales';
import {localePath} from '../routing/paths';
import {isPublicPage, pages} from '../routing/routeTable';
import type {Route} from './+types/sitemap';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The public pages in both languages, each with its alternates (hreflang), for search engines. */
export function loader({request}: Route.LoaderArgs) {
  const origin = env.publicUrl ?? new URL(request.url).origin;
  const url = (name: (typeof pages)[number]['name'], locale: (typeof LOCALES)[number]) =>
    escapeXml(`${origin}${localePath(name, locale)}`);
  const entries = pages
    .filter(isPublicPage)
    .flatMap((page) =>
      LOCALES.map((locale) =>
        [
          '  <url>',
          `    <loc>${url(page.name, locale)}</loc>`,
          ...LOCALES.map(
            (other) =>
              `    <xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[other].language}" href="${url(page.name, other)}"/>`,
          ),
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(page.name, 'id')}"/>`,
          '  </url>',
        ].join('\n'),
      ),
    );
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {headers: {'Content-Type': 'application/xml; charset=utf-8'}});
}
