import {createHash, randomUUID} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {readdir, stat} from 'node:fs/promises';
import {request as httpRequest} from 'node:http';
import type {AddressInfo} from 'node:net';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Config} from '../config.ts';
import {PLANS} from '../plans/plans.ts';
import type {Api} from '../server.ts';
import {makeAudioFixtures} from '../testing/audioFixtures.ts';
import type {AudioFixtures} from '../testing/audioFixtures.ts';
import {signUp} from '../testing/emulatorUsers.ts';
import {dialect, storageDriver, testApi} from '../testing/testApi.ts';
import {tusClient} from '../testing/tusClient.ts';
import {insertFile} from './store.ts';

let api: Api;
let config: Config;
let close: () => Promise<void>;
let audio: AudioFixtures;
beforeAll(async () => {
  audio = makeAudioFixtures();
  // A small limit, so "over the limit" needs no 50 MB fixture.
  ({api, config, close} = await testApi({UPLOAD_MAX_BYTES: String(200 * 1024)}));
});
afterAll(() => close());

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A signed-up user with their token, local id and a tus client. */
async function newUser() {
  const {idToken} = await signUp();
  const me = await api.inject({url: '/api/me', headers: {authorization: `Bearer ${idToken}`}});
  return {token: idToken, id: String(me.json().id), tus: tusClient(api, idToken)};
}

