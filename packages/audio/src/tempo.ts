import type {StereoAudio} from './stereo.ts';
import {toMono} from './stereo.ts';
import {FrameProcessor} from './stft.ts';
import type {Hertz} from './units.ts';

/** Defaults of `estimateTempo`. */
export const TEMPO_DEFAULTS = {
  nFft: 1024,
  hop: 441,
  bands: 24,
  minBpm: 60,
  maxBpm: 200,
  preferredBpm: 120,
  octaveSpread: 1,
} as const;

/** A tempo estimate: beats per minute and how clearly the onsets repeat at that period (0..1). */
export interface TempoEstimate {
  bpm: number;
  confidence: number;
}

/**
 * The onset strength of `signal`: half-wave rectified spectral flux of log band energies, per STFT
 * frame (`sampleRate / hop` frames a second). Bands are spaced logarithmically, so a kick drum
 * counts as much as a hi-hat spread over thousands of bins.
 */
export function onsetEnvelope(
  signal: Float32Array,
  options: {nFft?: number; hop?: number; bands?: number} = {},
): Float32Array {
  const nFft = options.nFft ?? TEMPO_DEFAULTS.nFft;
  const hop = options.hop ?? TEMPO_DEFAULTS.hop;
  const bands = options.bands ?? TEMPO_DEFAULTS.bands;
  // Frame by frame: a whole spectrogram of a long song would take far more memory than the envelope.
  const processor = new FrameProcessor(signal, {nFft, hop, window: 'hann'});
  const {frames, bins, re, im} = processor;
  const edges = new Int32Array(bands + 1);
  for (let b = 0; b <= bands; b++)
    edges[b] = Math.min(bins, Math.max(b + 1, Math.round(bins ** (b / bands))));
  const envelope = new Float32Array(frames);
  const previous = new Float32Array(bands);
  const current = new Float32Array(bands);
  for (let t = 0; t < frames; t++) {
    processor.analyze(t);
    let flux = 0;
    for (let b = 0; b < bands; b++) {
      let energy = 0;
      for (let k = edges[b]!; k < edges[b + 1]!; k++) energy += re[k]! ** 2 + im[k]! ** 2;
      current[b] = Math.log1p((1000 * energy) / Math.max(1, edges[b + 1]! - edges[b]!));
      if (t > 0) flux += Math.max(0, current[b]! - previous[b]!);
    }
    envelope[t] = flux;
    previous.set(current);
  }
  return envelope;
}

function parabolicPeak(values: Float64Array, index: number): number {
  const a = values[index - 1] ?? values[index]!;
  const b = values[index]!;
  const c = values[index + 1] ?? values[index]!;
  const denominator = a - 2 * b + c;
  return denominator < 0 ? index + (0.5 * (a - c)) / denominator : index;
}

/**
 * The tempo of `audio` in BPM: the compressed onset envelope, its autocorrelation over the periods
 * of `minBpm` to `maxBpm`, weighted towards `preferredBpm` (a log-normal prior one octave wide,
 * against octave errors), refined with the peaks at two to four periods.
 */
export function estimateTempo(
  audio: StereoAudio | {signal: Float32Array; sampleRate: Hertz},
  options: {minBpm?: number; maxBpm?: number; preferredBpm?: number} = {},
): TempoEstimate {
  const signal = 'signal' in audio ? audio.signal : toMono(audio);
  const {sampleRate} = audio;
  const minBpm = options.minBpm ?? TEMPO_DEFAULTS.minBpm;
  const maxBpm = options.maxBpm ?? TEMPO_DEFAULTS.maxBpm;
  const preferred = options.preferredBpm ?? TEMPO_DEFAULTS.preferredBpm;
  if (!(minBpm > 0 && maxBpm > minBpm)) throw new RangeError('need 0 < minBpm < maxBpm');
  const framesPerSecond = sampleRate / TEMPO_DEFAULTS.hop;
  // Compressed, so the loudest onsets (a kick) do not outvote the beats between them (a snare):
  // otherwise the half tempo of a kick-snare backbeat wins.
  const envelope = onsetEnvelope(signal).map((x) => x ** 0.25);
  let mean = 0;
  for (const x of envelope) mean += x;
  mean /= envelope.length || 1;
  const centred = new Float64Array(envelope.length);
  for (let i = 0; i < envelope.length; i++) centred[i] = envelope[i]! - mean;
  const minLag = Math.floor((60 * framesPerSecond) / maxBpm);
  const maxLag = Math.ceil((60 * framesPerSecond) / minBpm);
  const longest = Math.min(4 * maxLag + 2, centred.length - 1);
  if (longest <= minLag) return {bpm: 0, confidence: 0};
  const correlation = new Float64Array(longest + 1);
  for (let lag = 0; lag <= longest; lag++) {
    let sum = 0;
    for (let i = 0; i + lag < centred.length; i++) sum += centred[i]! * centred[i + lag]!;
    correlation[lag] = sum / (centred.length - lag);
  }
  let best = -1;
  let bestScore = -Infinity;
  for (let lag = minLag; lag <= Math.min(maxLag, longest - 1); lag++) {
    const bpm = (60 * framesPerSecond) / lag;
    const octaves = Math.log2(bpm / preferred) / TEMPO_DEFAULTS.octaveSpread;
    const score = correlation[lag]! * Math.exp(-0.5 * octaves * octaves);
    const isPeak = correlation[lag]! >= correlation[lag - 1]! && correlation[lag]! >= correlation[lag + 1]!;
    if (isPeak && score > bestScore) {
      bestScore = score;
      best = lag;
    }
  }
  if (best < 0 || !(correlation[0]! > 0)) return {bpm: 0, confidence: 0};
  // The peaks at whole multiples of the period pin it down more finely than one peak can.
  let weighted = parabolicPeak(correlation, best);
  let weights = 1;
  for (let multiple = 2; multiple <= 4; multiple++) {
    const around = Math.round(weighted / weights) * multiple;
    if (around + 2 >= longest) break;
    let peak = around;
    for (let lag = around - 2; lag <= around + 2; lag++)
      if (correlation[lag]! > correlation[peak]!) peak = lag;
    if (correlation[peak]! <= 0) break;
    weighted += parabolicPeak(correlation, peak);
    weights += multiple;
  }
  const period = weighted / weights;
  const bpm = (60 * framesPerSecond) / period;
  return {
    bpm: Math.round(bpm * 10) / 10,
    confidence: Math.max(0, Math.min(1, correlation[best]! / correlation[0]!)),
  };
}
