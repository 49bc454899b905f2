// Every API call of the playlists, in one module, through the client generated from the API's
// OpenAPI document. A failed call rejects with an ApiRequestError whose code the app localises
// (playlistMessages.ts: PLAYLIST_NOT_FOUND, PLAYLIST_LIMIT, PLAYLIST_FULL, PLAYLIST_ITEM_EXISTS...).
import {dataOf} from '../api/client';
import {api} from '../api/sessionClient';
import type {components} from '../api/schema';

/** One of the caller's playlists as a list shows it (`GET /api/playlists`). */
export type PlaylistSummary = components['schemas']['PlaylistSummary'];

/** A playlist with its owner and items (`GET /api/playlists/:id`). */
export type Playlist = components['schemas']['Playlist'];

/** One entry of a playlist, pointing at one of the owner's files, with a signed stream URL. */
export type PlaylistItem = components['schemas']['PlaylistItem'];

/** Who may open a playlist: its owner only, or anyone with the link. */
export type PlaylistVisibility = PlaylistSummary['visibility'];

/** A page of the caller's playlists, newest first. */
export interface PlaylistPage {
  items: PlaylistSummary[];
  /** The next page's cursor, or null on the last page. */
  nextCursor: string | null;
}

/** What a playlist is called and who may see it, as it is created or changed. */
export interface PlaylistDetails {
  /** 1 to 80 characters (trimmed by the API). */
  title: string;
  /** Up to 500 characters. */
  description?: string;
  visibility?: PlaylistVisibility;
}

/** A playlist the dialog shows a checkmark for: it already holds the file. */
export interface PlaylistRef {
  id: string;
  title: string;
}

/** The most playlists a user may have; the API answers 409 PLAYLIST_LIMIT beyond it. */
export const MAX_PLAYLISTS = 200;

/** One page of the caller's playlists; `cursor` is the previous page's `nextCursor`. */
export async function listPlaylists(cursor?: string, limit = 50): Promise<PlaylistPage> {
  const page = dataOf(
    await api.GET('/api/playlists', {params: {query: {limit, ...(cursor ? {cursor} : {})}}}),
  );
  return {items: page.items, nextCursor: page.nextCursor ?? null};
}

/** Every playlist of the caller (at most {@link MAX_PLAYLISTS}), newest first, page after page. */
export async function listAllPlaylists(): Promise<PlaylistSummary[]> {
  const all: PlaylistSummary[] = [];
  let cursor: string | undefined;
  do {
    const page = await listPlaylists(cursor, 100);
    all.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && all.length < MAX_PLAYLISTS);
  return all;
}

/** A playlist of the caller's, or a public one; 404 PLAYLIST_NOT_FOUND otherwise. */
export async function getPlaylist(id: string, signal?: AbortSignal): Promise<Playlist> {
  return dataOf(await api.GET('/api/playlists/{id}', {params: {path: {id}}, signal}));
}

/** Creates a playlist (private unless said otherwise); 409 PLAYLIST_LIMIT past 200. */
export async function createPlaylist(details: PlaylistDetails): Promise<Playlist> {
  return dataOf(await api.POST('/api/playlists', {body: details}));
}

/** Changes a playlist's title, description or visibility. */
export async function updatePlaylist(id: string, changes: Partial<PlaylistDetails>): Promise<Playlist> {
  return dataOf(await api.PATCH('/api/playlists/{id}', {params: {path: {id}}, body: changes}));
}

/** Deletes a playlist and its items (the files stay). */
export async function deletePlaylist(id: string): Promise<void> {
  await api.DELETE('/api/playlists/{id}', {params: {path: {id}}});
}

/**
 * Appends one of the caller's audio files to a playlist: 404 FILE_NOT_FOUND for anyone else's file,
 * 409 PLAYLIST_ITEM_EXISTS when it is there already, 409 PLAYLIST_FULL past 500 items.
 */
export async function addPlaylistItem(
  playlistId: string,
  fileId: string,
  title?: string,
): Promise<PlaylistItem> {
  return dataOf(
    await api.POST('/api/playlists/{id}/items', {
      params: {path: {id: playlistId}},
      body: {fileId, ...(title ? {title} : {})},
    }),
  );
}

/** Takes an item out of a playlist (the file stays). */
export async function removePlaylistItem(playlistId: string, itemId: string): Promise<void> {
  await api.DELETE('/api/playlists/{id}/items/{itemId}', {params: {path: {id: playlistId, itemId}}});
}

/** Puts a playlist's items in a new order: `itemIds` must be exactly its items' ids. */
export async function reorderPlaylist(playlistId: string, itemIds: string[]): Promise<Playlist> {
  return dataOf(
    await api.PUT('/api/playlists/{id}/items/order', {params: {path: {id: playlistId}}, body: {itemIds}}),
  );
}

/** The caller's playlists that already hold a file (the add dialog's checkmarks). */
export async function playlistsWithFile(fileId: string): Promise<PlaylistRef[]> {
  return dataOf(await api.GET('/api/files/{id}/playlists', {params: {path: {id: fileId}}})).items;
}
