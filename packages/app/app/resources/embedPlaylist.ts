import {ApiRequestError, createApiClient, dataOf, guestSession} from '../api/client';
import {embedPageHeaders, embedPlayerHtml, embedTheme, embedUnavailableHtml} from '@nada/player/embed/page';
import {apiFetchContext} from '../security/requestContext.server';
import type {Route} from './+types/embedPlaylist';

/**
 * `/embed/playlist/:id`, `/embed/track/:id` and their `/en/...` twins: the pages partner sites
 * frame, a public playlist or generated track in `<nada-player>`. A private, deleted or unknown one
 * answers 404 with a short notice; neither answer sets a cookie or loads analytics.
 */
export async function loader({request, params, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = url.pathname.startsWith('/en/') ? 'en' : 'id';
  const kind = /\/embed\/track\//.test(url.pathname) ? 'track' : 'playlist';
  const client = createApiClient(guestSession, 'http://api.internal', context.get(apiFetchContext));
  try {
    const path = {params: {path: {id: params.id}}};
    const item =
      kind === 'track'
        ? dataOf(await client.GET('/api/embed/tracks/{id}', path))
        : dataOf(await client.GET('/api/embed/playlists/{id}', path));
    const html = embedPlayerHtml({
      kind,
      id: item.id,
      title: item.title,
      locale,
      theme: embedTheme(url.searchParams.get('theme')),
    });
    return new Response(html, {headers: embedPageHeaders()});
  } catch (error) {
    if (!(error instanceof ApiRequestError && (error.status === 404 || error.status === 414))) throw error;
    return new Response(embedUnavailableHtml(locale, kind), {status: 404, headers: embedPageHeaders()});
  }
}
