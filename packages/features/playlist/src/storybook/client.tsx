import type {ReactNode} from 'react';
import {PlaylistsProvider} from '../PlaylistsProvider';
import type {Playlist, PlaylistPlayer, PlaylistsClient} from '../types';
import {ownPlaylist, summaries} from './fixtures';

/** A story's or test's playlist with its items as the API gives them (signed, playable). */
export function apiPlaylist(overrides: Partial<Playlist> = {}): Playlist {
  return {
    id: ownPlaylist.id,
    title: ownPlaylist.title,
    description: ownPlaylist.description ?? '',
    visibility: ownPlaylist.visibility,
    itemCount: ownPlaylist.items.length,
    durationSeconds: ownPlaylist.items.reduce((total, item) => total + item.durationSeconds, 0),
    ownerId: 'owner-1',
    ownerName: ownPlaylist.ownerName ?? null,
    isOwner: true,
    items: ownPlaylist.items.map((item, index) => ({
      ...item,
      fileId: `file-${index}`,
      streamUrl: null,
      streamUrlExpiresAt: null,
      peaksUrl: null,
    })),
    ...overrides,
  };
}

/** A client whose every call answers from the fixtures after `delay` ms, with `overrides` taking over. */
export function storyClient(overrides: Partial<PlaylistsClient> = {}, delay = 0): PlaylistsClient {
  const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), delay));
  return {
    listPlaylists: () => later({items: summaries, nextCursor: null}),
    getPlaylist: (id) => later(apiPlaylist({id})),
    createPlaylist: ({title}) => later(apiPlaylist({id: 'new', title, items: [], itemCount: 0})),
    updatePlaylist: (id, changes) => later(apiPlaylist({id, ...changes})),
    deletePlaylist: () => later(undefined),
    addPlaylistItem: () => later(undefined),
    removePlaylistItem: () => later(undefined),
    reorderPlaylist: (id) => later(apiPlaylist({id})),
    playlistsWithFile: () => later([{id: 'p1', title: summaries[0]?.title ?? ''}]),
    ...overrides,
  };
}

/** What a client rejects with when the API refuses: an error with the API's code. */
export class ApiRefusal extends Error {
  constructor(readonly code: string) {
    super(`The API refused: ${code}`);
  }
}

/** The app's player as the stories and tests play it: nothing plays. */
export const storyPlayer: PlaylistPlayer = {
  shuffle: false,
  current: null,
  setShuffle: () => {},
  play: () => {},
};

/** The provider with a client from {@link storyClient} and addresses of the app's shape. */
export function StoryPlaylists({client, children}: {client?: PlaylistsClient; children: ReactNode}) {
  return (
    <PlaylistsProvider
      value={{
        client: client ?? storyClient(),
        playlistHref: (id) => (id ? `/v3/playlist?id=${id}` : '/v3/playlist'),
        profileHref: (userId) => `/v3/profile/${userId}`,
      }}
    >
      {children}
    </PlaylistsProvider>
  );
}
