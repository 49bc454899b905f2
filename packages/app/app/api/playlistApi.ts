// Every API call of the playlists, in one module, through the client generated from the API's
// OpenAPI document, and the client @nada/playlist is given (its narrow interface, which the
// generated types are checked to fit here). A failed call rejects with an ApiRequestError whose
// code @nada/playlist explains (PLAYLIST_NOT_FOUND, PLAYLIST_LIMIT, PLAYLIST_FULL, PLAYLIST_ITEM_EXISTS).
import type {InitialPlaylist, PlaylistExporter, PlaylistsClient} from '@nada/playlist';
import {playlistExportStages} from '../jobs/jobKinds';
import {apiErrorText} from './apiErrorText';
import {ApiRequestError, createApiClient, dataOf, guestSession} from './client';
import {jobsClient, submitJob} from './jobApi';
import type {components} from './schema';
import {api} from './sessionClient';

/** A page of the caller's playlists, newest first (`GET /api/playlists`). */
type PlaylistPage = components['schemas']['PlaylistList'];

/** A playlist with its owner and items (`GET /api/playlists/:id`). */
type Playlist = components['schemas']['Playlist'];

/** What a playlist is called and who may see it, as it is created. */
type PlaylistDetails = components['schemas']['CreatePlaylist'];

/** One page of the caller's playlists; `cursor` is the previous page's `nextCursor`. */
export async function listPlaylists(cursor?: string, limit = 50): Promise<PlaylistPage> {
  const page = dataOf(
    await api.GET('/api/playlists', {params: {query: {limit, ...(cursor ? {cursor} : {})}}}),
  );
  return {items: page.items, nextCursor: page.nextCursor ?? null};
}

/** A playlist of the caller's, or a public one; 404 PLAYLIST_NOT_FOUND otherwise. */
export async function getPlaylist(id: string, signal?: AbortSignal): Promise<Playlist> {
  return dataOf(await api.GET('/api/playlists/{id}', {params: {path: {id}}, signal}));
}

/**
 * A public playlist as a guest reads it, through `apiFetch` (a loader's in-process API): the
 * playlist, or the API's error code (PLAYLIST_NOT_FOUND for a private or unknown one).
 */
export async function getSharedPlaylist(
  apiFetch: (request: Request) => Promise<Response>,
  id: string,
): Promise<InitialPlaylist> {
  try {
    const client = createApiClient(guestSession, 'http://api.internal', apiFetch);
    return {status: 'ready', data: dataOf(await client.GET('/api/playlists/{id}', {params: {path: {id}}}))};
  } catch (error) {
    // 414: the router refuses an id longer than any it could name, so no such playlist either.
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 414))
      return {status: 'error', code: 'PLAYLIST_NOT_FOUND'};
    throw error;
  }
}

/** Creates a playlist (private unless said otherwise); 409 PLAYLIST_LIMIT past 200. */
export async function createPlaylist(details: PlaylistDetails): Promise<Playlist> {
  return dataOf(await api.POST('/api/playlists', {body: details}));
}

/** Changes a playlist's title, description or visibility. */
export async function updatePlaylist(
  id: string,
  changes: components['schemas']['UpdatePlaylist'],
): Promise<Playlist> {
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
): Promise<components['schemas']['PlaylistItem']> {
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
export async function playlistsWithFile(fileId: string): Promise<{id: string; title: string}[]> {
  return dataOf(await api.GET('/api/files/{id}/playlists', {params: {path: {id: fileId}}})).items;
}

/**
 * The playlists API as @nada/playlist reaches it (its provider, in the app's shell): a module
 * constant. It needs no `ready`: every call of the API client waits for the browser's session, if
 * it has one (`signedInUser` in auth/session.ts), so the ID token goes with it; a guest opening a
 * shared playlist reads it without Firebase.
 */
export const playlistsClient: PlaylistsClient = {
  listPlaylists,
  getPlaylist,
  createPlaylist,
  updatePlaylist,
  deletePlaylist,
  addPlaylistItem,
  removePlaylistItem,
  reorderPlaylist,
  playlistsWithFile,
};

/**
 * A playlist's export into one zip as @nada/playlist's page reaches it: the job submitted with its
 * idempotency key, followed and downloaded through the jobs API, its stages from the kind's
 * descriptor and the API's codes explained by the app's one map (PLAYLIST_EMPTY,
 * PLAYLIST_TRACK_UNAVAILABLE…). Free: it uses no credits.
 */
export const playlistExporter: PlaylistExporter = {
  jobs: jobsClient,
  submit: (playlistId, format, idempotencyKey) =>
    submitJob({kind: 'playlist-export', inputFileIds: [], params: {playlistId, format}, idempotencyKey}),
  stages: playlistExportStages,
  errorText: apiErrorText,
};
