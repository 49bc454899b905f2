import {mkdir, writeFile} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {listEngines, loadEngine} from './engines.ts';
import {isAudioError} from './errors.ts';
import {encodeAudio} from './ffmpeg.ts';
import {integratedLoudness} from './loudness.ts';
import {
  ONNX_SESSION_OPTIONS,
  chunkLayout,
  createOnnxEngine,
  inputGain,
  runSpectrogramModel,
} from './onnxEngine.ts';
import {readOnnxModel} from './onnxManifest.ts';
import {separateSong} from './separateSong.ts';
import type {StereoAudio} from './stereo.ts';
import {applyGain, audioLength} from './stereo.ts';
import {istft, stft} from './stft.ts';
import {maxDifference, tempFolder, testStereo} from './testing.ts';
import {writeTinyOnnxModel} from './tinyOnnxModel.ts';

let folder: Awaited<ReturnType<typeof tempFolder>>;
let modelsDir: string;
let mask: Float32Array;

beforeAll(async () => {
  folder = await tempFolder();
  modelsDir = folder.file('models');
  // 32 frames of 512 samples per chunk: a 3-second song takes ten chunks, so overlap-add is exercised.
  ({mask} = await writeTinyOnnxModel(modelsDir, {name: 'tiny', dimT: 32, dimF: 300, overlap: 0.25}));
  await writeTinyOnnxModel(modelsDir, {name: 'tiny-vocals', target: 'vocals', dimT: 16, overlap: 0.5});
});
afterAll(() => folder.cleanup());

// What the tiny model's math predicts: the whole song's STFT, bins above dimF dropped, the rest masked.
function expectedTarget(audio: StereoAudio, gains: Float32Array): Float32Array[] {
  return audio.channels.map((channel) => {
    const spec = stft(channel, {nFft: 2048, hop: 512});
    for (let t = 0; t < spec.frames; t++)
      for (let k = 0; k < spec.bins; k++) {
        const gain = gains[k] ?? 0;
        spec.re[t * spec.bins + k]! *= gain;
        spec.im[t * spec.bins + k]! *= gain;
      }
    return istft(spec);
  });
}

