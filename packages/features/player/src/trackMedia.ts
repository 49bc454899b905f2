import type {PlayerErrorCode, PlayerTrack, PlayerTrackVariant} from './types';

/** Our error code for each `MediaError.code`. */
export const MEDIA_ERROR_CODES: Record<number, PlayerErrorCode> = {
  1: 'MEDIA_ABORTED',
  2: 'MEDIA_NETWORK',
  3: 'MEDIA_DECODE',
  4: 'MEDIA_UNSUPPORTED',
};

/** The media element's events the controller follows. */
export const MEDIA_EVENTS = [
  'loadedmetadata',
  'durationchange',
  'canplay',
  'playing',
  'pause',
  'waiting',
  'timeupdate',
  'volumechange',
  'ended',
  'error',
] as const;

/** `value` kept within [low, high]. */
export const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The variant of `track` with this id, if it has one. */
export function variantOf(track: PlayerTrack | null, id: string | null): PlayerTrackVariant | undefined {
  return track?.variants?.find((variant) => variant.id === id);
}

/** When a signed URL expires, in epoch milliseconds, or null when it does not say or cannot be read. */
export function expiryOf(value: number | string | undefined): number | null {
  if (value === undefined) return null;
  const time = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(time) ? time : null;
}
