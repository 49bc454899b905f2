// `./run nada …` (issue 41): the `nada` command on the project's Node 24, reading and writing in the
// caller's folder; and the README, which shows it as usage beside its two set-up commands.
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = join(root, 'run');

test('./run nada --help prints every command', () => {
  const result = spawnSync(run, ['nada', '--help'], {encoding: 'utf8'});
  assert.equal(result.status, 0, result.stderr);
  for (const command of [
    'nada separate <input> -o <dir>',
    'nada generate',
    'nada sounds seed',
    'nada admin grant <email>',
    'nada db migrate',
    'nada backup <dir>',
  ])
    assert.ok(result.stdout.includes(command), `${command} in:\n${result.stdout}`);
});

test(
  "./run nada separate reads the song and writes the stems in the caller's folder",
  {timeout: 300_000},
  () => {
    const folder = mkdtempSync(join(tmpdir(), 'nada-run-'));
    try {
      execFileSync(
        'ffmpeg',
        ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-ac', '2', 'song.wav'],
        {cwd: folder},
      );
      const result = spawnSync(run, ['nada', 'separate', 'song.wav', '-o', 'out'], {
        cwd: folder,
        encoding: 'utf8',
      });
      assert.equal(result.status, 0, result.stderr);
      // The written files, one a line, then a summary line.
      const written = result.stdout.split('\n').filter((line) => /\.mp3$/.test(line));
      assert.deepEqual(written, ['out/vocals.mp3', 'out/instrumental.mp3'], result.stdout);
      for (const path of written) assert.ok(existsSync(join(folder, path)), path);
    } finally {
      rmSync(folder, {recursive: true, force: true});
    }
  },
);

test('the README shows the command line as usage, and keeps exactly two set-up commands', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = (title) => {
    const start = readme.indexOf(`\n## ${title}\n`);
    assert.notEqual(start, -1, title);
    const end = readme.indexOf('\n## ', start + 1);
    return readme.slice(start, end === -1 ? undefined : end);
  };
  const commands = (text) =>
    [...text.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((block) =>
      block[1]
        .split('\n')
        .map((line) => line.replace(/#.*/, '').trim())
        .filter(Boolean),
    );
  assert.deepEqual(commands(section('Set-up')), ['./run start', './run test']);
  assert.deepEqual(commands(section('Command line')), ['./run nada separate song.mp3 -o out']);
});