describe('the onnx engine', () => {
  it('gives what the model computes, chunk by chunk with overlap-add, and stems that sum to the input', async () => {
    const engine = await loadEngine('onnx:tiny', {modelsDir});
    expect(engine).toMatchObject({id: 'onnx:tiny', stems: ['2']});
    const audio = testStereo(3);
    const fractions: number[] = [];
    const stems = await engine.separate(audio, {stems: '2', onProgress: (f) => fractions.push(f)});
    const expected = expectedTarget(audio, mask);
    for (let c = 0; c < 2; c++) {
      expect(audioLength(stems.instrumental)).toBe(audioLength(audio));
      expect(maxDifference(stems.instrumental.channels[c]!, expected[c]!)).toBeLessThan(1e-5);
      const sum = stems.instrumental.channels[c]!.map((x, i) => x + stems.vocals.channels[c]![i]!);
      expect(maxDifference(sum, audio.channels[c]!)).toBeLessThan(1e-6);
    }
    // The masked half of the spectrum really went to the other stem.
    expect(maxDifference(stems.vocals.channels[0], new Float32Array(audioLength(audio)))).toBeGreaterThan(
      0.01,
    );
    expect(fractions.length).toBeGreaterThan(9);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
  });

  it('maps a vocals model to the vocals stem, and handles a song shorter than one chunk', async () => {
    const engine = await loadEngine('onnx:tiny-vocals', {modelsDir});
    const audio = testStereo(0.1);
    const stems = await engine.separate(audio, {stems: '2'});
    const gains = Float32Array.from({length: 256}, (_, f) => (f < 128 ? 1 : 0.25));
    const expected = expectedTarget(audio, gains);
    expect(maxDifference(stems.vocals.channels[1], expected[1]!)).toBeLessThan(1e-5);
  });

  it('takes FFT sizes that are not powers of two (MDX-Net uses 6144 and 7680)', async () => {
    const models = folder.file('odd-models');
    // Every bin at full level: the chunked STFT and its inverse must give the input back.
    await writeTinyOnnxModel(models, {
      name: 'all-pass',
      nFft: 1536,
      hop: 384,
      dimF: 769,
      dimT: 24,
      mask: new Float32Array(769).fill(1),
    });
    const engine = await loadEngine('onnx:all-pass', {modelsDir: models});
    const audio = testStereo(1);
    const stems = await engine.separate(audio, {stems: '2'});
    for (let c = 0; c < 2; c++)
      expect(maxDifference(stems.instrumental.channels[c]!, audio.channels[c]!)).toBeLessThan(1e-5);
  });

  it("brings a song to the manifest's inputLoudness for the model, and takes that gain back from the stem", async () => {
    const quiet = applyGain(testStereo(3), 0.05);
    const gain = inputGain(quiet, {inputLoudness: -17});
    expect(integratedLoudness(applyGain(quiet, gain))).toBeCloseTo(-17, 1);
    expect(inputGain(quiet, {})).toBe(1);
    // Silence (under the loudness gate) stays as it is, and a whisper is turned up by 30 dB at most.
    expect(inputGain(applyGain(quiet, 1e-4), {inputLoudness: -17})).toBe(1);
    const whisper = applyGain(quiet, 0.1);
    expect(integratedLoudness(whisper)).toBeLessThan(-17 - 30);
    expect(inputGain(whisper, {inputLoudness: -17})).toBeCloseTo(10 ** 1.5, 6);

    // The model hears the song turned up; the stem it gives comes back at the song's level.
    const manifest = {nFft: 2048, hop: 512, dimF: 1025, dimT: 32, overlap: 0.25, compensation: 1};
    let loudest = 0;
    const identity = async (input: Float32Array) => {
      for (const x of input) loudest = Math.max(loudest, Math.abs(x));
      return input;
    };
    const [plain] = await runSpectrogramModel(quiet, manifest, identity);
    const heard = loudest;
    loudest = 0;
    const [turnedUp] = await runSpectrogramModel(quiet, manifest, identity, {gain});
    expect(loudest / heard).toBeCloseTo(gain, 3);
    for (let c = 0; c < 2; c++) {
      expect(maxDifference(turnedUp!.channels[c]!, plain!.channels[c]!)).toBeLessThan(1e-6);
      expect(maxDifference(turnedUp!.channels[c]!, quiet.channels[c]!)).toBeLessThan(1e-6);
    }

    // Through the engine: a model whose manifest asks for a level gives what it computes at the song's level.
    const levelled = folder.file('levelled-models');
    await writeTinyOnnxModel(levelled, {name: 'levelled', dimT: 32, dimF: 300, mask, inputLoudness: -17});
    const engine = await loadEngine('onnx:levelled', {modelsDir: levelled});
    const stems = await engine.separate(quiet, {stems: '2'});
    const expected = expectedTarget(quiet, mask);
    for (let c = 0; c < 2; c++)
      expect(maxDifference(stems.instrumental.channels[c]!, expected[c]!)).toBeLessThan(1e-6);
  });

  it('gives a split model’s two stems, the third as the rest and silent vocals, summing to the input', async () => {
    const splits = folder.file('split-models');
    await writeTinyOnnxModel(splits, {
      name: 'tiny-split',
      dimT: 32,
      dimF: 300,
      mask,
      targets: ['bass', 'drums'],
    });
    const engine = await createOnnxEngine(await readOnnxModel(splits, 'tiny-split'));
    expect(engine.stems).toEqual(['4']);
    const audio = testStereo(3);
    const stems = await engine.separate(audio, {stems: '4'});
    const bass = expectedTarget(audio, mask);
    const drums = expectedTarget(
      audio,
      mask.map((gain) => (1 - gain) / 2),
    );
    for (let c = 0; c < 2; c++) {
      expect(maxDifference(stems.bass.channels[c]!, bass[c]!)).toBeLessThan(1e-5);
      expect(maxDifference(stems.drums.channels[c]!, drums[c]!)).toBeLessThan(1e-5);
      expect(stems.vocals.channels[c]!.every((sample) => sample === 0)).toBe(true);
      const sum = audio.channels[c]!.map(
        (_, i) => stems.drums.channels[c]![i]! + stems.bass.channels[c]![i]! + stems.other.channels[c]![i]!,
      );
      expect(maxDifference(sum, audio.channels[c]!)).toBeLessThan(1e-6);
    }
    // Above the masked half, bass keeps a quarter and drums three eighths: other gets the rest.
    expect(maxDifference(stems.other.channels[0], new Float32Array(audioLength(audio)))).toBeGreaterThan(
      0.01,
    );
    await expect(engine.separate(audio, {stems: '2'})).rejects.toThrow();
  });

  it('runs ONNX Runtime on every core, its threads sleeping between runs', () => {
    // ONNX Runtime's default ran one thread on a 2-vCPU machine (docs/benchmarks.md).
    expect(ONNX_SESSION_OPTIONS.intraOpNumThreads).toBe(availableParallelism());
    expect(ONNX_SESSION_OPTIONS.extra).toEqual({session: {intra_op: {allow_spinning: '0'}}});
  });

  it('crossfades overlapping chunks with weights that cover every frame', () => {
    const {starts, totals} = chunkLayout(100, 32, 0.25);
    expect(starts).toEqual([0, 24, 48, 68]);
    expect(Math.min(...totals)).toBeGreaterThan(0);
    expect(chunkLayout(10, 32, 0.5).starts).toEqual([0]);
  });

  it('stops when aborted', async () => {
    const engine = await loadEngine('onnx:tiny', {modelsDir});
    const controller = new AbortController();
    const job = engine.separate(testStereo(3), {
      stems: '2',
      signal: controller.signal,
      onProgress: (fraction) => {
        if (fraction > 0.2) controller.abort(new Error('stopped'));
      },
    });
    await expect(job).rejects.toThrow('stopped');
  });

  it('runs in separateSong like any engine', async () => {
    const input = folder.file('song.wav');
    await encodeAudio(testStereo(1), input, {format: 'wav16'});
    const result = await separateSong(input, folder.file('out'), {
      stems: '2',
      engine: 'onnx:tiny',
      modelsDir,
      format: 'wav',
    });
    expect(result.engine).toBe('onnx:tiny');
    expect(result.stems.map((stem) => stem.samples)).toEqual([44100, 44100]);
  });
});

