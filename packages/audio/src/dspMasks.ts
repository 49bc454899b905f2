import {trackMelody} from './dspMelody.ts';
import type {DspOptions} from './dspSettings.ts';
import type {Spectrogram} from './stft.ts';
import {fftOfSize, normalizeOverlapAdd} from './stft.ts';
import type {Hertz} from './units.ts';

// x ** e, by multiplication for the small whole exponents the defaults use (Math.pow is slow in hot loops).
function power(x: number, e: number): number {
  switch (e) {
    case 0:
      return 1;
    case 0.5:
      return Math.sqrt(x);
    case 1:
      return x;
    case 2:
      return x * x;
    case 3:
      return x * x * x;
    case 6: {
      const c = x * x * x;
      return c * c;
    }
    default:
      return x ** e;
  }
}

// exp(-x² / 2) for x = i / GAUSS_STEPS up to 3.
const GAUSS_STEPS = 64;
const GAUSS = Float32Array.from({length: 3 * GAUSS_STEPS + 2}, (_, i) =>
  Math.exp(-((i / GAUSS_STEPS) ** 2) / 2),
);

// The median of five values without sorting: pairs are ordered and the lowest candidate dropped twice.
function median5(a: number, b: number, c: number, d: number, e: number): number {
  let t: number;
  if (b < a) {
    t = a;
    a = b;
    b = t;
  }
  if (d < c) {
    t = c;
    c = d;
    d = t;
  }
  if (a < c) {
    a = e;
    if (b < a) {
      t = a;
      a = b;
      b = t;
    }
  } else {
    c = e;
    if (d < c) {
      t = c;
      c = d;
      d = t;
    }
  }
  return a < c ? Math.min(b, c) : Math.min(a, d);
}

/** The vocal mask of a segment (frames × `width` lowest bins), from the mid and side spectrograms. */
export function vocalMask(
  mid: Spectrogram,
  side: Spectrogram,
  sampleRate: Hertz,
  settings: Required<DspOptions>,
): {mask: Float32Array; width: number} {
  const {frames, bins, nFft, re, im} = mid;
  const binHz = sampleRate / nFft;
  const lowBin = Math.ceil(settings.lowCutHz / binHz);
  const highBin = Math.min(bins - 1, Math.floor(settings.highCutHz / binHz));
  const width = Math.min(bins, highBin + 2);
  // Magnitudes of the mid up to the high cut and the centre weight of every bin.
  const magnitudes = new Float32Array(frames * width);
  const weighted = new Float32Array(frames * width);
  const centre = new Float32Array(frames * width);
  const {sideWeight: beta, salienceCentrePower, maskCentrePower} = settings;
  const sideStep = side.hop / mid.hop;
  for (let t = 0; t < frames; t++) {
    const sideRow = Math.min(side.frames - 1, Math.round(t / sideStep)) * bins;
    for (let k = 0; k < width; k++) {
      const i = t * bins + k;
      const m2 = re[i]! ** 2 + im[i]! ** 2;
      const j = sideRow + k;
      const s2 = side.re[j]! ** 2 + side.im[j]! ** 2;
      const c = m2 > 0 ? m2 / (m2 + beta * s2) : 0;
      const m = Math.sqrt(m2);
      magnitudes[t * width + k] = m;
      centre[t * width + k] = c;
    }
  }
  // Harmonic-percussive ratio per bin by median filtering (5 frames across time, 5 bins across frequency).
  const harmonicity = new Float32Array(frames * width);
  for (let t = 0; t < frames; t++) {
    const row = t * width;
    const t0 = Math.max(0, t - 2) * width;
    const t1 = Math.max(0, t - 1) * width;
    const t3 = Math.min(frames - 1, t + 1) * width;
    const t4 = Math.min(frames - 1, t + 2) * width;
    for (let k = Math.max(2, lowBin); k < width - 2; k++) {
      const harmonic = median5(
        magnitudes[t0 + k]!,
        magnitudes[t1 + k]!,
        magnitudes[row + k]!,
        magnitudes[t3 + k]!,
        magnitudes[t4 + k]!,
      );
      const percussive = median5(
        magnitudes[row + k - 2]!,
        magnitudes[row + k - 1]!,
        magnitudes[row + k]!,
        magnitudes[row + k + 1]!,
        magnitudes[row + k + 2]!,
      );
      const hp = harmonic * harmonic;
      const sum = hp + percussive * percussive;
      harmonicity[row + k] = sum > 0 ? hp / sum : 0;
    }
  }
  // The pitch salience's spectrum: log magnitudes weighted by how centred and how harmonic a bin is.
  for (let t = 0; t < frames; t++)
    for (let i = t * width + lowBin; i < (t + 1) * width; i++)
      weighted[i] = Math.log(
        power(centre[i]!, salienceCentrePower) * harmonicity[i]! * magnitudes[i]! + 1e-9,
      );
  // Pitch salience works on how far each bin stands above the mean log level of its neighbourhood
  // (spectral whitening), so neither the loud low register nor a voice's subharmonics (whose odd
  // partials land between its harmonics) score high.
  const radius = settings.whiteningRadius;
  const prefix = new Float64Array(width + 1);
  for (let t = 0; t < frames; t++) {
    const row = t * width;
    for (let k = 0; k < width; k++) prefix[k + 1] = prefix[k]! + (k >= lowBin ? weighted[row + k]! : 0);
    for (let k = lowBin; k < width; k++) {
      const from = Math.max(lowBin, k - radius);
      const to = Math.min(width, k + radius + 1);
      const mean = (prefix[to]! - prefix[from]!) / (to - from);
      weighted[row + k] = Math.max(0, weighted[row + k]! - mean);
    }
  }
  const f0 = trackMelody(weighted, frames, width, binHz, settings);
  const mask = new Float32Array(frames * width);
  const comb = new Float32Array(width);
  const {harmonicWidth, percussivePower, maskExponent} = settings;
  for (let t = 0; t < frames; t++) {
    const pitch = f0[t]!;
    if (pitch <= 0) continue;
    comb.fill(0);
    const before = f0[Math.max(0, t - 1)]! || pitch;
    const after = f0[Math.min(frames - 1, t + 1)]! || pitch;
    const spread = Math.abs(after - before) / 2 / binHz;
    for (let h = 1; h * pitch < settings.highCutHz; h++) {
      const p = (h * pitch) / binHz;
      const sigma = harmonicWidth + 0.5 * h * spread;
      const from = Math.max(lowBin, Math.floor(p - 3 * sigma));
      const to = Math.min(highBin, Math.ceil(p + 3 * sigma));
      const scale = GAUSS_STEPS / sigma;
      for (let k = from; k <= to; k++) {
        const x = Math.abs(k - p) * scale;
        const g = x < 3 * GAUSS_STEPS ? GAUSS[Math.round(x)]! : 0;
        if (g > comb[k]!) comb[k] = g;
      }
    }
    const row = t * width;
    for (let k = lowBin; k <= highBin; k++) {
      const g = comb[k]!;
      if (g < 1e-3) continue;
      let v = g * power(centre[row + k]!, maskCentrePower);
      if (percussivePower > 0) v *= power(harmonicity[row + k]!, percussivePower / 2);
      if (maskExponent !== 1) {
        const a = power(v, maskExponent);
        v = a / (a + power(1 - v, maskExponent));
      }
      mask[row + k] = v;
    }
  }
  return {mask, width};
}

