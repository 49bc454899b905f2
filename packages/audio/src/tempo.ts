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
  /** The centre of the perceptual prior: pulse salience peaks near 100-120 BPM (Parncutt 1994; Moelants 2002). */
  preferredBpm: 110,
  octaveSpread: 1,
  /** Beats this many times stronger than their off-beats make the half tempo the beat. */
  slowerContrast: 1.5,
  /** The window over which beats and off-beats are folded, so a played tempo may drift between windows. */
  contrastWindowSeconds: 8,
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

// The highest value of `values` within `radius` of the fractional index `at`.
function peakNear(values: ArrayLike<number>, at: number, radius: number): number {
  let peak = -Infinity;
  const from = Math.max(0, Math.round(at - radius));
  const to = Math.min(values.length - 1, Math.round(at + radius));
  for (let i = from; i <= to; i++) peak = Math.max(peak, values[i]!);
  return peak;
}

/**
 * How much stronger the onsets on a pulse of `period` frames are than those halfway between
 * (the beats against the off-beats), folded over windows of a few seconds so a tempo that drifts
 * in a played recording still lines up. Near 1 when both halves are alike (a kick and a snare:
 * the pulse is two beats), well above 1 when the pulse is the beat and the half-way onsets are
 * its subdivisions.
 */
function beatContrast(envelope: Float32Array, period: number, framesPerSecond: number): number {
  const window = Math.max(
    Math.round(TEMPO_DEFAULTS.contrastWindowSeconds * framesPerSecond),
    Math.ceil(2 * period),
  );
  let strong = 0;
  let weak = 0;
  for (let start = 0; start + period < envelope.length; start += Math.round(window / 2)) {
    const end = Math.min(envelope.length, start + window);
    const phaseValue = (phase: number) => {
      let sum = 0;
      let count = 0;
      for (let at = start + phase; at < end; at += period) {
        sum += peakNear(envelope, at, 1);
        count++;
      }
      return count ? sum / count : 0;
    };
    let bestPhase = 0;
    let best = -Infinity;
    for (let phase = 0; phase < period; phase++) {
      const value = phaseValue(phase);
      if (value > best) {
        best = value;
        bestPhase = phase;
      }
    }
    strong += best;
    weak += phaseValue((bestPhase + period / 2) % period);
    if (end === envelope.length) break;
  }
  return weak > 0 ? strong / weak : strong > 0 ? Infinity : 1;
}

/**
 * The tempo of `audio` in BPM, in three steps. (1) The salience of each beat period: the
 * autocorrelation of the compressed onset envelope summed at one to four periods (a beat repeats at
 * its multiples, a stray 3:2 cross-rhythm does not), weighted by a perceptual prior, log-normal
 * around `preferredBpm` and one octave wide. (2) The metrical level: the half tempo wins when its
 * beats carry `slowerContrast` times the onset strength of its off-beats (a slow song whose eighth
 * notes the prior would otherwise count as beats), the double tempo when the beats and the
 * (3) The period refined with the peaks at two to four periods.
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
  const raw = onsetEnvelope(signal);
  // Compressed, so the loudest onsets (a kick) do not outvote the beats between them (a snare):
  // otherwise the half tempo of a kick-snare backbeat wins.
  const envelope = raw.map((x) => x ** 0.25);
  let mean = 0;
  for (const x of envelope) mean += x;
  mean /= envelope.length || 1;
  const centred = new Float64Array(envelope.length);
  for (let i = 0; i < envelope.length; i++) centred[i] = envelope[i]! - mean;
  const minLag = Math.floor((60 * framesPerSecond) / maxBpm);
  const maxLag = Math.ceil((60 * framesPerSecond) / minBpm);
  // Up to four periods of the slowest tempo, but no lag beyond half the signal (too few products).
  const longest = Math.min(4 * maxLag + 2, Math.floor(centred.length / 2));
  if (longest <= minLag + 2) return {bpm: 0, confidence: 0};
  const correlation = new Float64Array(longest + 1);
  for (let lag = 0; lag <= longest; lag++) {
    let sum = 0;
    for (let i = 0; i + lag < centred.length; i++) sum += centred[i]! * centred[i + lag]!;
    correlation[lag] = sum / (centred.length - lag);
  }
  if (!(correlation[0]! > 0)) return {bpm: 0, confidence: 0};
  const bpmOf = (lag: number) => (60 * framesPerSecond) / lag;
  const salience = (lag: number) => {
    let sum = 0;
    let count = 0;
    for (let multiple = 1; multiple <= 4 && multiple * lag + multiple <= longest; multiple++) {
      sum += Math.max(0, peakNear(correlation, multiple * lag, Math.ceil(multiple / 2)));
      count++;
    }
    return count ? sum / count : 0;
  };
  const prior = (lag: number) => {
    const octaves = Math.log2(bpmOf(lag) / preferred) / TEMPO_DEFAULTS.octaveSpread;
    return Math.exp(-0.5 * octaves * octaves);
  };
  let best = -1;
  let bestScore = 0;
  for (let lag = minLag; lag <= Math.min(maxLag, longest - 1); lag++) {
    const isPeak = correlation[lag]! >= correlation[lag - 1]! && correlation[lag]! >= correlation[lag + 1]!;
    const score = salience(lag) * prior(lag);
    if (isPeak && score > bestScore) {
      bestScore = score;
      best = lag;
    }
  }
  if (best < 0) return {bpm: 0, confidence: 0};
  // The local peak of the autocorrelation nearest a wanted lag, if it is a real peak.
  const peakAround = (lag: number) => {
    let peak = Math.round(lag);
    for (let at = Math.round(lag) - 2; at <= Math.round(lag) + 2; at++)
      if (at > 0 && at < longest && correlation[at]! > correlation[peak]!) peak = at;
    return correlation[peak]! > 0 ? peak : -1;
  };
  const slower = 2 * best <= Math.min(maxLag, longest - 1) ? peakAround(2 * best) : -1;
  if (
    slower > 0 &&
    beatContrast(raw, parabolicPeak(correlation, slower), framesPerSecond) >= TEMPO_DEFAULTS.slowerContrast
  )
    best = slower;
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
  const bpm = bpmOf(period);
  return {
    bpm: Math.round(bpm * 10) / 10,
    confidence: Math.max(0, Math.min(1, correlation[best]! / correlation[0]!)),
  };
}
