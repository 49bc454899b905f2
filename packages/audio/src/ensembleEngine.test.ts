import {fileURLToPath} from 'node:url';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadMusdb} from '../bench/musdb.ts';
import {averageEngines} from './ensembleEngine.ts';
import {listEngines, loadEngine} from './engines.ts';
import {createOnnxEngine} from './onnxEngine.ts';
import {readOnnxModel} from './onnxManifest.ts';
import {createRepetSimEngine} from './repetSim.ts';
import type {SeparationEngine, Stems, StemSet} from './separation.ts';
import {STEM_SETS, assertStems} from './separation.ts';
import type {StereoAudio} from './stereo.ts';
import {mixAudio} from './stereo.ts';

const CLIP_SECONDS = 2;

/** The sum of the stems of `set` minus the mix: what should be silence. */
function largestLeftover(mix: StereoAudio, stems: Record<string, StereoAudio>, set: StemSet): number {
  const sum = mixAudio(...STEM_SETS[set].map((name) => stems[name]!));
  let max = 0;
  for (let c = 0; c < 2; c++) {
    const a = sum.channels[c]!;
    const b = mix.channels[c]!;
    for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i]! - b[i]!));
  }
  return max;
}

let clip: StereoAudio;

/** The bundled split model, which gives the drums and bass of the bundled engines' 4 stems. */
const splitModel = async () =>
  createOnnxEngine(
    await readOnnxModel(fileURLToPath(new URL('../models', import.meta.url)), 'nada-drums-bass'),
  );

// Real music, a few seconds of the first MUSDB18 test preview (../shared/data, as musdbQuality.test.ts).
beforeAll(async () => {
  const [track] = await loadMusdb('test', {limit: 1});
  const {mixture} = track!;
  const length = CLIP_SECONDS * mixture.sampleRate;
  clip = {
    sampleRate: mixture.sampleRate,
    channels: [mixture.channels[0].slice(0, length), mixture.channels[1].slice(0, length)],
  };
});

describe('engines bundled with the package', () => {
  it('are listed without a models folder: the ensemble, then the bundled model', async () => {
    const engines = await listEngines();
    expect(engines.map((engine) => engine.id)).toEqual(['dsp', 'repet-sim', 'nada', 'onnx:nada-mask']);
    expect(engines.find((engine) => engine.id === 'nada')).toEqual({
      id: 'nada',
      label: 'Nada (model + REPET-SIM)',
      stems: ['2', '4'],
      builtIn: true,
    });
    expect(engines.find((engine) => engine.id === 'onnx:nada-mask')).toMatchObject({
      stems: ['2', '4'],
      builtIn: true,
    });
  });

  it('gives onnx:nada-mask without a models folder, for 2 stems and, with the split model, 4', async () => {
    const engine = await loadEngine('onnx:nada-mask');
    const two = await engine.separate(clip, {stems: '2'});
    assertStems(clip, two, '2');
    expect(largestLeftover(clip, two, '2')).toBeLessThan(1e-5);
    const four = await engine.separate(clip, {stems: '4'});
    assertStems(clip, four, '4');
    expect(four.vocals).toEqual(two.vocals);
    expect(four.drums).toEqual((await (await splitModel()).separate(two.instrumental, {stems: '4'})).drums);
    expect(largestLeftover(clip, four, '4')).toBeLessThan(1e-4);
  });
});

