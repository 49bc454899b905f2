import {spawnSync} from 'node:child_process';
import {readFile, writeFile} from 'node:fs/promises';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {isAudioError} from './errors.ts';
import {PlanarCollector, decodeAudio, encodeAudio} from './ffmpeg.ts';
import {integratedLoudness} from './loudness.ts';
import {audioLength} from './stereo.ts';
import {maxDifference, tempFolder, testStereo} from './testing.ts';

let folder: Awaited<ReturnType<typeof tempFolder>>;
beforeAll(async () => {
  folder = await tempFolder();
});
afterAll(() => folder.cleanup());

function ffmpeg(...args: string[]): void {
  const result = spawnSync('ffmpeg', ['-nostdin', '-v', 'error', '-y', ...args]);
  if (result.status !== 0) throw new Error(result.stderr.toString());
}

// A one-second two-tone stereo source: 440 Hz left, 660 Hz right.
const source = [
  '-f',
  'lavfi',
  '-i',
  'sine=f=440:d=1:r=44100',
  '-f',
  'lavfi',
  '-i',
  'sine=f=660:d=1:r=44100',
  '-filter_complex',
  '[0][1]amerge=inputs=2[a]',
  '-map',
  '[a]',
];

describe('decodeAudio', () => {
  const formats: [string, string[]][] = [
    ['wav', []],
    ['mp3', ['-c:a', 'libmp3lame']],
    ['flac', []],
    ['m4a', ['-c:a', 'aac']],
    ['ogg', ['-c:a', 'libopus']],
    ['webm', ['-c:a', 'libopus']],
  ];
  for (const [extension, codec] of formats)
    it(`decodes ${extension} to 44.1 kHz stereo float`, async () => {
      const path = folder.file(`tone.${extension}`);
      ffmpeg(...source, ...codec, path);
      const audio = await decodeAudio(path);
      expect(audio.sampleRate).toBe(44100);
      // Lossy containers may add or trim a few ms; the length stays about one second.
      expect(Math.abs(audioLength(audio) - 44100)).toBeLessThan(2048);
      const rms = (x: Float32Array) =>
        Math.sqrt(x.subarray(4410, 40000).reduce((s, v) => s + v * v, 0) / 35590);
      // lavfi's sine has amplitude 1/8.
      expect(rms(audio.channels[0])).toBeCloseTo(0.125 / Math.SQRT2, 2);
      expect(rms(audio.channels[1])).toBeCloseTo(0.125 / Math.SQRT2, 2);
    });

  for (const extension of ['mp4', 'mov'])
    it(`takes the audio stream of a ${extension} video and resamples 48 kHz`, async () => {
      const path = folder.file(`clip.${extension}`);
      ffmpeg(
        '-f',
        'lavfi',
        '-i',
        'color=c=black:s=32x32:d=1',
        '-f',
        'lavfi',
        '-i',
        'sine=f=440:d=1:r=48000',
        '-shortest',
        '-c:v',
        'libx264',
        '-c:a',
        'aac',
        path,
      );
      const audio = await decodeAudio(path);
      expect(audio.sampleRate).toBe(44100);
      expect(Math.abs(audioLength(audio) - 44100)).toBeLessThan(2048);
    });

  it('turns mono into two equal channels at the same level', async () => {
    const path = folder.file('mono.wav');
    ffmpeg('-f', 'lavfi', '-i', 'sine=f=440:d=0.5:r=44100', '-ac', '1', '-c:a', 'pcm_f32le', path);
    const audio = await decodeAudio(path);
    expect(maxDifference(audio.channels[0], audio.channels[1])).toBe(0);
    expect(Math.max(...audio.channels[0])).toBeCloseTo(0.125, 3);
  });

  it('gives typed errors for a missing file, a non-audio file, a silent video and a missing ffmpeg', async () => {
    await expect(decodeAudio(folder.file('nope.mp3'))).rejects.toSatisfy((e) =>
      isAudioError(e, 'AUDIO_NOT_FOUND'),
    );
    const text = folder.file('notes.mp3');
    await writeFile(text, 'this is not audio at all\n'.repeat(100));
    await expect(decodeAudio(text)).rejects.toSatisfy((e) => isAudioError(e, 'AUDIO_UNDECODABLE'));
    const silent = folder.file('silent.mp4');
    ffmpeg('-f', 'lavfi', '-i', 'color=c=black:s=32x32:d=0.2', '-c:v', 'libx264', silent);
    await expect(decodeAudio(silent)).rejects.toSatisfy((e) => isAudioError(e, 'AUDIO_NO_STREAM'));
    const wav = folder.file('tone.wav');
    ffmpeg(...source, wav);
    await expect(decodeAudio(wav, {ffmpegPath: '/nonexistent/ffmpeg'})).rejects.toSatisfy((e) =>
      isAudioError(e, 'FFMPEG_MISSING'),
    );
  });

  it('refuses a playlist posing as a song instead of reading the files it names', async () => {
    const wav = folder.file('target.wav');
    ffmpeg(...source, wav);
    const playlist = folder.file('playlist.mp3');
    await writeFile(
      playlist,
      `#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:1.0,\nfile://${wav}\n#EXT-X-ENDLIST\n`,
    );
    await expect(decodeAudio(playlist)).rejects.toSatisfy((e) => isAudioError(e, 'AUDIO_UNDECODABLE'));
  });

  it('refuses audio past maxSeconds whatever the header claims, and decodes audio within it', async () => {
    const path = folder.file('long.flac');
    ffmpeg('-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-t', '30', '-c:a', 'flac', path);
    // STREAMINFO's total samples (the low 36 bits after the block and frame sizes) say 1 s.
    const flac = await readFile(path);
    const fields = flac.readBigUInt64BE(18);
    flac.writeBigUInt64BE((fields & ~((1n << 36n) - 1n)) | 8000n, 18);
    await writeFile(path, flac);
    await expect(decodeAudio(path, {maxSeconds: 2})).rejects.toSatisfy((e) =>
      isAudioError(e, 'AUDIO_TOO_LONG'),
    );
    // The content, not the header, is what counts.
    expect(audioLength(await decodeAudio(path, {maxSeconds: 30}))).toBe(30 * 44100);
    expect(audioLength(await decodeAudio(path))).toBe(30 * 44100);
    await expect(decodeAudio(path, {maxSeconds: 0})).rejects.toThrow(RangeError);
  });

  it('stops when aborted', async () => {
    const wav = folder.file('abort.wav');
    ffmpeg(...source, wav);
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(decodeAudio(wav, {signal: controller.signal})).rejects.toThrow('stop');
  });
});

