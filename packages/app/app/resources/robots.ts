import {env} from '../env.server';
import type {Route} from './+types/robots';

/** Crawlers may read every public page; the sitemap lists them in both languages. */
export function loader({request}: Route.LoaderArgs) {
  const origin = env.publicUrl ?? new URL(request.url).origin;
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, {headers: {'Content-Type': 'text/plain; charset=utf-8'}});
}
