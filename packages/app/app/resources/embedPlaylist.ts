import {ApiRequestError, createApiClient, dataOf, guestSession} from '../api/client';
import {
  embedPageHeaders,
  embedPlaylistHtml,
  embedTheme,
  embedUnavailableHtml,
} from '../embed/embedPage.server';
import {apiFetchContext} from '../security/requestContext.server';
import type {Route} from './+types/embedPlaylist';

/**
 * `/embed/playlist/:id` and `/en/embed/playlist/:id`: the page partner sites frame, a public
 * playlist in `<nada-player>`. A private, deleted or unknown playlist answers 404 with a short
 * notice; neither answer sets a cookie or loads analytics.
 */
export async function loader({request, params, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = url.pathname.startsWith('/en/') ? 'en' : 'id';
  const client = createApiClient(guestSession, 'http://api.internal', context.get(apiFetchContext));
  try {
    const playlist = dataOf(await client.GET('/api/embed/playlists/{id}', {params: {path: {id: params.id}}}));
    const html = embedPlaylistHtml({
      playlistId: playlist.id,
      title: playlist.title,
      locale,
      theme: embedTheme(url.searchParams.get('theme')),
    });
    return new Response(html, {headers: embedPageHeaders()});
  } catch (error) {
    if (!(error instanceof ApiRequestError && (error.status === 404 || error.status === 414))) throw error;
    return new Response(embedUnavailableHtml(locale), {status: 404, headers: embedPageHeaders()});
  }
}
