import type {PlayerMediaSession, PlayerTrack} from './types';

/** Where volume and mute are kept between visits. */
export const PLAYER_STORAGE_KEY = 'nada.player';

/** Fixed numbers of the player's behaviour. */
export const PLAYER_DEFAULTS = {
  /** After this much of a track, "previous" starts it over instead of going back. */
  restartThreshold: 3,
  /** Seconds the lock screen's skip buttons move when they name no offset. */
  seekOffset: 10,
  /** Volume of a first visit. */
  volume: 1,
} as const;

/** Options of a {@link PlayerController}; the `PlayerProvider` passes its props through. */
export interface PlayerControllerOptions {
  /** Where volume and mute persist; `null` keeps them for the session only. @default window.localStorage */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The Media Session for lock-screen controls; `null` for none. @default navigator.mediaSession */
  mediaSession?: PlayerMediaSession | null;
  /** Builds lock-screen metadata. @default (init) => new MediaMetadata(init) */
  createMetadata?: (init: MediaMetadataInit) => MediaMetadata;
  /** Random numbers in [0, 1) for shuffling. @default Math.random */
  random?: () => number;
  /** The time in epoch milliseconds, to tell an expired URL. @default Date.now */
  now?: () => number;
  /** Gets a track with fresh URLs (signed URLs expire); retry uses it when given. */
  refreshTrack?: (track: PlayerTrack) => Promise<PlayerTrack>;
  /** Tracks queued from the start, the first current but not playing. */
  initialQueue?: PlayerTrack[];
  /** Which of `initialQueue` is current. @default 0 */
  initialIndex?: number;
}

/** The browser's Media Session, where there is one. */
export function defaultMediaSession(): PlayerMediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

/** The browser's localStorage, or null where it is missing or switched off. */
export function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Storage can be switched off (private modes, blocked cookies): volume then lasts the session.
    return null;
  }
}
