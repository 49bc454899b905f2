import {hasSessionHint} from './auth/sessionHint';
import {env, type AppEnv} from './env.server';
import {LOCALES} from './routing/locales';
import {localePath} from './routing/paths';
import {isStaticPage, pages} from './routing/routeTable';
import {detectLocale} from './routing/detectLocale';

/**
 * The pages of the route table marked `prerender`, in every locale: server.mjs renders each once
 * per build, with the server's own configuration, and answers from memory after that. The build
 * renders nothing itself, so it depends on no run-time setting (issue 41).
 */
export const prerenderedPaths: readonly string[] = pages
  .filter((page) => 'prerender' in page && page.prerender)
  .flatMap((page) => LOCALES.map((locale) => localePath(page.name, locale)));

/** The prerendered pages that are also sent without React's scripts (`hydrate: false`). */
const staticPrerenderedPaths = new Set(
  pages
    .filter((page) => 'prerender' in page && page.prerender && isStaticPage(page))
    .flatMap((page) => LOCALES.map((locale) => localePath(page.name, locale))),
);

/**
 * Whether the page rendered once (HTML or `.data`) may answer this request instead of a server
 * render. It may not in maintenance mode, without a public URL (its canonical and alternate links
 * would carry the origin of whichever request came first), or when the visitor's cookie or
 * languages send them to the other locale. Nor may a page sent without React's scripts (rendered
 * once for a guest) answer a browser with a session: that visitor gets it rendered with React's
 * scripts, for the header's user menu.
 */
export function prerenderedPageAllowed(request: Request, config: AppEnv = env): boolean {
  if (config.maintenance || !config.publicUrl) return false;
  const {pathname} = new URL(request.url);
  if (staticPrerenderedPaths.has(pathname) && hasSessionHint(request.headers.get('cookie'))) return false;
  return detectLocale(request).redirectTo === undefined;
}
