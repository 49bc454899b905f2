import {execFile} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {audioLength, decodeAudio, THREAD_SAFE_NODE_FLAGS} from '@nada/audio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {runCli, usage, UsageError} from './cli.ts';
import type {Api} from './server.ts';
import {signIn, signUp} from './testing/emulatorUsers.ts';
import {dialect, testApi, testConfig} from './testing/testApi.ts';

let api: Api;
let close: () => Promise<void>;
let config: Awaited<ReturnType<typeof testApi>>['config'];
beforeAll(async () => {
  ({api, close, config} = await testApi());
});
afterAll(() => close());

const profile = async (token: string) =>
  (await api.inject({url: '/api/me', headers: {authorization: `Bearer ${token}`}})).json();

describe(`nada CLI (${dialect})`, () => {
  it('grants and revokes the admin claim, which /api/me then reports', async () => {
    const user = await signUp();
    await api.nada.auth.setCustomUserClaims(user.uid, {plan: 'pro'});
    expect((await profile(await signIn(user))).isAdmin).toBe(false);

    expect(await runCli(['admin', 'grant', user.email], config)).toContain('is now an admin');
    expect((await profile(await signIn(user))).isAdmin).toBe(true);
    expect((await api.nada.auth.getUser(user.uid)).customClaims).toEqual({plan: 'pro', admin: true});

    expect(await runCli(['admin', 'revoke', user.email], config)).toContain('no longer an admin');
    expect((await profile(await signIn(user))).isAdmin).toBe(false);
    expect((await api.nada.auth.getUser(user.uid)).customClaims).toEqual({plan: 'pro'});
    const row = await api.nada.db.kysely
      .selectFrom('users')
      .select('is_admin')
      .where('firebase_uid', '=', user.uid)
      .executeTakeFirstOrThrow();
    expect(row.is_admin).toBe(0);
  });

  it('says so when no user has the email', async () => {
    await expect(runCli(['admin', 'grant', 'nobody@example.com'], config)).rejects.toThrow(
      'No Firebase user has the email nobody@example.com',
    );
  });

  it('migrates the database', async () => {
    expect(await runCli(['db', 'migrate'], config)).toBe('The database is up to date.');
  });

  it('backs the SQLite file up, and points PostgreSQL users to pg_dump', async () => {
    const sqlite = testConfig({DATABASE_URL: undefined});
    try {
      const target = join(sqlite.config.dataDir, 'backup.db');
      expect(await runCli(['db', 'backup', target], sqlite.config)).toContain('Backed up');
      expect(existsSync(target)).toBe(true);
    } finally {
      sqlite.cleanup();
    }
    const postgres = {...config, databaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres'};
    await expect(runCli(['db', 'backup', '/tmp/x.db'], postgres)).rejects.toThrow(/pg_dump/);
  });

  it('seeds the sound library by hand, and says when it was seeded before', async () => {
    // Marked finished, so the command has nothing to render (seed.test.ts renders the real set).
    await api.nada.db.kysely
      .insertInto('sound_seeding')
      .values({id: 'starter', lease_owner: null, lease_until: null, finished_at: new Date().toISOString()})
      .onConflict((c) => c.column('id').doNothing())
      .execute();
    try {
      expect(await runCli(['sounds', 'seed'], config)).toContain('seeded before');
    } finally {
      // The PostgreSQL project's test files share one database: seed.test.ts seeds it afresh.
      await api.nada.db.kysely.deleteFrom('sound_seeding').where('id', '=', 'starter').execute();
    }
  });

  it.each([[[]], [['admin', 'grant']], [['db', 'drop']], [['sounds', 'seed', '--all']]])(
    'refuses a bad command line %j',
    async (args) => {
      await expect(runCli(args, config)).rejects.toBeInstanceOf(UsageError);
    },
  );
});

// The command reads no database or API setting (its test says so): the SQLite project runs it once.
if (dialect === 'sqlite')
  describe('nada separate (the real command, without any API configuration)', () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    // Nothing of the API's environment: separating a file must not need it.
    const nada = (...args: string[]) =>
      promisify(execFile)(process.execPath, [...THREAD_SAFE_NODE_FLAGS, cli, 'separate', ...args], {
        env: {PATH: process.env['PATH']},
      }).then(
        ({stdout, stderr}) => ({code: 0, stdout, stderr}),
        (error: {code: number; stdout: string; stderr: string}) => error,
      );
    let folder: string;
    let song: string;
    beforeAll(async () => {
      folder = mkdtempSync(join(tmpdir(), 'nada-cli-'));
      song = join(folder, 'song.mp3');
      await promisify(execFile)('ffmpeg', [
        ...['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
        ...['-f', 'lavfi', '-i', 'anoisesrc=duration=2:amplitude=0.05', '-filter_complex'],
        ...['[0][1]amix=inputs=2,aformat=channel_layouts=stereo', '-y', song],
      ]);
    });
    afterAll(() => rmSync(folder, {recursive: true, force: true}));

    it('writes each stem as long as the input, with progress on stderr', {timeout: 60_000}, async () => {
      const out = join(folder, 'out');
      const result = await nada(song, '-o', out, '--format', 'wav', '--stems', '4');
      expect(result.code).toBe(0);
      expect(result.stderr).toMatch(/^separate \d+%$/m);
      const length = audioLength(await decodeAudio(song));
      for (const stem of ['vocals', 'drums', 'bass', 'other']) {
        expect(result.stdout).toContain(join(out, `${stem}.wav`));
        expect(audioLength(await decodeAudio(join(out, `${stem}.wav`)))).toBe(length);
      }
    });

    it('exits non-zero with a clear error for bad input', {timeout: 60_000}, async () => {
      const missing = await nada(join(folder, 'missing.mp3'), '-o', join(folder, 'x'));
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('AUDIO_NOT_FOUND');
      const badEngine = await nada(song, '-o', join(folder, 'x'), '--engine', 'magic');
      expect(badEngine.code).toBe(1);
      expect(badEngine.stderr).toContain('ENGINE_UNKNOWN');
      const badOption = await nada(song, '-o', join(folder, 'x'), '--tempo', '3');
      expect(badOption.code).toBe(2);
      expect(badOption.stderr).toContain('--tempo must be a number from 0.5 to 2');
      expect(existsSync(join(folder, 'x'))).toBe(false);
    });
  });

// Issue 41: `node_modules/.bin/nada` on a system Node 20 died of "node: bad option:
// --no-memory-protection-keys". The SQLite project runs these once: they read no database.
if (dialect === 'sqlite')
  describe('the nada launcher (bin/nada.mjs, what npm links as nada)', () => {
    const launcher = fileURLToPath(new URL('../bin/nada.mjs', import.meta.url));
    /** Runs the launcher with `args`, on this Node claiming to be `version` when one is given. */
    const launch = (args: string[], version?: string) =>
      promisify(execFile)(
        process.execPath,
        [
          // What an older Node reports, set before the launcher reads it.
          ...(version
            ? [
                '--import',
                `data:text/javascript,Object.defineProperty(process.versions,'node',{value:'${version}'})`,
              ]
            : []),
          launcher,
          ...args,
        ],
        {env: {PATH: process.env['PATH']}},
      ).then(
        ({stdout, stderr}) => ({code: 0, stdout, stderr}),
        (error: {code: number; stdout: string; stderr: string}) => error,
      );

    it('runs the command on Node 24 with the flags job threads need', async () => {
      const help = await launch(['--help']);
      expect(help).toMatchObject({code: 0, stderr: ''});
      expect(help.stdout).toBe(`${usage}\n`);
      const unknown = await launch(['db', 'drop']);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('Unknown command: nada db drop');
      const text = readFileSync(launcher, 'utf8');
      for (const flag of THREAD_SAFE_NODE_FLAGS) expect(text).toContain(`'${flag}'`);
    });

    it.each(['20.19.5', '22.22.0', '23.11.1'])(
      'names the Node it needs on Node %s, and runs nothing',
      async (version) => {
        const old = await launch(['--help'], version);
        expect(old.code).toBe(1);
        expect(old.stdout).toBe('');
        expect(old.stderr).toBe(
          `nada needs Node 24 or later, and this is Node ${version}. From the repository, \`./run nada …\` runs it ` +
            "with the project's Node 24 (installed into .node/ on first use); or put Node 24 first on PATH.\n",
        );
      },
    );
  });
