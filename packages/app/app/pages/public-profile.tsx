import {PublicProfile as PublicProfileView} from '@nada/profile';
import {usePlayer} from '@nada/player';
import {usePlaylists, usePlaylistStart} from '@nada/playlist';
import {data, useNavigate} from 'react-router';
import {useIntl} from 'react-intl';
import {PageMessages} from '../components/PageMessages';
import {pageMessagesFor} from '../i18n.server';
import {getPublicPlaylists, getPublicProfile, getPublicTracks} from '../profile/profileApi';
import {publicTrackId} from '../profile/publicTrackIds';
import {sessionMessages} from '../auth/sessionMessages';
import {usePageLocale} from '../auth/authPages';
import {localePath} from '../routing/paths';
import {pagePathname} from '../routing/locales';
import {apiFetchContext} from '../security/requestContext.server';
import {pageMeta} from '../routing/pageMeta';
import type {Route} from './+types/public-profile';

export const meta = pageMeta;

// Asks the API on the server, so an unknown id answers a real 404 with the not-found view.
export async function loader({request, params, context}: Route.LoaderArgs) {
  const apiFetch = context.get(apiFetchContext);
  const profile = await getPublicProfile(apiFetch, params.id);
  if (!profile) {
    const path = pagePathname(new URL(request.url));
    throw data(`Page Not Found: ${path}`, {status: 404});
  }
  const [playlists, tracks] = await Promise.all([
    getPublicPlaylists(apiFetch, params.id),
    getPublicTracks(apiFetch, params.id),
  ]);
  return {profile, playlists, tracks, messages: pageMessagesFor(request, 'v3-profile-id')};
}

/**
 * `/v3/profile/:id`: a member's public profile (name, photo, member since), their public generated
 * tracks and public playlists, playable in the app's player.
 */
export default function PublicProfile({loaderData}: Route.ComponentProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const navigate = useNavigate();
  const player = usePlayer();
  const playback = usePlaylistStart(usePlaylists().client, player);
  const {profile, playlists, tracks} = loaderData;
  const playlistPath = localePath('v3-playlist', locale);
  const hrefOf = (id: string) => `${playlistPath}?id=${encodeURIComponent(id)}`;
  return (
    <PageMessages messages={loaderData.messages}>
      {/* A generated track plays from the signed stream URL the server read; once that expires, the
          player asks for the track again (LoadedPlayer's refreshTrack). */}
      <PublicProfileView
        displayName={profile.displayName ?? intl.formatMessage(sessionMessages.fallbackName)}
        photoURL={profile.photoURL}
        memberSince={profile.memberSince}
        tracks={tracks}
        playlists={playlists}
        player={player}
        playerTrackId={publicTrackId}
        playback={playback}
        playlistHref={hrefOf}
        onOpenPlaylist={(id) => void navigate(hrefOf(id))}
      />
    </PageMessages>
  );
}
