import type {PlaylistsClient} from '@nada/playlist';
import {PlaylistsProvider, type PlaylistsContext} from '@nada/playlist/shell';
import {useMemo, type ReactNode} from 'react';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import {RouterLink} from './RouterLink';
import {usePageLocale} from '../auth/authPages';

// Loaded with the first call: the API client stays off the pages that make none.
const load = () => import('../api/playlistApi').then((module) => module.playlistsClient);

/** The app's playlists API (api/playlistApi.ts) as @nada/playlist reaches it. */
const client: PlaylistsClient = {
  ready: async () => (await load()).ready?.(),
  listPlaylists: async (...args) => (await load()).listPlaylists(...args),
  getPlaylist: async (id) => (await load()).getPlaylist(id),
  createPlaylist: async (details) => (await load()).createPlaylist(details),
  updatePlaylist: async (id, changes) => (await load()).updatePlaylist(id, changes),
  deletePlaylist: async (id) => (await load()).deletePlaylist(id),
  addPlaylistItem: async (...args) => (await load()).addPlaylistItem(...args),
  removePlaylistItem: async (playlistId, itemId) => (await load()).removePlaylistItem(playlistId, itemId),
  reorderPlaylist: async (playlistId, itemIds) => (await load()).reorderPlaylist(playlistId, itemIds),
  playlistsWithFile: async (fileId) => (await load()).playlistsWithFile(fileId),
};

/** The playlists page's address, or one playlist's (`?id=`), in a language. */
export function playlistPath(locale: Locale, playlistId?: string): string {
  const list = localePath('v3-playlist', locale);
  return playlistId ? `${list}?id=${encodeURIComponent(playlistId)}` : list;
}

/** Gives the playlist parts the API, the app's addresses and its router links (mounted with the player, LoadedPlayer). */
export function AppPlaylists({children}: {children: ReactNode}) {
  const locale = usePageLocale();
  const value = useMemo<PlaylistsContext>(
    () => ({
      client,
      playlistHref: (playlistId) => playlistPath(locale, playlistId),
      profileHref: (userId) => localePath('v3-profile-id', locale, {id: userId}),
      linkComponent: RouterLink,
    }),
    [locale],
  );
  return <PlaylistsProvider value={value}>{children}</PlaylistsProvider>;
}