describe('encodeAudio', () => {
  const input = testStereo(1.3);
  const length = audioLength(input);

  it('round-trips wav24 and flac with the exact length and 24-bit precision', async () => {
    for (const format of ['wav24', 'flac'] as const) {
      const path = folder.file(`round.${format}`);
      await encodeAudio(input, path, {format});
      const back = await decodeAudio(path);
      expect(audioLength(back)).toBe(length);
      const tolerance = format === 'flac' ? 2 ** -15 : 2 ** -22;
      expect(maxDifference(back.channels[0], input.channels[0])).toBeLessThan(tolerance);
      expect(maxDifference(back.channels[1], input.channels[1])).toBeLessThan(tolerance);
    }
  });

  it('round-trips wav16 with the exact length within 16-bit precision', async () => {
    const path = folder.file('round16.wav');
    await encodeAudio(input, path, {format: 'wav16'});
    const back = await decodeAudio(path);
    expect(audioLength(back)).toBe(length);
    expect(maxDifference(back.channels[0], input.channels[0])).toBeLessThan(2 ** -14);
  });

  it('writes mp3 that decodes to the input length, aligned (the LAME header trims delay and padding)', async () => {
    const path = folder.file('round.mp3');
    await encodeAudio(input, path, {format: 'mp3'});
    const back = await decodeAudio(path);
    expect(audioLength(back)).toBe(length);
    // Aligned: the difference is coding noise, far below the signal.
    const [a, b] = [input.channels[0], back.channels[0]];
    let error = 0;
    let energy = 0;
    for (let i = 2048; i < length - 2048; i++) {
      error += ((a[i] ?? 0) - (b[i] ?? 0)) ** 2;
      energy += (a[i] ?? 0) ** 2;
    }
    expect(10 * Math.log10(energy / error)).toBeGreaterThan(25);
  });

  it('normalises loudness to the target as ffmpeg ebur128 measures it', async () => {
    const path = folder.file('loud.wav');
    const quiet = testStereo(3);
    for (const channel of quiet.channels) channel.forEach((x, i) => (channel[i] = 0.1 * x));
    const result = await encodeAudio(quiet, path, {format: 'wav24', loudnessTarget: -16});
    expect(result.loudness).toBeCloseTo(-16, 6);
    const back = await decodeAudio(path);
    expect(integratedLoudness(back)).toBeCloseTo(-16, 2);
    const run = spawnSync('ffmpeg', [
      '-nostdin',
      '-hide_banner',
      '-i',
      path,
      '-af',
      'ebur128=framelog=verbose',
      '-f',
      'null',
      '-',
    ]);
    const measured = Number(/I:\s+(-?[\d.]+) LUFS/.exec(run.stderr.toString())?.[1]);
    expect(Math.abs(measured + 16)).toBeLessThan(0.2);
  });

  it('refuses unknown formats and empty audio', async () => {
    await expect(encodeAudio(input, folder.file('x.aiff'), {format: 'aiff' as 'mp3'})).rejects.toThrow(
      RangeError,
    );
    const empty = {sampleRate: 44100, channels: [new Float32Array(0), new Float32Array(0)]} as const;
    await expect(
      encodeAudio({...empty, channels: [...empty.channels]}, folder.file('e.wav'), {format: 'wav16'}),
    ).rejects.toSatisfy((e) => isAudioError(e, 'AUDIO_EMPTY'));
  });
});

describe('PlanarCollector', () => {
  // Interleaved stereo frames (i, -i) as bytes, cut into pieces at awkward byte offsets.
  const frames = 1000;
  const interleaved = new Float32Array(2 * frames).map((_, j) => (j % 2 ? -1 : 1) * Math.floor(j / 2));
  const bytes = Buffer.from(interleaved.buffer);
  const pieces = [
    bytes.subarray(0, 3),
    bytes.subarray(3, 1001),
    bytes.subarray(1001, 5000),
    bytes.subarray(5000),
  ];

  for (const capacity of [0, 300, frames, frames + 10])
    it(`splits frames across odd chunk boundaries into planar channels (capacity ${capacity})`, () => {
      const collector = new PlanarCollector(2, capacity);
      for (const piece of pieces) collector.push(Buffer.from(piece));
      expect(collector.length).toBe(frames);
      const left = collector.channel(0);
      const right = collector.channel(1);
      expect(left.length).toBe(frames);
      expect(left[999]).toBe(999);
      expect(right[500]).toBe(-500);
      expect([...left.subarray(0, 3)]).toEqual([0, 1, 2]);
    });
});
