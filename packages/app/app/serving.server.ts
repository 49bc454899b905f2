import {env, type AppEnv} from './env.server';
import {LOCALES} from './routing/locales';
import {localePath} from './routing/paths';
import {pages} from './routing/routeTable';
import {detectLocale} from './routing/detectLocale';

/**
 * The pages of the route table marked `prerender`, in every locale: server.mjs renders each once
 * per build, with the server's own configuration, and answers from memory after that. The build
 * renders nothing itself, so it depends on no run-time setting (issue 41).
 */
export const prerenderedPaths: readonly string[] = pages
  .filter((page) => 'prerender' in page && page.prerender)
  .flatMap((page) => LOCALES.map((locale) => localePath(page.name, locale)));

/**
 * Whether the page rendered once (HTML or `.data`) may answer this request instead of a server
 * render. It may not in maintenance mode, without a public URL (its canonical and alternate links
 * would carry the origin of whichever request came first), or when the visitor's cookie or
 * languages send them to the other locale.
 */
export function prerenderedPageAllowed(request: Request, config: AppEnv = env): boolean {
  if (config.maintenance || !config.publicUrl) return false;
  return detectLocale(request).redirectTo === undefined;
}
