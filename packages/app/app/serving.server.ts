import {env, type AppEnv} from './env.server';
import {detectLocale} from './routing/detectLocale';

/**
 * The configuration the build's prerendered pages were rendered with: their canonical, alternate
 * and og:image links carry the public URL, and their data the analytics id. Without a public URL
 * at build time no prerendered page is valid.
 */
declare const __NADA_BUILD_PRERENDER_ENV__: Pick<AppEnv, 'publicUrl' | 'analyticsId' | 'firebase'>;

/**
 * Whether the prerendered HTML (or `.data`) of a page may answer this request instead of a server
 * render. It may not when maintenance mode is on, when the server's public URL is not the one the
 * pages were rendered with (or its analytics id or Firebase settings), or when the visitor's cookie or languages send them to the other locale.
 */
export function prerenderedPageAllowed(
  request: Request,
  config: AppEnv = env,
  built: Pick<AppEnv, 'publicUrl' | 'analyticsId' | 'firebase'> = __NADA_BUILD_PRERENDER_ENV__,
): boolean {
  if (config.maintenance) return false;
  if (!built.publicUrl || config.publicUrl !== built.publicUrl) return false;
  if ((config.analyticsId ?? null) !== (built.analyticsId ?? null)) return false;
  // The page's data carries the Firebase settings the browser signs in with.
  if (JSON.stringify(config.firebase) !== JSON.stringify(built.firebase)) return false;
  return detectLocale(request).redirectTo === undefined;
}
