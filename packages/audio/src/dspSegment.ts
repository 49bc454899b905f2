import {maskedInverse, percussiveMask, vocalMask} from './dspMasks.ts';
import type {DspOptions} from './dspSettings.ts';
import {resolveSettings} from './dspSettings.ts';
import type {StemSet} from './separation.ts';
import type {Spectrogram} from './stft.ts';
import {istft, stft} from './stft.ts';
import type {Hertz} from './units.ts';

/** What a segment task returns: the vocals (centred, the same in both channels) and, for 4 stems, drums and bass. */
export interface DspSegmentResult {
  vocals: Float32Array;
  drums?: [Float32Array, Float32Array];
  bass?: [Float32Array, Float32Array];
}

/** The input of `dspSegmentTask`. */
export interface DspSegmentInput {
  /** The segment's left channel, with up to a second of context before (`offset` samples) and after it. */
  left: Float32Array;
  /** The right channel, aligned with `left`. */
  right: Float32Array;
  /** Where the segment starts in `left`/`right` (the samples before it are context). */
  offset: number;
  /** The segment's length in samples. */
  length: number;
  sampleRate: Hertz;
  stems: StemSet;
  options?: DspOptions;
}

/**
 * Separates one stretch of a song, as a worker task (the engine cuts songs into segments with a
 * second of context on each side, which bounds memory and lets two threads share the work).
 */
export function dspSegmentTask(input: DspSegmentInput): DspSegmentResult {
  const settings = resolveSettings(input.options ?? {});
  const {left, right, offset, length, sampleRate} = input;
  const n = left.length;
  const midSignal = new Float32Array(n);
  const sideSignal = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    midSignal[i] = 0.5 * (left[i]! + right[i]!);
    sideSignal[i] = 0.5 * (left[i]! - right[i]!);
  }
  const stftOptions = {nFft: settings.nFft, hop: settings.hop, window: 'hann'} as const;
  const mid = stft(midSignal, stftOptions);
  // The centre weight needs the side's magnitudes only: for 2 stems, every other frame is enough.
  const side = stft(sideSignal, input.stems === '2' ? {...stftOptions, hop: 2 * settings.hop} : stftOptions);
  const {mask, width} = vocalMask(mid, side, sampleRate, settings);
  // Vocals are the masked mid: a centred voice is the same in both channels, and the side holds
  // only what is panned (and a little of the voice's room).
  const vocals = maskedInverse(mid, mask, width).slice(offset, offset + length);
  if (input.stems === '2') return {vocals};

  // 4 stems: the accompaniment (mix minus vocals, per channel: L = mid + side, R = mid - side) is
  // split into drums (percussive mask) and, of the rest, bass (below a crossover) and other.
  const {frames, bins, nFft} = mid;
  const accompanimentMid = mid.re.slice();
  const accompanimentMidIm = mid.im.slice();
  for (let t = 0; t < frames; t++)
    for (let k = 0; k < width; k++) {
      const g = 1 - mask[t * width + k]!;
      accompanimentMid[t * bins + k]! *= g;
      accompanimentMidIm[t * bins + k]! *= g;
    }
  const percussive = percussiveMask(accompanimentMid, accompanimentMidIm, frames, bins);
  const binHz = sampleRate / nFft;
  const drums: Float32Array[] = [];
  const bass: Float32Array[] = [];
  for (const sign of [1, -1]) {
    const drumSpec: Spectrogram = {
      ...mid,
      re: new Float32Array(mid.re.length),
      im: new Float32Array(mid.re.length),
    };
    const bassSpec: Spectrogram = {
      ...mid,
      re: new Float32Array(mid.re.length),
      im: new Float32Array(mid.re.length),
    };
    for (let t = 0; t < frames; t++)
      for (let k = 0; k < bins; k++) {
        const i = t * bins + k;
        const re = accompanimentMid[i]! + sign * side.re[i]!;
        const im = accompanimentMidIm[i]! + sign * side.im[i]!;
        const p = percussive[i]!;
        drumSpec.re[i] = re * p;
        drumSpec.im[i] = im * p;
        // A smooth crossover: fully bass below bassCutHz, none an octave above.
        const frequency = k * binHz;
        const low =
          frequency <= settings.bassCutHz ? 1 : Math.max(0, 1 - Math.log2(frequency / settings.bassCutHz));
        bassSpec.re[i] = re * (1 - p) * low;
        bassSpec.im[i] = im * (1 - p) * low;
      }
    drums.push(istft(drumSpec).slice(offset, offset + length));
    bass.push(istft(bassSpec).slice(offset, offset + length));
  }
  return {
    vocals,
    drums: drums as [Float32Array, Float32Array],
    bass: bass as [Float32Array, Float32Array],
  };
}
