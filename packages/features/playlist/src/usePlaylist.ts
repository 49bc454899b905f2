import {useState} from 'react';
import type {Playlist, PlaylistPatch, PlaylistsClient} from './types';
import {useRead, type ReadState} from './useRead';

/** What {@link usePlaylist} gives a page: the playlist as last read or saved, and the owner's commands. */
export type PlaylistState = ReadState<Playlist> & {
  /** Reads the playlist again (after a failure, or for fresh signed URLs). */
  reload: () => void;
  /** Saves a new title, description or visibility. */
  update: (changes: PlaylistPatch) => Promise<void>;
  /** Saves a new order of exactly the playlist's item ids. */
  reorder: (itemIds: string[]) => Promise<void>;
  /** Takes an item out. */
  removeItem: (itemId: string) => Promise<void>;
  /** Deletes the playlist. */
  remove: () => Promise<void>;
};

/** A playlist the server read already (a guest's shared playlist), or the error code it met. */
export type InitialPlaylist = {status: 'ready'; data: Playlist} | {status: 'error'; code: string};

/**
 * One playlist (or the one `initial` gives, until a reload), read once the client is ready, with the owner's commands; what the API answers to a
 * change becomes the playlist shown, so the page never shows an order or a title the server does not
 * have. Every command rejects with the client's error.
 */
export function usePlaylist(client: PlaylistsClient, id: string, initial?: InitialPlaylist): PlaylistState {
  // What the server read is shown until the page asks again (a reload).
  const [shown, setShown] = useState(initial);
  const fetched = useRead(client, shown ? null : `playlist:${id}`, () => client.getPlaylist(id));
  const read = shown ? {...shown, reload: () => setShown(undefined)} : fetched;
  // The playlist as the last change left it, for the read it was made on.
  const [saved, setSaved] = useState<{base: Playlist; playlist: Playlist} | null>(null);
  const loaded = read.status === 'ready' ? read.data : null;
  const current = saved && loaded && saved.base === loaded ? saved.playlist : loaded;
  const keep = (playlist: Playlist) => {
    if (loaded) setSaved({base: loaded, playlist});
  };

  const update = async (changes: PlaylistPatch) => keep(await client.updatePlaylist(id, changes));
  const reorder = async (itemIds: string[]) => keep(await client.reorderPlaylist(id, itemIds));
  const removeItem = async (itemId: string) => {
    await client.removePlaylistItem(id, itemId);
    if (!current) return;
    const item = current.items.find((entry) => entry.id === itemId);
    keep({
      ...current,
      items: current.items.filter((entry) => entry.id !== itemId),
      itemCount: Math.max(0, current.itemCount - 1),
      durationSeconds: Math.max(0, current.durationSeconds - (item?.durationSeconds ?? 0)),
    });
  };
  const remove = () => client.deletePlaylist(id);

  const data: ReadState<Playlist> =
    read.status === 'ready' && current
      ? {status: 'ready', data: current}
      : read.status === 'error'
        ? read
        : {status: 'loading'};
  return {...data, reload: read.reload, update, reorder, removeItem, remove};
}
