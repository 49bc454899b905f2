import {availableParallelism} from 'node:os';
import type * as OnnxRuntime from 'onnxruntime-node';
import {AudioError} from './errors.ts';
import type {OnnxModel, OnnxModelManifest} from './onnxManifest.ts';
import type {SeparateOptions, SeparationEngine, Stems, StemSet} from './separation.ts';
import {assertStemSet, throwIfAborted, yieldToEventLoop} from './separation.ts';
import type {StereoAudio} from './stereo.ts';
import {audioLength, createStereo, subtractAudio} from './stereo.ts';
import {realDftOfSize} from './bluestein.ts';
import {frameCount, makeWindow, normalizeOverlapAdd} from './stft.ts';
import {integratedLoudness} from './loudness.ts';
import {decibelsToGain} from './units.ts';

// The STFT of a chunk runs here; the event loop gets a turn every so many frames (a few tens of
// milliseconds, even with a Bluestein-sized FFT), so a long song does not hold the caller.
const FRAMES_BETWEEN_YIELDS = 16;

/**
 * One model run: a `[1, 4, dimF, dimT]` float tensor in, the target's spectrogram in the same shape
 * out (or, for a model of several targets, theirs side by side: `[1, 4 · targets, dimF, dimT]`).
 */
export type SpectrogramModel = (input: Float32Array) => Promise<Float32Array>;

/** Where the chunks of `frames` STFT frames start, `dimT` frames each, and every frame's crossfade weight in its chunk. */
export function chunkLayout(
  frames: number,
  dimT: number,
  overlap: number,
): {starts: number[]; weights: Float32Array; totals: Float32Array} {
  const step = Math.max(1, Math.min(dimT, Math.round(dimT * (1 - overlap))));
  const starts: number[] = [];
  for (let start = 0; ; start += step) {
    if (start + dimT >= frames) {
      starts.push(Math.max(0, frames - dimT));
      break;
    }
    starts.push(start);
  }
  // Linear fades over the shared frames; every weight is positive, so the edges of the song (in
  // one chunk only) keep their frames.
  const ramp = dimT - step + 1;
  const weights = new Float32Array(dimT);
  for (let i = 0; i < dimT; i++) weights[i] = Math.min(1, (i + 1) / ramp, (dimT - i) / ramp);
  const totals = new Float32Array(frames);
  for (const start of starts)
    for (let i = 0; i < dimT && start + i < frames; i++) totals[start + i]! += weights[i]!;
  return {starts, weights, totals};
}

// How far `inputLoudness` may turn a song up or down (a near-silent song is not blown up to full level).
const MAX_INPUT_GAIN_DB = 30;

/**
 * The gain that brings `audio` to the manifest's `inputLoudness` (1 when it has none, or the song
 * is silent), at most 30 dB either way.
 */
export function inputGain(audio: StereoAudio, manifest: Pick<OnnxModelManifest, 'inputLoudness'>): number {
  if (manifest.inputLoudness === undefined) return 1;
  const loudness = integratedLoudness(audio);
  if (!Number.isFinite(loudness)) return 1;
  return decibelsToGain(
    Math.max(-MAX_INPUT_GAIN_DB, Math.min(MAX_INPUT_GAIN_DB, manifest.inputLoudness - loudness)),
  );
}

/**
 * The target stems of an MDX-Net-style model over a whole song, chunk by chunk: each chunk of `dimT`
 * STFT frames (Hann, `nFft`, `hop`; frame t centred on sample t·hop, like `stft`) goes to the model
 * as `[1, 4, dimF, dimT]` (real and imaginary parts of the left, then the right channel, the lowest
 * `dimF` bins); the frames it returns (`targets` spectrograms of that shape, one after the other)
 * are crossfaded with the neighbouring chunks' and overlap-added. Only one chunk's tensors exist at
 * a time besides the outputs, one stem per target.
 */
