import {changeKeyAndTempo} from './rubberband.ts';
import type {KeyTempoOptions} from './rubberband.ts';
import {createStereo} from './stereo.ts';
import type {StereoAudio} from './stereo.ts';

/** How one stem sounds in a mix: volume 0..1, muted, solo, pan -1 (left)..1 (right). */
export interface StemMixLevel {
  volume: number;
  muted: boolean;
  solo: boolean;
  pan: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The gain each stem sounds at: its volume (0..1), 0 when muted, and 0 when another stem is solo and
 * it is not (a muted solo stem stays silent). The same rule as the playground in the browser.
 */
export function stemGains(levels: readonly StemMixLevel[]): number[] {
  const anySolo = levels.some((level) => level.solo);
  return levels.map((level) =>
    level.muted || (anySolo && !level.solo)
      ? 0
      : clamp(Number.isFinite(level.volume) ? level.volume : 0, 0, 1),
  );
}

/**
 * Adds `source` panned by `pan` and scaled by `gain` into `target`, with the Web Audio
 * StereoPannerNode's law for stereo input, so an exported mix sounds as the playground played it:
 * panning left folds the right channel into the left with an equal-power weight, and the other way.
 */
export function addPanned(target: StereoAudio, source: StereoAudio, gain: number, pan: number): void {
  const [left, right] = source.channels;
  const [outLeft, outRight] = target.channels;
  const p = clamp(Number.isFinite(pan) ? pan : 0, -1, 1);
  const x = p <= 0 ? p + 1 : p;
  const gainLeft = Math.cos((x * Math.PI) / 2);
  const gainRight = Math.sin((x * Math.PI) / 2);
  const length = Math.min(left.length, outLeft.length);
  for (let i = 0; i < length; i++) {
    const l = left[i]!;
    const r = right[i]!;
    if (p <= 0) {
      outLeft[i]! += gain * (l + r * gainLeft);
      outRight[i]! += gain * (r * gainRight);
    } else {
      outLeft[i]! += gain * (l * gainLeft);
      outRight[i]! += gain * (r + l * gainRight);
    }
  }
}

/**
 * Mixes stems down to one stereo track with each stem's volume, mute, solo and pan, sample-aligned
 * from the first sample; the result is as long as the longest stem.
 */
export function mixStems(stems: readonly StereoAudio[], levels: readonly StemMixLevel[]): StereoAudio {
  const first = stems[0];
  if (!first) throw new RangeError('mixStems needs at least one stem');
  if (levels.length !== stems.length) throw new RangeError('mixStems needs one level per stem');
  let length = 0;
  for (const stem of stems) {
    if (stem.sampleRate !== first.sampleRate) throw new RangeError('mixStems needs one sample rate');
    if (stem.channels[0].length !== stem.channels[1].length)
      throw new RangeError('both channels must have the same length');
    length = Math.max(length, stem.channels[0].length);
  }
  const out = createStereo(length, first.sampleRate);
  const gains = stemGains(levels);
  stems.forEach((stem, index) => {
    const gain = gains[index]!;
    if (gain > 0) addPanned(out, stem, gain, levels[index]!.pan);
  });
  return out;
}

/** What {@link renderMix} does to the stems: their levels, then the master key and tempo. */
export interface RenderMixOptions extends Omit<KeyTempoOptions, 'ffmpegPath'> {
  levels: readonly StemMixLevel[];
}

/**
 * A playground mix as one track: the stems mixed with their levels ({@link mixStems}), then the key
 * and tempo changed with Rubber Band at minus one's quality (R3, formants kept) when either is set.
 */
export async function renderMix(
  stems: readonly StereoAudio[],
  {levels, ...keyTempo}: RenderMixOptions,
): Promise<StereoAudio> {
  const mix = mixStems(stems, levels);
  const unchanged = (keyTempo.semitones ?? 0) === 0 && (keyTempo.tempo ?? 1) === 1;
  return unchanged ? mix : changeKeyAndTempo(mix, keyTempo);
}
