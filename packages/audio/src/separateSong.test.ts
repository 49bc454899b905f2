import {existsSync} from 'node:fs';
import {mkdir, readdir} from 'node:fs/promises';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {DEFAULT_ENGINE} from './engines.ts';
import {isAudioError} from './errors.ts';
import {decodeAudio, encodeAudio} from './ffmpeg.ts';
import {integratedLoudness} from './loudness.ts';
import {medianPitch} from './pitch.ts';
import {separateSong} from './separateSong.ts';
import type {SeparatedSong, SeparationStage} from './separateSong.ts';
import type {StereoAudio} from './stereo.ts';
import {audioLength, mixAudio} from './stereo.ts';
import {tempFolder, testNoise, testSine} from './testing.ts';
import {writeTinyOnnxModel} from './tinyOnnxModel.ts';

const RATE = 44100;
let folder: Awaited<ReturnType<typeof tempFolder>>;
let songPath: string;
let song: StereoAudio;

// Two seconds of a 440 Hz tone in the centre, a 660 Hz tone on the left and a little noise.
function testSong(): StereoAudio {
  const centre = testSine(440, 2, RATE, 0.3);
  const side = testSine(660, 2, RATE, 0.15);
  const hiss = testNoise(centre.length, 3);
  const left = new Float32Array(centre.length);
  const right = new Float32Array(centre.length);
  for (let i = 0; i < centre.length; i++) {
    left[i] = centre[i]! + side[i]! + 0.02 * hiss[i]!;
    right[i] = centre[i]! - 0.02 * hiss[i]!;
  }
  return {sampleRate: RATE, channels: [left, right]};
}

function energy(signal: Float32Array): number {
  let sum = 0;
  for (const x of signal) sum += x * x;
  return sum;
}

async function decodeStems(result: SeparatedSong): Promise<StereoAudio[]> {
  return Promise.all(result.stems.map((stem) => decodeAudio(stem.path)));
}

beforeAll(async () => {
  folder = await tempFolder();
  songPath = folder.file('song.wav');
  await encodeAudio(testSong(), songPath, {format: 'wav16'});
  song = await decodeAudio(songPath);
});
afterAll(() => folder.cleanup());

