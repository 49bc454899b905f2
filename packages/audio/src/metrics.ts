import type {StereoAudio} from './stereo.ts';
import {audioLength} from './stereo.ts';
import type {Decibels} from './units.ts';

/**
 * The global signal-to-distortion ratio of the Music Demixing Challenge: 10·log10(Σs² / Σ(s−ŝ)²)
 * over the whole track and both channels, in dB (+Infinity for a perfect estimate).
 */
export function signalToDistortion(reference: StereoAudio, estimate: StereoAudio): Decibels {
  const length = audioLength(reference);
  if (audioLength(estimate) !== length)
    throw new RangeError('reference and estimate must have the same length');
  let signal = 0;
  let error = 0;
  for (let c = 0; c < 2; c++) {
    const s = reference.channels[c]!;
    const e = estimate.channels[c]!;
    for (let i = 0; i < length; i++) {
      signal += s[i]! * s[i]!;
      error += (s[i]! - e[i]!) ** 2;
    }
  }
  return 10 * Math.log10(signal / error);
}