export async function runSpectrogramModel(
  audio: StereoAudio,
  manifest: Pick<OnnxModelManifest, 'nFft' | 'hop' | 'dimF' | 'dimT' | 'overlap' | 'compensation'>,
  model: SpectrogramModel,
  options: {
    signal?: AbortSignal | undefined;
    onProgress?: ((fraction: number) => void) | undefined;
    /** A gain on the model's input, taken back from its output (`inputGain`). @default 1 */
    gain?: number | undefined;
    /** How many stems the model returns side by side. @default 1 */
    targets?: number | undefined;
  } = {},
): Promise<StereoAudio[]> {
  const {nFft, hop, dimF, dimT, overlap, compensation} = manifest;
  const gain = options.gain ?? 1;
  const length = audioLength(audio);
  const frames = frameCount(length, hop);
  const {starts, weights, totals} = chunkLayout(frames, dimT, overlap);
  const fft = realDftOfSize(nFft);
  const window = makeWindow('hann', nFft);
  const pad = nFft / 2;
  const bins = fft.bins;
  const frame = new Float64Array(nFft);
  const re = new Float64Array(bins);
  const im = new Float64Array(bins);
  const targets = options.targets ?? 1;
  const outputs = Array.from({length: targets}, (): [Float32Array, Float32Array] => [
    new Float32Array(length),
    new Float32Array(length),
  ]);
  const input = new Float32Array(4 * dimF * dimT);
  for (let chunk = 0; chunk < starts.length; chunk++) {
    throwIfAborted(options.signal);
    const first = starts[chunk]!;
    input.fill(0);
    for (let c = 0; c < 2; c++) {
      const signal = audio.channels[c]!;
      const reRow = 2 * c * dimF * dimT;
      const imRow = (2 * c + 1) * dimF * dimT;
      for (let i = 0; i < dimT && first + i < frames; i++) {
        if (i % FRAMES_BETWEEN_YIELDS === FRAMES_BETWEEN_YIELDS - 1) await yieldToEventLoop();
        const start = (first + i) * hop - pad;
        for (let n = 0; n < nFft; n++) {
          const index = start + n;
          frame[n] = index >= 0 && index < length ? signal[index]! * window[n]! * gain : 0;
        }
        fft.forward(frame, re, im);
        for (let f = 0; f < dimF; f++) {
          input[reRow + f * dimT + i] = re[f]!;
          input[imRow + f * dimT + i] = im[f]!;
        }
      }
    }
    const output = await model(input);
    throwIfAborted(options.signal);
    if (output.length !== targets * input.length)
      throw new AudioError('ENGINE_MODEL_INVALID', {
        detail: `the model returned ${output.length} values instead of ${targets * input.length} (${4 * targets} × ${dimF} × ${dimT})`,
      });
    for (let s = 0; s < targets; s++)
      for (let c = 0; c < 2; c++) {
        const target = outputs[s]![c]!;
        const reRow = (4 * s + 2 * c) * dimF * dimT;
        const imRow = (4 * s + 2 * c + 1) * dimF * dimT;
        for (let i = 0; i < dimT && first + i < frames; i++) {
          if (i % FRAMES_BETWEEN_YIELDS === FRAMES_BETWEEN_YIELDS - 1) await yieldToEventLoop();
          re.fill(0);
          im.fill(0);
          for (let f = 0; f < dimF; f++) {
            re[f] = output[reRow + f * dimT + i]!;
            im[f] = output[imRow + f * dimT + i]!;
          }
          // The inverse of a real signal's half spectrum ignores the imaginary parts of DC and Nyquist.
          fft.inverse(re, im, frame);
          const t = first + i;
          const scale = (compensation * weights[i]!) / totals[t]! / gain;
          const start = t * hop - pad;
          const from = Math.max(0, -start);
          const to = Math.min(nFft, length - start);
          for (let n = from; n < to; n++) target[start + n]! += frame[n]! * window[n]! * scale;
        }
      }
    options.onProgress?.((chunk + 1) / starts.length);
    await yieldToEventLoop();
  }
  for (const stem of outputs)
    for (const target of stem) normalizeOverlapAdd(target, {nFft, hop, frames, window});
  return outputs.map((channels) => ({sampleRate: audio.sampleRate, channels}));
}

// ONNX Runtime's own default is a thread per physical core as it counts them, which on a 2-vCPU
// virtual machine is one: a chunk of the bundled model took 82-85 ms there against 52-61 ms on two
// threads. Its threads sleep between runs instead of spinning, so the CPU goes to the STFT and to
// REPET-SIM's workers meanwhile (docs/benchmarks.md, "ONNX Runtime's threads").
export const ONNX_SESSION_OPTIONS: OnnxRuntime.InferenceSession.SessionOptions = {
  intraOpNumThreads: availableParallelism(),
  extra: {session: {intra_op: {allow_spinning: '0'}}},
};