/**
 * The inverse STFT of the mid spectrogram under a mask of its lowest `width` bins (zero above),
 * skipping the frames the mask silences entirely (the unsung ones); normalised like `istft`.
 */
export function maskedInverse(mid: Spectrogram, mask: Float32Array, width: number): Float32Array {
  const {nFft, hop, frames, bins, window, length} = mid;
  const fft = fftOfSize(nFft);
  const re = new Float64Array(bins);
  const im = new Float64Array(bins);
  const frame = new Float64Array(nFft);
  const out = new Float32Array(length);
  const pad = nFft / 2;
  for (let t = 0; t < frames; t++) {
    let silent = true;
    for (let k = 0; k < width; k++) {
      const g = mask[t * width + k]!;
      if (g !== 0) silent = false;
      re[k] = mid.re[t * bins + k]! * g;
      im[k] = mid.im[t * bins + k]! * g;
    }
    if (silent) continue;
    fft.inverse(re, im, frame);
    const offset = t * hop - pad;
    const from = Math.max(0, -offset);
    const to = Math.min(nFft, length - offset);
    for (let i = from; i < to; i++) out[offset + i]! += frame[i]! * window[i]!;
  }
  // Divided by the summed squared window of every frame covering a sample (skipped frames count too).
  return normalizeOverlapAdd(out, {nFft, hop, frames, window});
}

/**
 * The percussive mask of the accompaniment (both channels' residual, mid magnitudes): median
 * filters across time (harmonic) and frequency (percussive), as a power ratio.
 */
export function percussiveMask(
  re: Float32Array,
  im: Float32Array,
  frames: number,
  bins: number,
): Float32Array {
  const magnitudes = new Float32Array(frames * bins);
  for (let i = 0; i < magnitudes.length; i++) magnitudes[i] = Math.sqrt(re[i]! ** 2 + im[i]! ** 2);
  const mask = new Float32Array(frames * bins);
  for (let t = 0; t < frames; t++) {
    const row = t * bins;
    const t0 = Math.max(0, t - 2) * bins;
    const t1 = Math.max(0, t - 1) * bins;
    const t3 = Math.min(frames - 1, t + 1) * bins;
    const t4 = Math.min(frames - 1, t + 2) * bins;
    for (let k = 2; k < bins - 2; k++) {
      const harmonic = median5(
        magnitudes[t0 + k]!,
        magnitudes[t1 + k]!,
        magnitudes[row + k]!,
        magnitudes[t3 + k]!,
        magnitudes[t4 + k]!,
      );
      const percussive = median5(
        magnitudes[row + k - 2]!,
        magnitudes[row + k - 1]!,
        magnitudes[row + k]!,
        magnitudes[row + k + 1]!,
        magnitudes[row + k + 2]!,
      );
      const p2 = percussive * percussive;
      const sum = p2 + harmonic * harmonic;
      mask[row + k] = sum > 0 ? p2 / sum : 0;
    }
  }
  return mask;
}
