import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {runCli, UsageError} from '../cli.ts';
import type {Config} from '../config.ts';
import {createApi} from '../server.ts';
import type {Api} from '../server.ts';
import {makeAudioFixtures} from '../testing/audioFixtures.ts';
import {signUp} from '../testing/emulatorUsers.ts';
import {dialect, testApi, testConfig} from '../testing/testApi.ts';
import {tusClient} from '../testing/tusClient.ts';
import {JobRegistry} from '../jobs/registry.ts';
import {hashJobKind} from '../jobs/testing/hashJob.ts';
import {uniqueKind, waitForJob} from '../jobs/testing/jobTestKit.ts';
import type {TestUser} from '../jobs/testing/jobTestKit.ts';
import {MANIFEST_FILE} from './backup.ts';

const closers: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const TABLES = ['users', 'files', 'jobs', 'playlists', 'playlist_items'] as const;

/** Every row of the tables a restore must bring back, in a stable order, and every stored file's bytes. */
async function snapshot(api: Api, config: Config) {
  const rows: Record<string, unknown[]> = {};
  for (const table of TABLES)
    rows[table] = await api.nada.db.kysely.selectFrom(table).selectAll().orderBy('id').execute();
  const directory = config.storage.driver === 'local' ? config.storage.directory : '';
  const bytes = Object.fromEntries(
    (rows.files as Array<{storage_key: string}>).map((file) => [
      file.storage_key,
      readFileSync(join(directory, file.storage_key)).toString('base64'),
    ]),
  );
  return {rows, bytes};
}

function newFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'nada-backup-test-'));
  closers.push(() => rmSync(folder, {recursive: true, force: true}));
  return folder;
}

