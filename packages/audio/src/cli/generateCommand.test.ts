import {readdir} from 'node:fs/promises';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {tempFolder} from '../testing.ts';
import {runGenerateCommand} from './generateCommand.ts';

let folder: Awaited<ReturnType<typeof tempFolder>>;
beforeAll(async () => {
  folder = await tempFolder();
});
afterAll(() => folder.cleanup());

async function run(
  argv: string[],
  signal?: AbortSignal,
): Promise<{code: number; stdout: string; stderr: string}> {
  let stdout = '';
  let stderr = '';
  const code = await runGenerateCommand(argv, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    ...(signal ? {signal} : {}),
  });
  return {code, stdout, stderr};
}

describe('nada generate', () => {
  it('writes the mix, the stems and the MIDI, prints them and reports progress per stage', async () => {
    const out = folder.file('out');
    const result = await run([
      'keroncong in D',
      '-o',
      out,
      '--seconds',
      '10',
      '--seed',
      '5',
      '--format',
      'wav',
      '--instruments',
      'ukulele,cello',
    ]);
    expect(result.stderr).toMatch(/^composing 0%$/m);
    expect(result.stderr).toMatch(/^rendering \d+%$/m);
    expect(result.stderr).toMatch(/^mixing \d+%$/m);
    expect(result.stderr).toMatch(/^mastering 100%$/m);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n').slice(0, 4)).toEqual([
      `${out}/mix.wav`,
      `${out}/ukulele.wav`,
      `${out}/cello.wav`,
      `${out}/song.mid`,
    ]);
    expect(result.stdout).toMatch(
      /: keroncong, nostalgic, 96 BPM, D major, 10 s, ukulele, cello; -14(\.\d+)? LUFS, -[\d.]+ dBTP; seed 5/,
    );
    expect((await readdir(out)).sort()).toEqual(['cello.wav', 'mix.wav', 'song.mid', 'ukulele.wav']);
  });

  it.each([
    [[], /No prompt given/],
    [['a', 'b', '-o', 'x'], /one prompt only/],
    [['lagu pop'], /No output folder given/],
    [['lagu pop', '-o', 'x', '--seconds', '5'], /--seconds must be from 10 to 360/],
    [['lagu pop', '-o', 'x', '--seconds', 'lama'], /--seconds must be a whole number/],
    [['lagu pop', '-o', 'x', '--tempo', '999'], /tempo must be from 60 to 180/],
    [['lagu pop', '-o', 'x', '--key', 'Z'], /key must be a key/],
    [['lagu pop', '-o', 'x', '--genre', 'polka'], /genre must be one of/],
    [['lagu pop', '-o', 'x', '--instruments', 'piano,kazoo'], /instruments must be from .*not "kazoo"/],
    [['lagu pop', '-o', 'x', '--format', 'ogg'], /--format must be mp3 or wav/],
    [['lagu pop', '-o', 'x', '--bogus'], /Unknown option --bogus/],
    [['lagu pop', '-o'], /-o needs a value/],
  ])('refuses %j with exit code 2 and the usage', async (argv, message) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(/Usage: nada generate/);
  });

  it('prints the usage for --help', async () => {
    const result = await run(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Usage: nada generate "<prompt>" -o <dir>/);
  });

  it('exits with 1 and the error code when the soundfont is missing', async () => {
    const result = await run([
      'lagu pop',
      '-o',
      folder.file('none'),
      '--seconds',
      '10',
      '--soundfont',
      folder.file('missing.sf2'),
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Error \(SOUNDFONT_MISSING\): /m);
  });

  it('stops when aborted and leaves no files behind', async () => {
    const controller = new AbortController();
    const out = folder.file('stopped');
    let stderr = '';
    const code = await runGenerateCommand(['lagu pop', '-o', out, '--seconds', '30', '--seed', '1'], {
      stdout: () => undefined,
      stderr: (text) => {
        stderr += text;
        if (/^rendering/m.test(stderr)) controller.abort(new Error('Stopped.'));
      },
      signal: controller.signal,
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/Error: Stopped\./);
    expect(await readdir(out)).toEqual([]);
  });
});
