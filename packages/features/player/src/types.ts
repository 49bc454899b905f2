import type {Seconds, WaveformPeaks} from '@nada/waveform';

/** One version of a track to switch between without losing the place, such as the original and the minus one. */
export interface PlayerTrackVariant {
  /** Stable id, such as `original` or `minus-one`; a new track starts on the variant with the same id. */
  id: string;
  /** Name on the A/B switch ("Original", "Minus one"). */
  label: string;
  /** Address of its audio (a signed URL from the app). */
  src: string;
  /** Its waveform peaks, when known. */
  peaks?: WaveformPeaks | null;
  /** When `src` stops working (a signed URL's expiry), as epoch milliseconds or an ISO date; defaults to the track's. */
  expiresAt?: number | string;
}

/** A track the player can queue. */
export interface PlayerTrack {
  /** Stable id. */
  id: string;
  /** Title shown and announced. */
  title: string;
  /** Second line, such as the artist or "Minus one". */
  subtitle?: string;
  /** Address of its audio; variants, when present, have their own. */
  src: string;
  /** Length, when known before the audio loads. */
  durationSeconds?: Seconds;
  /** Its waveform peaks, when known. */
  peaks?: WaveformPeaks | null;
  /** Cover image for the lock screen. */
  artworkUrl?: string;
  /** When `src` stops working (a signed URL's expiry), as epoch milliseconds or an ISO date. */
  expiresAt?: number | string;
  /** A/B versions of the same song; the first plays unless another was chosen. */
  variants?: PlayerTrackVariant[];
}

/** What the player is doing; `idle` has no track. */
export type PlayerStatus = 'idle' | 'loading' | 'ready' | 'playing' | 'paused' | 'error';

/** Whether the queue starts over at its end (`all`) or the track does (`one`). */
export type RepeatMode = 'off' | 'all' | 'one';

/** Why playback failed: the media error codes of HTMLMediaElement, and an expired signed URL. */
export type PlayerErrorCode =
  'MEDIA_ABORTED' | 'MEDIA_NETWORK' | 'MEDIA_DECODE' | 'MEDIA_UNSUPPORTED' | 'URL_EXPIRED';

/** A playback failure, with a stable code the views turn into text. */
export interface PlayerError {
  /** Stable code. */
  code: PlayerErrorCode;
  /** The track that failed. */
  trackId: string;
}

/** The part of HTMLMediaElement the player uses, so tests and stories can pass a fake. */
export type PlayerMedia = Pick<
  HTMLMediaElement,
  | 'src'
  | 'currentTime'
  | 'duration'
  | 'paused'
  | 'volume'
  | 'muted'
  | 'error'
  | 'play'
  | 'pause'
  | 'load'
  | 'addEventListener'
  | 'removeEventListener'
>;

/** The part of the Media Session API the player uses (lock-screen and headset controls). */
export interface PlayerMediaSession {
  metadata: MediaMetadata | null;
  playbackState: MediaSessionPlaybackState;
  setActionHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null): void;
  setPositionState?(state?: MediaPositionState): void;
}

/** Everything the player shows; one immutable snapshot per change. */
export interface PlayerState {
  /** What the player is doing. */
  status: PlayerStatus;
  /** The tracks, in the order they were queued. */
  queue: PlayerTrack[];
  /** Index in `queue` of the current track, -1 without one. */
  index: number;
  /** The current track, or null. */
  current: PlayerTrack | null;
  /** Where playback is. */
  currentTime: Seconds;
  /** Length of the current track (its `durationSeconds` until the audio says). */
  duration: Seconds;
  /** Loudness, 0..1, kept across visits. */
  volume: number;
  /** Whether sound is off, kept across visits. */
  muted: boolean;
  /** Whether next and previous follow a shuffled order. */
  shuffle: boolean;
  /** Repeat mode. */
  repeat: RepeatMode;
  /** The variant playing, for a track with variants. */
  activeVariantId: string | null;
  /** The failure, with status `error`. */
  error: PlayerError | null;
  /** The part of the current track that repeats, such as a hard passage to practise; null plays through. */
  loop: PlayerLoop | null;
  /** Whether a full {@link Player} view is on screen; the mini-player steps aside meanwhile. */
  fullViewOnScreen: boolean;
}

/** A span of the current track that plays over and over. */
export interface PlayerLoop {
  /** Where the loop starts. */
  start: Seconds;
  /** Where it ends and jumps back to `start`. */
  end: Seconds;
}