if (dialect === 'sqlite') {
  describe('nada backup and nada restore (embedded default)', () => {
    // The source machine's data, made through the API as a user would (in a hook: ffmpeg and the
    // first job take a while on a busy machine).
    let source: Awaited<ReturnType<typeof testApi>>;
    let headers: {authorization: string};
    let audio: ReturnType<typeof makeAudioFixtures>;
    let ids: {fileId: string; playlistId: string; jobId: string};
    let registry: JobRegistry;
    beforeAll(async () => {
      audio = makeAudioFixtures();
      const kind = uniqueKind();
      registry = new JobRegistry().registerJobKind(hashJobKind(kind));
      source = await testApi({}, {jobs: {registry, pollMs: 100}});
      const {idToken} = await signUp('Penyanyi');
      headers = {authorization: `Bearer ${idToken}`};
      const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
        source.api.inject({method, url, headers, ...(payload ? {payload} : {})});
      const upload = await tusClient(source.api, idToken).upload(audio.mp3, 'Bengawan Solo.mp3');
      expect(upload.statusCode).toBe(200);
      const fileId = (upload.json() as {file: {id: string}}).file.id;
      const playlist = await call('POST', '/api/playlists', {title: 'Latihan Minggu'});
      expect(playlist.statusCode).toBe(201);
      const playlistId = (playlist.json() as {id: string}).id;
      expect((await call('POST', `/api/playlists/${playlistId}/items`, {fileId})).statusCode).toBe(201);
      // A finished job with its result file.
      const job = await call('POST', '/api/jobs', {kind, params: {rounds: 2_000}});
      expect(job.statusCode).toBe(202);
      const jobId = (job.json() as {id: string}).id;
      const user: TestUser = {id: '', headers};
      await waitForJob(source.api, user, jobId, (view) => view.status === 'succeeded');
      ids = {fileId, playlistId, jobId};
    });
    let sourceClosed = false;
    afterAll(async () => {
      if (!sourceClosed) await source.close();
    });

    it('brings back users, files with their bytes, jobs and playlists on a fresh machine', async () => {
      const {fileId, playlistId, jobId} = ids;
      const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
        source.api.inject({method, url, headers, ...(payload ? {payload} : {})});
      expect((await call('GET', `/api/playlists/${playlistId}`)).statusCode).toBe(200);
      const before = await snapshot(source.api, source.config);
      expect(before.rows.files).toHaveLength(2);
      expect(before.rows.playlist_items).toHaveLength(1);
      expect(before.rows.jobs).toHaveLength(1);

      const folder = join(newFolder(), 'backup');
      // Taken while the API is open, as an operator would with the server running.
      const report = await runCli(['backup', folder], source.config);
      // The user and the sound library's own account (migration 0012).
      expect(report).toMatch(/^Backed up 2 users, 2 files \(2 stored, \d+ bytes\), 1 jobs and 1 playlists/);
      expect(existsSync(join(folder, MANIFEST_FILE))).toBe(true);
      // A second backup into the same folder would silently mix two: refused.
      await expect(runCli(['backup', folder], source.config)).rejects.toThrow(/already exists/);
      // The old machine is gone: only the backup folder remains.
      sourceClosed = true;
      await source.close();

      const target = testConfig();
      closers.push(target.cleanup);
      expect(await runCli(['restore', folder], target.config)).toMatch(
        /^Restored the backup of .* \(2 users, 2 files, 1 jobs, 1 playlists\)/,
      );
      // The same code (and job kinds) on the new machine.
      const restored = await createApi(target.config, {jobs: {registry}});
      closers.push(() => restored.close());
      expect(await snapshot(restored, target.config)).toEqual(before);
      // The restored API serves them: the playlist with its available item, the file's bytes.
      const list = await restored.inject({url: `/api/playlists/${playlistId}`, headers});
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({title: 'Latihan Minggu', items: [{fileId, available: true}]});
      // Signed with the restored file URL secret, as a link handed out before the backup would be.
      const signed = await restored.inject({
        method: 'POST',
        url: `/api/files/${fileId}/url`,
        headers,
        payload: {},
      });
      expect(signed.statusCode).toBe(200);
      const content = await restored.inject({url: (signed.json() as {url: string}).url});
      expect(content.statusCode).toBe(200);
      expect(content.rawPayload.equals(audio.mp3)).toBe(true);
      const restoredJob = await restored.inject({url: `/api/jobs/${jobId}`, headers});
      expect(restoredJob.json()).toMatchObject({id: jobId, status: 'succeeded'});
    });

    it('refuses to restore over data unless told to, and then keeps the old data aside', async () => {
      const source = testConfig();
      closers.push(source.cleanup);
      const folder = join(newFolder(), 'backup');
      await runCli(['backup', folder], source.config);
      const target = testConfig();
      closers.push(target.cleanup);
      // A data folder with a database in it: an operator's live data.
      await runCli(['db', 'migrate'], target.config);
      await expect(runCli(['restore', folder], target.config)).rejects.toThrow(
        /already holds data.*--replace/,
      );
      const report = await runCli(['restore', folder, '--replace'], target.config);
      const aside = /the data that was there is in (\S+)\.$/.exec(report)?.[1] ?? '';
      expect(existsSync(join(aside, 'nada.db'))).toBe(true);
    });

    it('refuses a folder that is not a backup, and a damaged one', async () => {
      const target = testConfig();
      closers.push(target.cleanup);
      const empty = newFolder();
      await expect(runCli(['restore', empty], target.config)).rejects.toThrow(/is not a Nada backup/);
      await expect(runCli(['restore'], target.config)).rejects.toThrow(UsageError);
      await expect(runCli(['backup', empty, '--replace'], target.config)).rejects.toThrow(
        /does not take --replace/,
      );

      const source = testConfig();
      closers.push(source.cleanup);
      const folder = join(newFolder(), 'backup');
      await runCli(['backup', folder], source.config);
      const manifest = JSON.parse(readFileSync(join(folder, MANIFEST_FILE), 'utf8')) as {files: object[]};
      manifest.files.push({path: 'users/nobody/lost', bytes: 10});
      writeFileSync(join(folder, MANIFEST_FILE), JSON.stringify(manifest));
      await expect(runCli(['restore', folder], target.config)).rejects.toThrow(
        /is damaged: files\/users\/nobody\/lost/,
      );
      expect(existsSync(join(target.config.dataDir, 'nada.db'))).toBe(false);
    });
  });
} else {
  describe('nada backup and nada restore (distributed set-up)', () => {
    it('points to pg_dump and bucket versioning instead', async () => {
      const {config, cleanup} = testConfig();
      closers.push(cleanup);
      await expect(runCli(['backup', join(newFolder(), 'b')], config)).rejects.toThrow(
        /DATABASE_URL is set.*pg_dump/,
      );
      await expect(runCli(['restore', newFolder()], config)).rejects.toThrow(/DATABASE_URL is set.*pg_dump/);
    });
  });
}
