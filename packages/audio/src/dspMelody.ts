import type {DspOptions} from './dspSettings.ts';
import {CENTS_PER_STEP} from './dspSettings.ts';
import type {Hertz} from './units.ts';

/** The fundamental of the predominant centred melody per frame (0 = unsung), by harmonic salience and Viterbi. */
export function trackMelody(
  weighted: Float32Array,
  frames: number,
  bins: number,
  binHz: Hertz,
  settings: Required<DspOptions>,
): Float32Array {
  const {minF0, maxF0, salienceHarmonics, harmonicDecay, jumpCost, voicingThreshold} = settings;
  const steps = Math.floor((1200 * Math.log2(maxF0 / minF0)) / CENTS_PER_STEP) + 1;
  const topBin = Math.min(bins - 2, Math.floor(settings.highCutHz / binHz));
  // Every harmonic of every candidate as a lower bin and the interpolation weights of it and the next.
  const H = salienceHarmonics;
  const lower = new Int32Array(steps * H);
  const weightLow = new Float32Array(steps * H);
  const weightHigh = new Float32Array(steps * H);
  const counts = new Int32Array(steps);
  for (let s = 0; s < steps; s++) {
    const f0 = minF0 * 2 ** ((s * CENTS_PER_STEP) / 1200);
    let h = 0;
    for (; h < H; h++) {
      const p = ((h + 1) * f0) / binHz;
      if (p > topBin) break;
      const k = Math.floor(p);
      lower[s * H + h] = k;
      weightLow[s * H + h] = (1 - (p - k)) * harmonicDecay ** h;
      weightHigh[s * H + h] = (p - k) * harmonicDecay ** h;
    }
    counts[s] = h;
  }
  const salience = new Float32Array(frames * steps);
  let scale = 0;
  for (let t = 0; t < frames; t++) {
    const row = t * bins;
    for (let s = 0; s < steps; s++) {
      let sum = 0;
      const end = s * H + counts[s]!;
      for (let i = s * H; i < end; i++) {
        const k = row + lower[i]!;
        sum += weighted[k]! * weightLow[i]! + weighted[k + 1]! * weightHigh[i]!;
      }
      salience[t * steps + s] = sum;
      if (sum > scale) scale = sum;
    }
  }
  // Viterbi over candidates: a jump costs jumpCost per step (max-plus distance transform, two passes
  // per frame), and a new phrase may start anywhere at the cost of a two-semitone jump.
  const restartCost = jumpCost * (200 / CENTS_PER_STEP + 1);
  const score = new Float64Array(steps);
  const reached = new Float64Array(steps);
  const from = new Int16Array(steps);
  const back = new Int16Array(frames * steps);
  const norm = scale > 0 ? 1 / scale : 0;
  for (let s = 0; s < steps; s++) score[s] = salience[s]! * norm;
  for (let t = 1; t < frames; t++) {
    let globalBest = -Infinity;
    let globalArg = 0;
    for (let s = 0; s < steps; s++) {
      reached[s] = score[s]!;
      from[s] = s;
      if (score[s]! > globalBest) {
        globalBest = score[s]!;
        globalArg = s;
      }
    }
    for (let s = 1; s < steps; s++)
      if (reached[s - 1]! - jumpCost > reached[s]!) {
        reached[s] = reached[s - 1]! - jumpCost;
        from[s] = from[s - 1]!;
      }
    for (let s = steps - 2; s >= 0; s--)
      if (reached[s + 1]! - jumpCost > reached[s]!) {
        reached[s] = reached[s + 1]! - jumpCost;
        from[s] = from[s + 1]!;
      }
    const restart = globalBest - restartCost;
    let max = -Infinity;
    for (let s = 0; s < steps; s++) {
      let value = reached[s]!;
      let arg = from[s]!;
      if (restart > value) {
        value = restart;
        arg = globalArg;
      }
      value += salience[t * steps + s]! * norm;
      score[s] = value;
      back[t * steps + s] = arg;
      if (value > max) max = value;
    }
    for (let s = 0; s < steps; s++) score[s]! -= max;
  }
  const path = new Int16Array(frames);
  let arg = 0;
  for (let s = 1; s < steps; s++) if (score[s]! > score[arg]!) arg = s;
  for (let t = frames - 1; t >= 0; t--) {
    path[t] = arg;
    if (t > 0) arg = back[t * steps + arg]!;
  }
  // Voicing: the path's salience against a high percentile of the frames' best saliences.
  const best = new Float32Array(frames);
  for (let t = 0; t < frames; t++) {
    let top = 0;
    for (let s = 0; s < steps; s++) top = Math.max(top, salience[t * steps + s]!);
    best[t] = top;
  }
  const sorted = Float32Array.from(best).sort();
  const reference = sorted[Math.floor(0.9 * (sorted.length - 1))] ?? 0;
  const f0 = new Float32Array(frames);
  for (let t = 0; t < frames; t++) {
    const s = path[t]!;
    if (salience[t * steps + s]! > voicingThreshold * reference)
      f0[t] = minF0 * 2 ** ((s * CENTS_PER_STEP) / 1200);
  }
  return f0;
}