describe('the nada engine', () => {
  it('separates real music into 2 stems that sum to the input, 9 parts the model’s vocals to 1 part REPET-SIM’s, framed every 1024 samples', async () => {
    const engine = await loadEngine('nada');
    const progress: number[] = [];
    const stems = await engine.separate(clip, {
      stems: '2',
      onProgress: (fraction) => progress.push(fraction),
    });
    assertStems(clip, stems, '2');
    expect(largestLeftover(clip, stems, '2')).toBeLessThan(1e-5);
    const model = await (await loadEngine('onnx:nada-mask')).separate(clip, {stems: '2'});
    const repetSimEngine = createRepetSimEngine({hop: 1024, similarityDecimation: 2});
    const repetSim = await repetSimEngine.separate(clip, {stems: '2'});
    for (let c = 0; c < 2; c++)
      for (let i = 0; i < clip.channels[c]!.length; i += 997)
        expect(stems.vocals.channels[c]![i]).toBeCloseTo(
          0.9 * model.vocals.channels[c]![i]! + 0.1 * repetSim.vocals.channels[c]![i]!,
          5,
        );
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThan(progress[i - 1]!);
    expect(progress.some((fraction) => fraction > 0 && fraction < 0.5)).toBe(true);
    expect(progress.some((fraction) => fraction > 0.5 && fraction < 1)).toBe(true);
  });

  it('separates real music into 4 aligned stems that sum to the input, the split model’s drums and bass of its instrumental', async () => {
    const engine = await loadEngine('nada');
    expect(engine.stems).toEqual(['2', '4']);
    const progress: number[] = [];
    const stems = await engine.separate(clip, {
      stems: '4',
      onProgress: (fraction) => progress.push(fraction),
    });
    assertStems(clip, stems, '4');
    expect(largestLeftover(clip, stems, '4')).toBeLessThan(1e-4);
    const two = await engine.separate(clip, {stems: '2'});
    const split = await (await splitModel()).separate(two.instrumental, {stems: '4'});
    expect(stems.drums).toEqual(split.drums);
    expect(stems.bass).toEqual(split.bass);
    for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThanOrEqual(progress[i - 1]!);
    expect(progress.at(-1)).toBe(1);
  });

  it('rejects with the reason when aborted, before or during the work', async () => {
    const engine = await loadEngine('nada');
    const reason = new Error('stopped');
    await expect(engine.separate(clip, {stems: '2', signal: AbortSignal.abort(reason)})).rejects.toBe(reason);
    const controller = new AbortController();
    const separating = engine.separate(clip, {
      stems: '2',
      signal: controller.signal,
      // Halfway through the model, before REPET-SIM starts.
      onProgress: (fraction) => fraction > 0.2 && controller.abort(reason),
    });
    await expect(separating).rejects.toBe(reason);
  });
});

describe('averageEngines', () => {
  it('needs 2-stem engines', async () => {
    expect(() => averageEngines('x', [])).toThrow(RangeError);
    const fourOnly = {...(await loadEngine('dsp')), stems: ['4'] as const};
    expect(() => averageEngines('x', [fourOnly])).toThrow(RangeError);
  });

  it('weighs the members’ vocals as asked, scaled to sum to 1, and refuses weights that do not fit', async () => {
    // Two engines whose vocals are the mix times a constant: the weighted mean is easy to predict.
    const scaling = (id: string, factor: number): SeparationEngine => ({
      id,
      stems: ['2'],
      separate: async <S extends StemSet>(audio: StereoAudio) => {
        const vocals: [Float32Array, Float32Array] = [
          audio.channels[0].map((x) => x * factor),
          audio.channels[1].map((x) => x * factor),
        ];
        const instrumental: [Float32Array, Float32Array] = [
          audio.channels[0].map((x, i) => x - vocals[0][i]!),
          audio.channels[1].map((x, i) => x - vocals[1][i]!),
        ];
        return {
          vocals: {sampleRate: audio.sampleRate, channels: vocals},
          instrumental: {sampleRate: audio.sampleRate, channels: instrumental},
        } as Stems<S>;
      },
    });
    const members = [scaling('one', 1), scaling('none', 0)];
    const stems = await averageEngines('x', members, [3, 1]).separate(clip, {stems: '2'});
    expect(largestLeftover(clip, stems, '2')).toBeLessThan(1e-6);
    for (let c = 0; c < 2; c++)
      for (let i = 0; i < clip.channels[c]!.length; i += 997)
        expect(stems.vocals.channels[c]![i]).toBeCloseTo(0.75 * clip.channels[c]![i]!, 6);
    expect(() => averageEngines('x', members, [1])).toThrow(RangeError);
    expect(() => averageEngines('x', members, [1, 0])).toThrow(RangeError);
    expect(() => averageEngines('x', members, [1, Number.NaN])).toThrow(RangeError);
  });
});
