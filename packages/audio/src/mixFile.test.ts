import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {decodeAudio, encodeAudio} from './ffmpeg.ts';
import {integratedLoudness} from './loudness.ts';
import {renderMixFile} from './mixFile.ts';
import {medianPitch} from './pitch.ts';
import {audioDuration, monoToStereo, toMono} from './stereo.ts';
import {testSine} from './testing.ts';

const RATE = 44100;
let folder: string;
let a440: string;
let a660: string;

const level = {volume: 1, muted: false, solo: false, pan: 0};

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'nada-mixfile-'));
  a440 = join(folder, 'a440.wav');
  a660 = join(folder, 'a660.wav');
  await encodeAudio(monoToStereo(testSine(440, 4, RATE, 0.3)), a440, {format: 'wav16'});
  await encodeAudio(monoToStereo(testSine(660, 4, RATE, 0.3)), a660, {format: 'wav16'});
});
afterAll(() => rm(folder, {recursive: true, force: true}));

describe('renderMixFile', () => {
  it('mixes the audible stems, then raises the key by two semitones in the chosen format', async () => {
    const stages: string[] = [];
    const out = await renderMixFile(
      folder,
      {
        stems: [
          {path: a440, ...level},
          {path: a660, ...level, muted: true},
        ],
        semitones: 2,
        format: 'flac',
      },
      {onProgress: (stage) => stages.push(stage)},
    );
    expect(out.path.endsWith('mix.flac')).toBe(true);
    const mix = await decodeAudio(out.path);
    expect(audioDuration(mix)).toBeCloseTo(4, 2);
    const pitch = medianPitch(toMono(mix).subarray(RATE, 3 * RATE), RATE) ?? Number.NaN;
    expect(Math.abs(pitch - 493.88)).toBeLessThan(2);
    expect(stages).toEqual(expect.arrayContaining(['decode', 'mix', 'keytempo', 'encode']));
    expect(out.peaks.levels.length).toBeGreaterThan(0);
  });

  it('cuts the region before the tempo change: 1-3 s at 80 % lasts 2.5 s', async () => {
    const out = await renderMixFile(folder, {
      stems: [{path: a440, ...level}],
      tempo: 0.8,
      region: {start: 1, end: 3},
      format: 'wav',
    });
    expect(out.durationSeconds).toBeCloseTo(2.5, 3);
    expect(audioDuration(await decodeAudio(out.path))).toBeCloseTo(2.5, 2);
  });

  it('leaves the level as the stems set it: half volume is 6 dB quieter', async () => {
    const full = await decodeAudio(
      (await renderMixFile(folder, {stems: [{path: a440, ...level}], format: 'wav'})).path,
    );
    const half = await decodeAudio(
      (await renderMixFile(folder, {stems: [{path: a440, ...level, volume: 0.5}], format: 'wav'})).path,
    );
    expect(integratedLoudness(full) - integratedLoudness(half)).toBeCloseTo(6.02, 1);
  });

  it('refuses no stems, a bad region and a region after the end', async () => {
    await expect(renderMixFile(folder, {stems: [], format: 'wav'})).rejects.toThrow(RangeError);
    await expect(
      renderMixFile(folder, {stems: [{path: a440, ...level}], region: {start: 2, end: 1}, format: 'wav'}),
    ).rejects.toThrow(RangeError);
    await expect(
      renderMixFile(folder, {stems: [{path: a440, ...level}], region: {start: 9, end: 10}, format: 'wav'}),
    ).rejects.toMatchObject({code: 'AUDIO_RANGE_OUTSIDE'});
  });
});
