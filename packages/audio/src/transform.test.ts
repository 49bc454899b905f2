import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {isAudioError} from './errors.ts';
import {decodeAudio, encodeAudio} from './ffmpeg.ts';
import {medianPitch} from './pitch.ts';
import {audioLength, monoToStereo} from './stereo.ts';
import {testSine} from './testing.ts';
import {cutAudio, transformFile} from './transform.ts';

const RATE = 44100;
const folder = mkdtempSync(join(tmpdir(), 'nada-transform-test-'));
afterAll(() => rmSync(folder, {recursive: true, force: true}));

const constant = (seconds: number) =>
  monoToStereo(new Float32Array(Math.round(seconds * RATE)).fill(0.5), RATE);

describe('cutAudio', () => {
  it('keeps the range, fading in from silence and out to silence', () => {
    const cut = cutAudio(constant(3), {
      startSeconds: 0.5,
      endSeconds: 2,
      fadeInSeconds: 0.25,
      fadeOutSeconds: 0.5,
    });
    const left = cut.channels[0];
    expect(audioLength(cut)).toBe(Math.round(1.5 * RATE));
    expect(left[0]).toBe(0);
    expect(left[Math.round(0.125 * RATE)]).toBeCloseTo(0.5 * Math.sin(Math.PI / 4), 3);
    expect(left[Math.round(0.75 * RATE)]).toBe(0.5);
    expect(left[left.length - 1]).toBeCloseTo(0, 5);
    expect(left[left.length - 1 - Math.round(0.25 * RATE)]).toBeCloseTo(0.5 * Math.sin(Math.PI / 4), 3);
  });

  it('refuses a range outside the audio with AUDIO_RANGE_OUTSIDE, and bad values with a RangeError', () => {
    const audio = constant(2);
    expect(() => cutAudio(audio, {startSeconds: 2, endSeconds: 3})).toThrow(
      expect.objectContaining({code: 'AUDIO_RANGE_OUTSIDE'}),
    );
    expect(() => cutAudio(audio, {startSeconds: 1, endSeconds: 2.5})).toThrow(
      expect.objectContaining({code: 'AUDIO_RANGE_OUTSIDE'}),
    );
    // A few milliseconds past the end is the end.
    expect(audioLength(cutAudio(audio, {startSeconds: 1, endSeconds: 2.02}))).toBe(RATE);
    expect(() => cutAudio(audio, {startSeconds: 1, endSeconds: 1})).toThrow(RangeError);
    expect(() =>
      cutAudio(audio, {startSeconds: 0, endSeconds: 1, fadeInSeconds: 0.6, fadeOutSeconds: 0.6}),
    ).toThrow(RangeError);
  });
});

describe('transformFile', () => {
  const input = join(folder, 'tone.wav');

  it('raises the key of a file by three semitones, keeping its length', async () => {
    await encodeAudio(monoToStereo(testSine(440, 2, RATE, 0.5), RATE), input, {format: 'wav16'});
    const out = await transformFile(input, folder, {
      operation: 'keytempo',
      semitones: 3,
      tempo: 1,
      format: 'wav',
    });
    if (out.operation === 'analyse') throw new Error('expected a file');
    expect(out.durationSeconds).toBeCloseTo(2, 3);
    const result = await decodeAudio(out.path);
    const pitch = medianPitch(result.channels[0].subarray(8192, 2 * RATE - 8192), RATE) ?? NaN;
    expect(Math.abs(1200 * Math.log2(pitch / (440 * 2 ** (3 / 12))))).toBeLessThan(10);
  });

  it.each(['mp3', 'flac', 'm4a', 'ogg'] as const)(
    'converts to %s, which decodes to the same length',
    async (format) => {
      const stages: string[] = [];
      const out = await transformFile(
        input,
        folder,
        {operation: 'convert', format},
        {
          onProgress: (stage) => stages.push(stage),
        },
      );
      if (out.operation === 'analyse') throw new Error('expected a file');
      expect(out.path.endsWith(`.${format}`)).toBe(true);
      expect(stages).toEqual(['decode', 'process', 'encode', 'encode']);
      const result = await decodeAudio(out.path);
      expect(Math.abs(audioLength(result) / RATE - 2)).toBeLessThan(0.03);
    },
  );

  it('cuts a file to the requested length', async () => {
    const out = await transformFile(input, folder, {
      operation: 'cut',
      startSeconds: 0.25,
      endSeconds: 1.5,
      fadeInSeconds: 0.1,
      fadeOutSeconds: 0.1,
      format: 'mp3',
    });
    if (out.operation === 'analyse') throw new Error('expected a file');
    expect(Math.abs(audioLength(await decodeAudio(out.path)) / RATE - 1.25)).toBeLessThan(0.01);
  });

  it('analyses tempo and key, and refuses a cut beyond the end', async () => {
    const out = await transformFile(input, folder, {operation: 'analyse'});
    expect(out).toMatchObject({operation: 'analyse', key: expect.any(String), bpm: expect.any(Number)});
    const outside = transformFile(input, folder, {
      operation: 'cut',
      startSeconds: 1,
      endSeconds: 5,
      format: 'mp3',
    });
    await expect(outside).rejects.toSatisfy((error: unknown) => isAudioError(error, 'AUDIO_RANGE_OUTSIDE'));
  });
});