describe('installed models', () => {
  it('are listed after the built-in engines and the bundled models', async () => {
    const builtIn = await listEngines();
    expect(builtIn.slice(0, 2)).toEqual([
      {id: 'dsp', label: 'DSP', stems: ['2', '4'], builtIn: true},
      {id: 'repet-sim', label: 'REPET-SIM', stems: ['2', '4'], builtIn: true},
    ]);
    expect(builtIn.every((engine) => engine.builtIn)).toBe(true);
    const engines = await listEngines({modelsDir});
    expect(engines.map((engine) => engine.id)).toEqual([
      ...builtIn.map((engine) => engine.id),
      'onnx:tiny',
      'onnx:tiny-vocals',
    ]);
    expect(engines[builtIn.length]).toEqual({
      id: 'onnx:tiny',
      label: 'Tiny test model (tiny)',
      stems: ['2'],
      builtIn: false,
    });
    expect(await listEngines({modelsDir: folder.file('no-such-folder')})).toEqual(builtIn);
  });

  it('that split an instrumental are parts of engines: neither listed nor loaded as one', async () => {
    const splits = folder.file('installed-splits');
    await writeTinyOnnxModel(splits, {name: 'tiny-split', targets: ['drums', 'bass']});
    expect(await listEngines({modelsDir: splits})).toEqual(await listEngines());
    for (const [id, options] of [
      ['onnx:tiny-split', {modelsDir: splits}],
      ['onnx:nada-drums-bass', {}],
    ] as const)
      await expect(loadEngine(id, options)).rejects.toSatisfy(
        (error) =>
          isAudioError(error, 'ENGINE_UNKNOWN') && /not an engine on its own/.test(String(error.detail)),
      );
  });

  it('named like a bundled model are left out with a warning, and the bundled model keeps its id', async () => {
    const clashing = folder.file('clashing-models');
    await writeTinyOnnxModel(clashing, {name: 'nada-mask'});
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    try {
      const engines = await listEngines({modelsDir: clashing});
      expect(engines).toEqual(await listEngines());
      expect(engines.filter((engine) => engine.id === 'onnx:nada-mask')).toEqual([
        expect.objectContaining({builtIn: true}),
      ]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/nada-mask in .*clashing-models is not used/);
      await listEngines({modelsDir: clashing});
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
    const audio = testStereo(0.5);
    const chosen = await (
      await loadEngine('onnx:nada-mask', {modelsDir: clashing})
    ).separate(audio, {stems: '2'});
    const bundled = await (await loadEngine('onnx:nada-mask')).separate(audio, {stems: '2'});
    expect(maxDifference(chosen.vocals.channels[0], bundled.vocals.channels[0])).toBe(0);
  });

  it('reject unknown ids and names that would leave the models folder', async () => {
    for (const id of ['onnx:missing', 'onnx:../models/tiny', 'onnx:', 'demucs'])
      await expect(loadEngine(id, {modelsDir})).rejects.toSatisfy((error) =>
        isAudioError(error, 'ENGINE_UNKNOWN'),
      );
    await expect(loadEngine('onnx:tiny')).rejects.toSatisfy((error) => isAudioError(error, 'ENGINE_UNKNOWN'));
  });

  it('with a broken manifest are left out of the list, and broken ones are refused with the reason', async () => {
    const broken = folder.file('broken-models');
    const install = async (name: string, manifest: string, model: string | null = 'not onnx') => {
      await mkdir(join(broken, name), {recursive: true});
      await writeFile(join(broken, name, 'manifest.json'), manifest);
      if (model !== null) await writeFile(join(broken, name, 'model.onnx'), model);
    };
    const good = {name: 'x', label: 'X', stems: ['2'], target: 'vocals', sampleRate: 44100};
    const valid = {...good, nFft: 2048, hop: 512, dimF: 256, dimT: 64, overlap: 0.25};
    await install('not-json', '{"name": ');
    await install('odd-fft', JSON.stringify({...valid, name: 'odd-fft', nFft: 6001}));
    await install('wide', JSON.stringify({...valid, name: 'wide', dimF: 2000}));
    await install('no-model', JSON.stringify({...valid, name: 'no-model'}), null);
    await install('garbage', JSON.stringify({...valid, name: 'garbage'}));
    await install('renamed', JSON.stringify({...valid, name: 'other'}));
    await install('too-loud', JSON.stringify({...valid, name: 'too-loud', inputLoudness: 3}));
    const split = {...valid, stems: ['4'], target: undefined};
    await install('same-twice', JSON.stringify({...split, name: 'same-twice', targets: ['drums', 'drums']}));
    await install(
      'split-vocals',
      JSON.stringify({...split, name: 'split-vocals', targets: ['vocals', 'bass']}),
    );
    await install('three-stems', JSON.stringify({...valid, name: 'three-stems', stems: ['3']}));
    // Listing reads the manifests only (loading every model would take its weights into memory).
    const builtIn = (await listEngines()).map((engine) => engine.id);
    expect((await listEngines({modelsDir: broken})).map((engine) => engine.id)).toEqual([
      ...builtIn,
      'onnx:garbage',
    ]);
    const reasons: Record<string, RegExp> = {
      'not-json': /not-json\/manifest\.json: is not valid JSON/,
      'odd-fft': /nFft must be even/,
      wide: /dimF must be at most nFft \/ 2 \+ 1/,
      'no-model': /no-model\/model\.onnx: is missing/,
      garbage: /garbage\/model\.onnx cannot be loaded by ONNX Runtime/,
      renamed: /name must be "renamed"/,
      'too-loud': /inputLoudness must be a loudness in LUFS from -40 to 0/,
      'same-twice': /targets must be two of "drums", "bass" and "other"/,
      'split-vocals': /targets must be two of "drums", "bass" and "other"/,
      'three-stems': /stems must be \["2"\] .* or \["4"\]/,
    };
    for (const [name, reason] of Object.entries(reasons)) {
      const error: unknown = await loadEngine(`onnx:${name}`, {modelsDir: broken}).catch((e: unknown) => e);
      expect(isAudioError(error, 'ENGINE_MODEL_INVALID')).toBe(true);
      expect((error as Error).message).toMatch(reason);
    }
  });
});
