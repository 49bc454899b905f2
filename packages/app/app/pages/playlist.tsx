import {oembedHref, playlistEmbedCode, usePlayer} from '@nada/player';
import {
  PlaylistPageView,
  playlistFeatureMessages as messages,
  playlistShareUrl,
  withExportJob,
  type Playlist,
} from '@nada/playlist';
import {useAtomValue} from 'jotai';
import {FormattedMessage, useIntl} from 'react-intl';
import {useLocation, useNavigate, useSearchParams} from 'react-router';
import {getSharedPlaylist, playlistExporter} from '../api/playlistApi';
import {usePageLocale} from '../auth/authPages';
import {signInPath} from '../auth/authRules';
import {sessionMessages} from '../auth/sessionMessages';
import {AppPage} from '../components/AppPage';
import {playlistPath} from '../components/AppPlaylists';
import {pageMessagesFor} from '../i18n.server';
import {hasSessionHint} from '../auth/sessionHint';
import {apiFetchContext} from '../security/requestContext.server';
import {pageMeta} from '../routing/pageMeta';
import {currentUserAtom} from '../state/session';
import type {Route} from './+types/playlist';

/**
 * The page's head; a shared playlist's link (`?id=`) also names its oEmbed answer, so sites that
 * understand oEmbed embed the link by itself (a private playlist's answers 404 there).
 */
export const meta = (args: Route.MetaArgs) => {
  const tags = pageMeta(args);
  const id = new URLSearchParams(args.location.search).get('id');
  const origin = (
    args.matches.find((match) => match?.id === 'root')?.loaderData as {origin?: string} | undefined
  )?.origin;
  if (!id || !origin) return tags;
  const shareUrl = playlistShareUrl(origin, args.location.pathname, id);
  return [
    ...tags,
    {tagName: 'link', rel: 'alternate', type: 'application/json+oembed', href: oembedHref(origin, shareUrl)},
  ];
};

/**
 * The page's texts and the playlist parts' (see the route table); for a guest's shared playlist
 * (`?id=`, no session hint), also the playlist, read here so the page they get without React shows
 * it. A signed-in browser reads it in the page, with its session.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const messages = pageMessagesFor(request, 'v3-playlist');
  const id = new URL(request.url).searchParams.get('id');
  if (!id || hasSessionHint(request.headers.get('cookie'))) return {messages, shared: null};
  return {messages, shared: await getSharedPlaylist(context.get(apiFetchContext), id)};
}

/**
 * `/v3/playlist`: the user's playlists; `?id=<playlist>` opens one in the editor (or, for a public
 * playlist of someone else's, to listen to).
 */
export default function PlaylistPage({loaderData}: Route.ComponentProps) {
  const [search, setSearch] = useSearchParams();
  const id = search.get('id');
  const intl = useIntl();
  const locale = usePageLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const player = usePlayer();
  const signedIn = useAtomValue(currentUserAtom) !== null;
  const listPath = playlistPath(locale);
  // Only for the id it was read for (a client navigation to another playlist reads that one).
  const shared = id && loaderData.shared ? loaderData.shared : null;
  return (
    <AppPage
      route="v3-playlist"
      className="page-playlist"
      messages={loaderData.messages}
      titleId="page-playlist-title"
      // One playlist is named by the editor's own heading.
      labelledBy={id ? `${id}-title` : undefined}
      title={<FormattedMessage {...messages.heading} />}
      lead={<FormattedMessage {...messages.lead} />}
    >
      {(header) => (
        <PlaylistPageView
          id={id}
          header={header}
          onOpen={(playlistId) => void navigate(playlistPath(locale, playlistId))}
          navigationState={location.state}
          onDeleted={(state) => void navigate(listPath, {state, replace: true})}
          player={player}
          signedIn={signedIn}
          unnamedOwner={intl.formatMessage(sessionMessages.fallbackName)}
          signInHref={signInPath(locale, `${location.pathname}${location.search}`)}
          // A guest's shared playlist, read on the server, reaches them without React: no copy
          // button or share dialog there (the page's address is the link).
          {...(shared
            ? {initial: shared}
            : {
                shareUrlOf: (playlist: Playlist) =>
                  playlistShareUrl(window.location.origin, listPath, playlist.id),
                embedCodeOf: (playlist: Playlist) =>
                  playlistEmbedCode(window.location.origin, locale, playlist.id, playlist.title),
              })}
          exporter={playlistExporter}
          // The export shown is in the address (`&job=`): a reload, or the history's Open, shows it again.
          exportJobId={search.get('job')}
          onExportJobChange={(job) =>
            setSearch((current) => withExportJob(current, job), {replace: true, preventScrollReset: true})
          }
        />
      )}
    </AppPage>
  );
}