/** What a user has left anywhere: file rows, stored objects, staged uploads. */
/** Waits (up to 20 s) until the staged file of the upload at `location` holds some bytes. */
async function stagedBytes(location: string): Promise<void> {
  const file = join(config.dataDir, 'uploads', location.split('/').at(-1) ?? '');
  for (let attempt = 0; attempt < 200; attempt++) {
    const size = await stat(file).then(
      (info) => info.size,
      () => 0,
    );
    if (size > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function leftovers(userId: string) {
  const rows = await api.nada.db.kysely
    .selectFrom('files')
    .select('id')
    .where('owner_id', '=', userId)
    .execute();
  const staged = (await readdir(join(config.dataDir, 'uploads')).catch(() => [])).filter((name) =>
    name.startsWith(userId),
  );
  return {rows: rows.length, stored: (await api.nada.storage.list(`users/${userId}/`)).length, staged};
}

describe(`resumable uploads (${dialect}, ${storageDriver} storage)`, () => {
  it('turns a completed upload into a file, typed from its content', async () => {
    const user = await newUser();
    const created = await user.tus.create(audio.mp3.length, 'Lagu Indonesia — Bengawan Solo.mp3');
    expect(created.statusCode).toBe(201);
    expect(created.headers['tus-resumable']).toBe('1.0.0');
    const location = String(created.headers.location);
    expect(location).toMatch(new RegExp(`^/api/uploads/${user.id}_[0-9a-f]{32}$`));

    const done = await user.tus.patch(location, 0, audio.mp3);
    expect(done.statusCode).toBe(200);
    expect(done.headers['upload-offset']).toBe(String(audio.mp3.length));
    const {file} = done.json();
    expect(file).toEqual({
      id: expect.any(String),
      name: 'Lagu Indonesia — Bengawan Solo.mp3',
      contentType: 'audio/mpeg',
      sizeBytes: audio.mp3.length,
      sha256: sha256(audio.mp3),
      durationSeconds: expect.closeTo(2, 0),
      codec: 'mp3',
      channels: 1,
      sampleRateHz: 44100,
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(Date.parse(file.expiresAt) - Date.parse(file.createdAt)).toBe(7 * 86_400_000);
    expect(await leftovers(user.id)).toEqual({rows: 1, stored: 1, staged: []});
  });

  it('keeps the length that really decodes, not the one a FLAC header claims', async () => {
    const user = await newUser();
    const response = await user.tus.create(audio.lyingFlac.length, 'claims-10-s.flac', audio.lyingFlac);
    expect(response.statusCode).toBe(200);
    expect(response.json().file).toMatchObject({codec: 'flac', durationSeconds: expect.closeTo(120, 0)});
    const row = await api.nada.db.kysely
      .selectFrom('files')
      .select('duration_seconds')
      .where('owner_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.duration_seconds).toBeCloseTo(120, 0);
  });

  it('accepts the whole file in the creating request (creation-with-upload)', async () => {
    const user = await newUser();
    const response = await user.tus.create(audio.wav.length, 'sine.wav', audio.wav);
    expect(response.statusCode).toBe(200);
    expect(response.json().file).toMatchObject({
      contentType: 'audio/wav',
      codec: 'pcm_s16le',
      sampleRateHz: 22050,
      sha256: sha256(audio.wav),
    });
  });

  it('uses the content, not the name the client gave, and keeps a safe name', async () => {
    const user = await newUser();
    const response = await user.tus.upload(audio.wav, '../../etc/\u202Egnp.wav\u0000 ');
    expect(response.json().file).toMatchObject({name: 'gnp.wav', contentType: 'audio/wav'});
  });

  it('resumes an upload whose connection dropped halfway', async () => {
    const user = await newUser();
    const created = await user.tus.create(audio.mp3.length);
    const location = String(created.headers.location);
    const half = Math.floor(audio.mp3.length / 2);

    // A real socket, cut after half the body, as a mobile network would.
    await api.listen({port: 0, host: '127.0.0.1'});
    const {port} = api.server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      const request = httpRequest({
        port,
        host: '127.0.0.1',
        method: 'PATCH',
        path: location,
        headers: {
          authorization: `Bearer ${user.token}`,
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(audio.mp3.length),
        },
      });
      request.on('error', () => resolve());
      // Cut once the server has staged some of the bytes: a fixed pause was too short on a busy
      // machine, where the cut then came before anything arrived and there was nothing to resume.
      request.write(
        audio.mp3.subarray(0, half),
        () => void stagedBytes(location).then(() => request.destroy()),
      );
    });

    // The server keeps what arrived; HEAD tells how much, once the aborted write has settled.
    let offset = 0;
    for (let attempt = 0; attempt < 50 && offset === 0; attempt++) {
      const head = await user.tus.head(location);
      expect(head.statusCode).toBe(200);
      expect(head.headers['upload-length']).toBe(String(audio.mp3.length));
      offset = Number(head.headers['upload-offset']);
      if (offset === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);

    const done = await user.tus.patch(location, offset, audio.mp3.subarray(offset));
    expect(done.statusCode).toBe(200);
    expect(done.json().file.sha256).toBe(sha256(audio.mp3));
    expect(await leftovers(user.id)).toEqual({rows: 1, stored: 1, staged: []});
  }, 60_000);

  it('resumes after a chunk sent on its own, and refuses a wrong offset', async () => {
    const user = await newUser();
    const location = String((await user.tus.create(audio.mp3.length)).headers.location);
    const half = Math.floor(audio.mp3.length / 2);
    expect((await user.tus.patch(location, 0, audio.mp3.subarray(0, half))).statusCode).toBe(204);
    expect((await user.tus.head(location)).headers['upload-offset']).toBe(String(half));

    const wrong = await user.tus.patch(location, 0, audio.mp3.subarray(0, 10));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.code).toBe('UPLOAD_OFFSET_MISMATCH');

    const done = await user.tus.patch(location, half, audio.mp3.subarray(half));
    expect(done.json().file.sha256).toBe(sha256(audio.mp3));
  });

  it.each([
    ['a text file renamed .mp3', 'text', 415, 'FILE_NOT_AUDIO'],
    ['a truncated mp3', 'truncatedMp3', 422, 'FILE_UNREADABLE'],
  ] as const)('refuses %s with its own code and keeps nothing', async (_name, fixture, status, code) => {
    const user = await newUser();
    const response = await user.tus.upload(audio[fixture], 'lagu.mp3');
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect(await leftovers(user.id)).toEqual({rows: 0, stored: 0, staged: []});
  });

  it("refuses an upload past the plan's storage quota with STORAGE_QUOTA_EXCEEDED, at creation or at the end", async () => {
    const quota = PLANS.free.storageQuotaBytes;
    /** A file row (no content needed) that leaves `room` bytes of the quota. */
    const keep = (userId: string, room: number) =>
      insertFile(api.nada.db.kysely, {
        id: randomUUID(),
        owner_id: userId,
        storage_key: `users/${userId}/${randomUUID()}`,
        original_name: 'kept.wav',
        content_type: 'audio/wav',
        size_bytes: quota - room,
        sha256: sha256(Buffer.alloc(0)),
        created_at: new Date().toISOString(),
        expires_at: null,
        duration_seconds: 1,
        codec: 'pcm_s16le',
        channels: 1,
        sample_rate_hz: 22050,
      });

    const full = await newUser();
    await keep(full.id, audio.mp3.length - 1);
    const refused = await full.tus.create(audio.mp3.length, 'one-too-many.mp3', audio.mp3);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(await leftovers(full.id)).toEqual({rows: 1, stored: 0, staged: []});

    // Room at creation, none left when the last byte arrives (another upload finished meanwhile).
    const racing = await newUser();
    const created = await racing.tus.create(audio.mp3.length, 'late.mp3');
    expect(created.statusCode).toBe(201);
    await keep(racing.id, audio.mp3.length - 1);
    const finished = await racing.tus.patch(String(created.headers.location), 0, audio.mp3);
    expect(finished.statusCode).toBe(413);
    expect(finished.json().error.code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(await leftovers(racing.id)).toEqual({rows: 1, stored: 0, staged: []});

    // Exactly the room left is fine.
    const fits = await newUser();
    await keep(fits.id, audio.mp3.length);
    expect((await fits.tus.create(audio.mp3.length, 'fits.mp3', audio.mp3)).statusCode).toBe(200);
  });

  it('refuses an empty file at creation with FILE_EMPTY', async () => {
    const user = await newUser();
    const response = await user.tus.create(0);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('FILE_EMPTY');
    expect(response.headers.location).toBeUndefined();
    expect(await leftovers(user.id)).toEqual({rows: 0, stored: 0, staged: []});
  });

  it('refuses an upload over the plan limit at creation with FILE_TOO_LARGE', async () => {
    const user = await newUser();
    const response = await user.tus.create(200 * 1024 + 1);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'The file is larger than your plan allows (0.2 MB).',
    });
    expect(await leftovers(user.id)).toEqual({rows: 0, stored: 0, staged: []});
  });

  it('needs Upload-Length', async () => {
    const user = await newUser();
    const response = await user.tus.create(null);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('UPLOAD_LENGTH_REQUIRED');
  });

  // Issue 41: the README said 400; tus (and a tus client) answer 413 for a body past the declared size.
  it('refuses more bytes than Upload-Length with 413 UPLOAD_INVALID, as packages/api/README.md says', async () => {
    const user = await newUser();
    const expected = {
      code: 'UPLOAD_INVALID',
      message: 'More bytes arrived than Upload-Length declared; send exactly that many.',
    };
    const location = String((await user.tus.create(100)).headers.location);
    const over = await user.tus.patch(location, 0, audio.mp3.subarray(0, 101));
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toEqual(expected);
    const inOne = await user.tus.create(100, 'lagu.mp3', audio.mp3.subarray(0, 101));
    expect(inOne.statusCode).toBe(413);
    expect(inOne.json().error).toEqual(expected);
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain('413 when more bytes arrive than `Upload-Length` declared');
  });

  it('lets the owner abandon an unfinished upload', async () => {
    const user = await newUser();
    const location = String((await user.tus.create(audio.mp3.length)).headers.location);
    await user.tus.patch(location, 0, audio.mp3.subarray(0, 100));
    expect((await user.tus.terminate(location)).statusCode).toBe(204);
    const head = await user.tus.head(location);
    expect(head.statusCode).toBe(404);
    expect(await leftovers(user.id)).toEqual({rows: 0, stored: 0, staged: []});
  });

  it("answers 404 for another user's upload on every route, and leaves it alone", async () => {
    const owner = await newUser();
    const other = await newUser();
    const location = String((await owner.tus.create(audio.mp3.length)).headers.location);
    await owner.tus.patch(location, 0, audio.mp3.subarray(0, 100));
    // HEAD answers carry no body, only the status.
    expect((await other.tus.head(location)).statusCode).toBe(404);
    for (const response of [
      await other.tus.patch(location, 100, audio.mp3.subarray(100)),
      await other.tus.terminate(location),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('UPLOAD_NOT_FOUND');
    }
    expect((await owner.tus.head(location)).headers['upload-offset']).toBe('100');
  });

  it('answers 401 to anonymous requests on every route', async () => {
    const owner = await newUser();
    const location = String((await owner.tus.create(audio.mp3.length)).headers.location);
    const anonymous = tusClient(api, undefined);
    expect((await anonymous.head(location)).statusCode).toBe(401);
    for (const response of [
      await anonymous.create(audio.mp3.length),
      await anonymous.patch(location, 0, audio.mp3),
      await anonymous.terminate(location),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });
});
