import type {Seconds, WaveformPeaks} from '@nada/waveform';

/** Semitones of a key change, -12..12. */
export type Semitones = number;

/** One stem of the playground: its audio, its name and its waveform. */
export interface PlaygroundStem {
  /** Stable id, the stem's name in the job's result, such as `vocals`. */
  id: string;
  /** Name shown on its lane ("Vocals"). */
  label: string;
  /** Address of its audio (a signed URL from the app). */
  src: string;
  /** Its waveform peaks; null draws none. */
  peaks: WaveformPeaks | null;
}

/** How one stem sounds in the mix. */
export interface StemLevel {
  /** 0..1 of its own level. */
  volume: number;
  /** Silent, whatever its volume. */
  muted: boolean;
  /** When any stem is solo, only the solo stems sound. */
  solo: boolean;
  /** -1 left, 0 centre, 1 right. */
  pan: number;
}

/** The region that repeats. */
export interface MixLoop {
  start: Seconds;
  end: Seconds;
  /** Whether playback repeats it now. */
  enabled: boolean;
}

/** A named place in the song. */
export interface MixMarker {
  id: string;
  name: string;
  time: Seconds;
}

/** Everything a mix saves: the API's `MixSettings`, with the levels by stem id. */
export interface MixSettings {
  levels: Record<string, StemLevel>;
  semitones: Semitones;
  /** 1 is as recorded. */
  tempo: number;
  loop: MixLoop | null;
  markers: MixMarker[];
}

/** What the playground is doing; `error` when a stem could not be loaded or the browser cannot play it. */
export type PlaygroundStatus = 'loading' | 'ready' | 'playing' | 'paused' | 'error';

/** Why a playground is in `error`. */
export type PlaygroundErrorCode = 'load-failed' | 'unsupported';