describe('separateSong', () => {
  it('writes two aligned dsp stems that sum back to the input, with progress through every stage', async () => {
    const events: [SeparationStage, number][] = [];
    const out = folder.file('two');
    const result = await separateSong(songPath, out, {
      stems: '2',
      engine: 'dsp',
      format: 'wav',
      onProgress: (stage, fraction) => events.push([stage, fraction]),
    });
    expect(result.stems.map((stem) => stem.path)).toEqual([`${out}/vocals.wav`, `${out}/instrumental.wav`]);
    expect(result).toMatchObject({engine: 'dsp', semitones: 0, tempo: 1, gainDb: 0, sampleRate: RATE});
    expect(result.durationSeconds).toBeCloseTo(2, 6);
    expect(result.input.durationSeconds).toBeCloseTo(2, 6);
    expect(result.input.key).toMatch(/^A (major|minor)$/);
    expect(result.input.loudness).toBeGreaterThan(-20);
    expect(result.input.peaks.length).toBe(audioLength(song));
    const stems = await decodeStems(result);
    for (const [index, stem] of stems.entries()) {
      expect(audioLength(stem)).toBe(audioLength(song));
      expect(result.stems[index]!.samples).toBe(audioLength(song));
      expect(result.stems[index]!.peaks.length).toBe(audioLength(song));
    }
    const sum = mixAudio(...stems);
    for (let c = 0; c < 2; c++) {
      const input = song.channels[c]!;
      const residual = input.map((x, i) => x - sum.channels[c]![i]!);
      // Sample aligned: what is left is 16-bit rounding, 60 dB down; the level is within 0.1 dB.
      expect(10 * Math.log10(energy(residual) / energy(input))).toBeLessThan(-60);
      expect(Math.abs(10 * Math.log10(energy(sum.channels[c]!) / energy(input)))).toBeLessThan(0.1);
    }
    expect(events.map(([stage]) => stage).filter((stage, i, all) => stage !== all[i - 1])).toEqual([
      'decode',
      'separate',
      'encode',
      'analyse',
    ]);
    const fractions = events.map(([, fraction]) => fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
  });

  it('writes four stems as mp3 with the default engine, and their minus one, each as long as the input', async () => {
    const result = await separateSong(songPath, folder.file('four'), {stems: '4'});
    expect(result.engine).toBe(DEFAULT_ENGINE);
    expect(result.stems.map((stem) => stem.name)).toEqual([
      'vocals',
      'drums',
      'bass',
      'other',
      'instrumental',
    ]);
    for (const stem of await decodeStems(result)) expect(audioLength(stem)).toBe(audioLength(song));
    expect(result.stems.every((stem) => stem.path.endsWith('.mp3') && stem.format === 'mp3')).toBe(true);
  });

  // Issue 19, item 4: a four-stem result must still offer the minus one.
  it.each([
    ['as it is', 'sum', {}],
    [
      'in another key and tempo, brought to a loudness',
      'sum-shifted',
      {semitones: 2, tempo: 0.9, loudnessTarget: -16},
    ],
  ])(
    'writes the minus one of four stems as drums + bass + other, sample for sample (%s)',
    async (_, out, more) => {
      const result = await separateSong(songPath, folder.file(out), {
        stems: '4',
        engine: 'dsp',
        format: 'wav',
        ...more,
      });
      const byName = new Map(result.stems.map((stem) => [stem.name, stem]));
      const [drums, bass, other, instrumental] = await Promise.all(
        (['drums', 'bass', 'other', 'instrumental'] as const).map((name) =>
          decodeAudio(byName.get(name)!.path),
        ),
      );
      expect(byName.get('instrumental')!.samples).toBe(byName.get('drums')!.samples);
      expect(audioLength(instrumental!)).toBe(audioLength(drums!));
      const sum = mixAudio(drums!, bass!, other!);
      for (let c = 0; c < 2; c++) {
        const expected = sum.channels[c]!;
        const actual = instrumental!.channels[c]!;
        expect(energy(expected)).toBeGreaterThan(0);
        // Each file is rounded to 16 bits on its own: the sum of three roundings differs by at most
        // 1.5 steps; a shift by even one sample would differ by far more.
        let worst = 0;
        for (let i = 0; i < expected.length; i++)
          worst = Math.max(worst, Math.abs(expected[i]! - actual[i]!));
        expect(worst).toBeLessThan(2 / 32768);
      }
    },
  );

  it('raises the key by two semitones and slows to 90 %: round(length / 0.9) samples', async () => {
    const stages = new Set<SeparationStage>();
    const result = await separateSong(songPath, folder.file('shifted'), {
      stems: '2',
      format: 'flac',
      semitones: 2,
      tempo: 0.9,
      onProgress: (stage) => stages.add(stage),
    });
    expect(stages.has('transform')).toBe(true);
    const length = Math.round(audioLength(song) / 0.9);
    const stems = await decodeStems(result);
    for (const stem of stems) expect(audioLength(stem)).toBe(length);
    expect(result.durationSeconds).toBeCloseTo(length / RATE, 6);
    // The centred 440 Hz tone goes to 493.9 Hz, whichever stem holds it.
    const right = mixAudio(...stems).channels[1];
    const pitch = medianPitch(right.subarray(8192, length - 8192), RATE) ?? NaN;
    expect(Math.abs(1200 * Math.log2(pitch / 493.88))).toBeLessThan(10);
  });

  it('brings the stems played together to the loudness target with one gain, so they still sum', async () => {
    const result = await separateSong(songPath, folder.file('loud'), {
      stems: '2',
      format: 'wav',
      loudnessTarget: -23,
    });
    const sum = mixAudio(...(await decodeStems(result)));
    expect(integratedLoudness(sum)).toBeCloseTo(-23, 1);
    expect(integratedLoudness(sum) - integratedLoudness(song)).toBeCloseTo(result.gainDb, 1);
  });

  it('rejects an unknown engine and bad options before writing anything', async () => {
    const out = folder.file('refused');
    await expect(separateSong(songPath, out, {stems: '2', engine: 'magic'})).rejects.toSatisfy((error) =>
      isAudioError(error, 'ENGINE_UNKNOWN'),
    );
    const modelsDir = folder.file('models');
    await writeTinyOnnxModel(modelsDir, {name: 'tiny'});
    await expect(separateSong(songPath, out, {stems: '4', engine: 'onnx:tiny', modelsDir})).rejects.toSatisfy(
      (error) => isAudioError(error, 'ENGINE_STEMS_UNSUPPORTED'),
    );
    await expect(separateSong(songPath, out, {stems: '2', semitones: 13})).rejects.toThrow(RangeError);
    await expect(separateSong(songPath, out, {stems: '2', tempo: 0.4})).rejects.toThrow(RangeError);
    await expect(separateSong(songPath, out, {stems: '2', loudnessTarget: 3})).rejects.toThrow(RangeError);
    expect(existsSync(out)).toBe(false);
  });

  it('reports a missing or undecodable input with its code', async () => {
    await expect(separateSong(folder.file('none.mp3'), folder.file('x'), {stems: '2'})).rejects.toSatisfy(
      (error) => isAudioError(error, 'AUDIO_NOT_FOUND'),
    );
  });

  it('refuses an input longer than maxSeconds before separating it', async () => {
    const out = folder.file('too-long');
    const stages: SeparationStage[] = [];
    const job = separateSong(songPath, out, {
      stems: '2',
      maxSeconds: 1,
      onProgress: (stage) => stages.push(stage),
    });
    await expect(job).rejects.toSatisfy((error) => isAudioError(error, 'AUDIO_TOO_LONG'));
    expect(new Set(stages)).toEqual(new Set(['decode']));
    expect(existsSync(out)).toBe(false);
  });

  it('stops when aborted and removes the stems it wrote', async () => {
    const controller = new AbortController();
    const out = folder.file('aborted');
    const job = separateSong(songPath, out, {
      stems: '2',
      format: 'wav',
      signal: controller.signal,
      onProgress: (stage) => {
        if (stage === 'encode') controller.abort(new Error('stopped by the test'));
      },
    });
    await expect(job).rejects.toThrow('stopped by the test');
    expect(await readdir(out).catch(() => [])).toEqual([]);
  });

  it('fails with AUDIO_ENCODE_FAILED when one stem cannot be written, and removes the others', async () => {
    const out = folder.file('unwritable');
    // A folder where the bass file goes: ffmpeg cannot write it, while other stems are encoded
    // beside it (as many at once as there are cores) and must all be gone when the call rejects.
    await mkdir(join(out, 'bass.wav'), {recursive: true});
    const job = separateSong(songPath, out, {stems: '4', engine: 'dsp', format: 'wav'});
    await expect(job).rejects.toSatisfy((error) => isAudioError(error, 'AUDIO_ENCODE_FAILED'));
    expect(await readdir(out)).toEqual(['bass.wav']);
  });
});