// The native addon loads on first use, so importing @nada/audio costs nothing when no model is used.
async function createSession(modelPath: string, source: string): Promise<SpectrogramModelSession> {
  let ort: typeof OnnxRuntime;
  try {
    ort = await import('onnxruntime-node');
  } catch (error) {
    throw new AudioError('ENGINE_MODEL_INVALID', {cause: error, detail: 'onnxruntime-node cannot be loaded'});
  }
  let session: OnnxRuntime.InferenceSession;
  try {
    session = await ort.InferenceSession.create(modelPath, ONNX_SESSION_OPTIONS);
  } catch (error) {
    throw new AudioError('ENGINE_MODEL_INVALID', {
      cause: error,
      detail: `${source}: ${(error as Error).message}`,
      message: `The separation model is invalid: ${source} cannot be loaded by ONNX Runtime`,
    });
  }
  const inputName = session.inputNames[0];
  const outputName = session.outputNames[0];
  if (!inputName || !outputName)
    throw new AudioError('ENGINE_MODEL_INVALID', {detail: `${source} has no input or no output`});
  return {
    async run(input, dims) {
      const results = await session.run({[inputName]: new ort.Tensor('float32', input, dims)});
      const tensor = results[outputName];
      if (!tensor || tensor.type !== 'float32')
        throw new AudioError('ENGINE_MODEL_INVALID', {
          detail: `${source} did not return a float32 ${outputName}`,
        });
      return tensor.data as Float32Array;
    },
  };
}

interface SpectrogramModelSession {
  run(input: Float32Array, dims: readonly number[]): Promise<Float32Array>;
}

/**
 * The engine of an installed MDX-Net-style model, chunk by chunk with crossfaded overlap, its stems
 * summing back to the input. A 2-stem model (`onnx:<name>`) gives its `target` stem, the other is
 * the mix minus it. A split model gives 4 stems of an instrumental: its two `targets`, the third of
 * drums, bass and other as the rest, and silent vocals (there are none in an instrumental; it is
 * part of other engines' 4 stems, see `combineEngines`). ONNX Runtime runs on its own threads.
 */
export async function createOnnxEngine(model: OnnxModel): Promise<SeparationEngine> {
  const {manifest} = model;
  const session = await createSession(model.modelPath, `${manifest.name}/model.onnx`);
  const dims = [1, 4, manifest.dimF, manifest.dimT] as const;
  const split = 'targets' in manifest ? manifest.targets : undefined;
  const engine: SeparationEngine = {
    id: `onnx:${manifest.name}`,
    stems: manifest.stems,
    async separate<S extends StemSet>(audio: StereoAudio, options: SeparateOptions<S>): Promise<Stems<S>> {
      const {signal, onProgress} = options;
      assertStemSet(engine, options.stems);
      if (audio.sampleRate !== manifest.sampleRate)
        throw new RangeError(`${engine.id} needs audio at ${manifest.sampleRate} Hz`);
      throwIfAborted(signal);
      onProgress?.(0);
      const targets = await runSpectrogramModel(audio, manifest, (input) => session.run(input, dims), {
        signal,
        onProgress: (fraction) => onProgress?.(0.98 * fraction),
        gain: inputGain(audio, manifest),
        targets: split ? split.length : 1,
      });
      const rest = subtractAudio(audio, ...targets);
      onProgress?.(1);
      if (split) {
        const four = {
          vocals: createStereo(audioLength(audio), audio.sampleRate),
          drums: rest,
          bass: rest,
          other: rest,
          [split[0]]: targets[0]!,
          [split[1]]: targets[1]!,
        } as Stems<'4'>;
        return four as Stems<S>;
      }
      const target = targets[0]!;
      const stems: Stems<'2'> =
        'target' in manifest && manifest.target === 'vocals'
          ? {vocals: target, instrumental: rest}
          : {vocals: rest, instrumental: target};
      return stems as Stems<S>;
    },
  };
  return engine;
}
