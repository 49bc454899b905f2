import type {PlayerTrack} from '@nada/player';
import {dataOf} from '../api/client';
import type {components} from '../api/schema';
import {api} from '../api/sessionClient';
import {PUBLIC_TRACK_PREFIX} from './publicTrackIds';

/** A public generated track as the embed API answers it: with a fresh signed stream URL. */
export type EmbeddedTrack = components['schemas']['Track'];

/** Reads a public track (no sign-in needed), signed anew. */
async function readPublicTrack(id: string): Promise<EmbeddedTrack> {
  return dataOf(await api.GET('/api/embed/tracks/{id}', {params: {path: {id}}}));
}

/**
 * A public generated track of a profile with a fresh signed stream URL, for the player when the
 * one the page was served with expired: the track is asked for again, as a guest may.
 */
export async function refreshPublicTrack(
  track: PlayerTrack,
  read: (id: string) => Promise<Pick<EmbeddedTrack, 'streamUrl' | 'streamUrlExpiresAt'>> = readPublicTrack,
): Promise<PlayerTrack> {
  if (!track.id.startsWith(PUBLIC_TRACK_PREFIX))
    throw new Error(`The track ${track.id} is not a public track`);
  const fresh = await read(track.id.slice(PUBLIC_TRACK_PREFIX.length));
  return {...track, src: fresh.streamUrl, expiresAt: fresh.streamUrlExpiresAt};
}
