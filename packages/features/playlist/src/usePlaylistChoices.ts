import {useState} from 'react';
import {playlistErrorCode} from './errors';
import {listAllPlaylists} from './playlists';
import type {PlaylistChoice, PlaylistFile, PlaylistsClient} from './types';
import {useRead} from './useRead';

/** Where the dialog's list stands. */
export type PlaylistChoicesState =
  {status: 'loading'} | {status: 'error'; code: string} | {status: 'ready'; choices: PlaylistChoice[]};

/** What {@link usePlaylistChoices} gives the dialog: the list and the commands that change it. */
export interface PlaylistChoices {
  state: PlaylistChoicesState;
  /** Reads the list again (after a failure). */
  reload: () => void;
  /** Adds the file to a playlist (`add`) or takes it out; rejects with the client's error. */
  toggle: (playlistId: string, add: boolean) => Promise<void>;
  /** Makes a playlist and adds the file to it; rejects with the client's error. */
  create: (title: string) => Promise<{id: string}>;
}

/**
 * The caller's playlists with a checkmark on those that hold `file` (read while `open`), and the
 * add, remove and create-and-add commands, which keep the list in step with what the API did.
 */
export function usePlaylistChoices(
  client: PlaylistsClient,
  file: PlaylistFile,
  open: boolean,
): PlaylistChoices {
  const {fileId, title} = file;
  // Read afresh each time the dialog opens: another page may have changed the playlists meanwhile.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((value) => value + 1);
  }
  const read = useRead(client, open ? `playlist-choices:${fileId}:${opening}` : null, async () => {
    const [playlists, holding] = await Promise.all([
      listAllPlaylists(client),
      client.playlistsWithFile(fileId),
    ]);
    const held = new Set(holding.map((entry) => entry.id));
    return playlists.map((playlist): PlaylistChoice => ({
      id: playlist.id,
      title: playlist.title,
      itemCount: playlist.itemCount,
      containsItem: held.has(playlist.id),
    }));
  });
  // The list as the last change left it, for the read it was made on.
  const [changed, setChanged] = useState<{base: PlaylistChoice[]; choices: PlaylistChoice[]} | null>(null);
  const loaded = read.status === 'ready' ? read.data : null;
  const choices = changed && changed.base === loaded ? changed.choices : loaded;

  const change = (next: (choices: PlaylistChoice[]) => PlaylistChoice[]) => {
    if (!loaded) return;
    setChanged((previous) => ({
      base: loaded,
      choices: next(previous && previous.base === loaded ? previous.choices : loaded),
    }));
  };
  const update = (id: string, edit: (choice: PlaylistChoice) => PlaylistChoice) =>
    change((list) => list.map((choice) => (choice.id === id ? edit(choice) : choice)));

  const toggle = async (playlistId: string, add: boolean) => {
    if (add) {
      try {
        await client.addPlaylistItem(playlistId, fileId, title);
      } catch (error) {
        // Added meanwhile (another tab): the checkmark was simply out of date.
        if (playlistErrorCode(error) !== 'PLAYLIST_ITEM_EXISTS') throw error;
      }
      update(playlistId, (entry) => ({...entry, containsItem: true, itemCount: entry.itemCount + 1}));
      return;
    }
    // The item's id is needed to remove it: the playlist says which item holds the file.
    const playlist = await client.getPlaylist(playlistId);
    const item = playlist.items.find((entry) => entry.fileId === fileId);
    if (item) await client.removePlaylistItem(playlistId, item.id);
    update(playlistId, (entry) => ({
      ...entry,
      containsItem: false,
      itemCount: Math.max(0, entry.itemCount - 1),
    }));
  };

  const create = async (playlistTitle: string) => {
    const playlist = await client.createPlaylist({title: playlistTitle.trim()});
    let added = true;
    try {
      await client.addPlaylistItem(playlist.id, fileId, title);
    } catch (error) {
      added = false;
      throw error;
    } finally {
      // The new playlist is listed even when the file could not go in, so it is not made twice.
      const choice = {id: playlist.id, title: playlist.title, itemCount: added ? 1 : 0, containsItem: added};
      change((list) => [choice, ...list]);
    }
    return {id: playlist.id};
  };

  const state: PlaylistChoicesState =
    read.status === 'ready' && choices
      ? {status: 'ready', choices}
      : read.status === 'error'
        ? {status: 'error', code: read.code}
        : {status: 'loading'};
  return {state, reload: read.reload, toggle, create};
}
