// Every API call of the profile pages, in one module, through the client generated from the API's
// OpenAPI document.
import {ApiRequestError, createApiClient, dataOf, guestSession} from '../api/client';
import {api} from '../api/sessionClient';
import type {components} from '../api/schema';

/** The signed-in user's profile (`GET /api/me`). */
export type MyProfile = components['schemas']['Profile'];

/** A change to the profile (`PATCH /api/me`); absent fields stay as they are. */
export type MyProfileChange = components['schemas']['ProfileUpdate'];

/** One of a member's public playlists (`GET /api/users/:id/playlists`). */
export type PublicPlaylist = components['schemas']['PlaylistSummary'];

/** One of a member's public generated tracks (`GET /api/users/:id/tracks`). */
export type PublicTrack = components['schemas']['TrackSummary'];

/** What anyone may see of a user (`GET /api/users/:id`). */
export type PublicProfile = components['schemas']['PublicProfile'];

/** The signed-in user's profile. */
export async function getMyProfile(): Promise<MyProfile> {
  return dataOf(await api.GET('/api/me'));
}

/** Changes name, phone number, language or colour mode; 409 PHONE_NUMBER_TAKEN for a number in use. */
export async function updateMyProfile(change: MyProfileChange): Promise<MyProfile> {
  return dataOf(await api.PATCH('/api/me', {body: change}));
}

/** Uploads a photo as the request body (the API crops it to a square and resizes it). */
export async function uploadMyPhoto(file: File): Promise<MyProfile> {
  return dataOf(
    await api.PUT('/api/me/photo', {
      body: file,
      // The image's bytes go as they are, with the file's own Content-Type, not as JSON.
      bodySerializer: (body) => body,
      headers: {'content-type': file.type},
    }),
  );
}

/** Removes the uploaded photo. */
export async function removeMyPhoto(): Promise<void> {
  await api.DELETE('/api/me/photo');
}

/** Deletes the account, its rows and files and the Firebase user; 401 REAUTHENTICATION_REQUIRED after 5 minutes. */
export async function deleteMyAccount(): Promise<void> {
  await api.DELETE('/api/me');
}

// The public profile page's loader runs on the server, without the browser's session.
/** A user's public profile, or null for an unknown or over-long id, through `apiFetch` (a loader's in-process API). */
export async function getPublicProfile(
  apiFetch: (request: Request) => Promise<Response>,
  id: string,
): Promise<PublicProfile | null> {
  try {
    const client = createApiClient(guestSession, 'http://api.internal', apiFetch);
    return dataOf(await client.GET('/api/users/{id}', {params: {path: {id}}}));
  } catch (error) {
    // 414: the router refuses an id longer than any it could name, so no such member either.
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 414)) return null;
    throw error;
  }
}

/** A member's public playlists, newest first, through `apiFetch` (a loader's in-process API). */
export async function getPublicPlaylists(
  apiFetch: (request: Request) => Promise<Response>,
  id: string,
): Promise<PublicPlaylist[]> {
  const client = createApiClient(guestSession, 'http://api.internal', apiFetch);
  return dataOf(await client.GET('/api/users/{id}/playlists', {params: {path: {id}}})).items;
}

/** A member's public generated tracks, newest first (the first page), through `apiFetch`. */
export async function getPublicTracks(
  apiFetch: (request: Request) => Promise<Response>,
  id: string,
): Promise<PublicTrack[]> {
  const client = createApiClient(guestSession, 'http://api.internal', apiFetch);
  return dataOf(await client.GET('/api/users/{id}/tracks', {params: {path: {id}}})).items;
}
