/** A time in seconds from the start of the audio. */
export type Seconds = number;

/** Audio samples (of one channel), a count or an index. */
export type Samples = number;

/** One resolution of a {@link WaveformPeaks}: the lowest and highest sample of each bucket. */
export interface WaveformPeakLevel {
  /** How many samples each bucket covers; the last bucket may cover fewer. */
  samplesPerBucket: Samples;
  /** Lowest sample of each bucket over every channel, in -1..1. */
  min: number[];
  /** Highest sample of each bucket over every channel, in -1..1. */
  max: number[];
}

/** The peaks JSON that `@nada/audio`'s `waveformPeaks` writes (see its README). */
export interface WaveformPeaks {
  /** Samples per second of the source. */
  sampleRate: number;
  /** How many source channels the envelope covers. */
  channels: number;
  /** Length of the audio in samples, so the duration is `length / sampleRate`. */
  length: Samples;
  /** The same envelope at several resolutions, finest first by default. */
  levels: WaveformPeakLevel[];
}

/** A marked span of the audio, such as the loop region. */
export interface WaveformRegion {
  /** Stable id; the loop region made by shift-drag or the [ and ] keys has id `loop`. */
  id: string;
  /** Where the region starts. */
  start: Seconds;
  /** Where the region ends (after `start`). */
  end: Seconds;
}

/** What the waveform shows: a skeleton, the peaks, a failure to load them, or audio without content. */
export type WaveformStatus = 'loading' | 'ready' | 'error' | 'empty';
