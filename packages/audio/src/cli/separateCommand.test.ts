import {writeFile} from 'node:fs/promises';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {DEFAULT_ENGINE} from '../engines.ts';
import {decodeAudio, encodeAudio} from '../ffmpeg.ts';
import {audioLength} from '../stereo.ts';
import {tempFolder, testStereo} from '../testing.ts';
import {writeTinyOnnxModel} from '../tinyOnnxModel.ts';
import {runSeparateCommand} from './separateCommand.ts';

let folder: Awaited<ReturnType<typeof tempFolder>>;
let song: string;

beforeAll(async () => {
  folder = await tempFolder();
  song = folder.file('song.wav');
  await encodeAudio(testStereo(1), song, {format: 'wav16'});
});
afterAll(() => folder.cleanup());

async function run(...argv: string[]): Promise<{code: number; stdout: string; stderr: string}> {
  return runWithEnv({}, ...argv);
}

async function runWithEnv(
  env: Record<string, string>,
  ...argv: string[]
): Promise<{code: number; stdout: string; stderr: string}> {
  let stdout = '';
  let stderr = '';
  const code = await runSeparateCommand(argv, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    env,
  });
  return {code, stdout, stderr};
}

describe('nada separate', () => {
  it('writes the stems, prints them and reports progress per stage on stderr', async () => {
    const out = folder.file('out');
    const result = await run(song, '-o', out, '--format', 'flac', '--key=-2', '--loudness', '-16');
    expect(result.stderr).toMatch(/^decode 0%$/m);
    expect(result.stderr).toMatch(/^separate \d+%$/m);
    expect(result.stderr).toMatch(/^transform \d+%$/m);
    expect(result.stderr).toMatch(/^analyse 100%$/m);
    expect(result.stdout.split('\n').slice(0, 2)).toEqual([`${out}/vocals.flac`, `${out}/instrumental.flac`]);
    expect(result.stdout).toMatch(/0:01, .* BPM, .*, -?[\d.]+ LUFS; \S+, 2 stems of 0:01/);
    expect(result.stdout).toContain(`; ${DEFAULT_ENGINE}, 2 stems`);
    expect(result.code).toBe(0);
    expect(audioLength(await decodeAudio(`${out}/vocals.flac`))).toBe(44100);
  });

  it.each([
    [[], /No input file given/],
    [['song.wav'], /No output folder given/],
    [['a.wav', 'b.wav', '-o', 'x'], /Only one input file/],
    [['song.wav', '-o', 'x', '--stems', '3'], /--stems must be 2 or 4/],
    [['song.wav', '-o', 'x', '--key', '1.5'], /--key must be a whole number from -12 to 12/],
    [['song.wav', '-o', 'x', '--tempo', 'fast'], /--tempo must be a number from 0.5 to 2/],
    [['song.wav', '-o', 'x', '--format', 'ogg'], /--format must be mp3, wav, flac/],
    [['song.wav', '-o', 'x', '--loudness', '5'], /--loudness must be a number from -70 to 0/],
    [['song.wav', '-o', 'x', '--bogus'], /Unknown option --bogus/],
    [['song.wav', '-o'], /-o needs a value/],
  ])('refuses the command line %j with exit code 2 and the usage', async (argv, message) => {
    const result = await run(...argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain('Usage: nada separate');
  });

  it('fails with exit code 1 and the error code for a missing or undecodable file or an unknown engine', async () => {
    const missing = await run(folder.file('missing.mp3'), '-o', folder.file('x'));
    expect(missing).toMatchObject({code: 1, stderr: expect.stringContaining('AUDIO_NOT_FOUND')});
    const text = folder.file('notes.mp3');
    await writeFile(text, 'not a song');
    const undecodable = await run(text, '-o', folder.file('x'));
    expect(undecodable).toMatchObject({code: 1, stderr: expect.stringContaining('AUDIO_UNDECODABLE')});
    const engine = await run(song, '-o', folder.file('x'), '--engine', 'onnx:nothing');
    expect(engine).toMatchObject({code: 1, stderr: expect.stringContaining('ENGINE_UNKNOWN')});
  });

  it('uses an installed ONNX model from --models-dir or NADA_MODELS_DIR, and names what is wrong with a broken one', async () => {
    const models = folder.file('models');
    await writeTinyOnnxModel(models);
    const flag = await run(
      song,
      '-o',
      folder.file('onnx'),
      '--engine',
      'onnx:tiny-lowpass',
      '--models-dir',
      models,
    );
    expect(flag).toMatchObject({code: 0, stdout: expect.stringContaining('onnx:tiny-lowpass, 2 stems')});
    const env = await runWithEnv(
      {NADA_MODELS_DIR: models},
      song,
      '-o',
      folder.file('onnx2'),
      '--engine',
      'onnx:tiny-lowpass',
    );
    expect(env.code).toBe(0);
    await writeFile(`${models}/tiny-lowpass/manifest.json`, JSON.stringify({name: 'tiny-lowpass'}));
    const broken = await run(
      song,
      '-o',
      folder.file('onnx3'),
      '--engine',
      'onnx:tiny-lowpass',
      '--models-dir',
      models,
    );
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('ENGINE_MODEL_INVALID');
    expect(broken.stderr).toContain('tiny-lowpass/manifest.json: label must be a non-empty string');
  });

  it('prints the help', async () => {
    const result = await run('--help');
    expect(result).toMatchObject({code: 0, stdout: expect.stringContaining('--models-dir')});
  });
});
