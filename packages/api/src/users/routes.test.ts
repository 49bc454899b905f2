import {execFileSync} from 'node:child_process';
import {randomUUID} from 'node:crypto';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Readable} from 'node:stream';
import {sql} from 'kysely';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {insertFile} from '../files/store.ts';
import {JobRegistry} from '../jobs/registry.ts';
import {hashJobKind} from '../jobs/testing/hashJob.ts';
import {uniqueKind, waitForJob} from '../jobs/testing/jobTestKit.ts';
import type {Api} from '../server.ts';
import {newFileKey} from '../storage/storage.ts';
import {sweepOnce} from '../sweeper/sweeper.ts';
import {decodeJwt, signUp, unsignedJwt} from '../testing/emulatorUsers.ts';
import {dialect, testApi} from '../testing/testApi.ts';
import {tusClient} from '../testing/tusClient.ts';
import type {Config} from '../config.ts';

interface Member {
  id: string;
  uid: string;
  token: string;
  headers: {authorization: string};
}

let api: Api;
let config: Config;
let close: () => Promise<void>;
let kind: string;
let images: {png: Buffer; jpeg: Buffer; truncatedPng: Buffer};

/** A real 320x200 PNG and 200x320 JPEG made with ffmpeg, and a PNG cut short. */
function makeImages() {
  const folder = mkdtempSync(join(tmpdir(), 'nada-photo-'));
  try {
    const make = (name: string, size: string) => {
      const path = join(folder, name);
      execFileSync('ffmpeg', [
        '-v',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        `testsrc=size=${size}`,
        '-frames:v',
        '1',
        path,
      ]);
      return readFileSync(path);
    };
    const png = make('wide.png', '320x200');
    return {png, jpeg: make('tall.jpg', '200x320'), truncatedPng: png.subarray(0, 80)};
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}

/** Width, height and codec of an image, read by ffprobe. */
function probeImage(bytes: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'nada-photo-'));
  try {
    const path = join(folder, 'image');
    writeFileSync(path, bytes);
    return execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_name,width,height',
      '-of',
      'csv=p=0',
      path,
    ])
      .toString()
      .trim();
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}

async function member(): Promise<Member> {
  const user = await signUp('  Original Name ');
  const headers = {authorization: `Bearer ${user.idToken}`};
  const me = await api.inject({url: '/api/me', headers});
  expect(me.statusCode).toBe(200);
  return {id: String(me.json().id), uid: user.uid, token: user.idToken, headers};
}

const patch = (user: Member, payload: object) =>
  api.inject({method: 'PATCH', url: '/api/me', headers: user.headers, payload});

const putPhoto = (user: Member, body: Buffer, contentType = 'image/png') =>
  api.inject({
    method: 'PUT',
    url: '/api/me/photo',
    headers: {...user.headers, 'content-type': contentType},
    payload: body,
  });

const stored = (user: Member) => api.nada.storage.list(`users/${user.id}/`);

/** Rows that name the user, in every table that has an owner or user column (found in the catalogue). */
async function rowsOf(userId: string): Promise<Record<string, number>> {
  const db = api.nada.db.kysely;
  const columns =
    dialect === 'postgres'
      ? (
          await sql<{table: string; column: string}>`
            select table_name as "table", column_name as "column" from information_schema.columns
            where table_schema = current_schema()`.execute(db)
        ).rows
      : (
          await sql<{table: string; column: string}>`
            select m.name as "table", p.name as "column" from sqlite_master m, pragma_table_info(m.name) p
            where m.type = 'table'`.execute(db)
        ).rows;
  const counts: Record<string, number> = {};
  for (const {table, column} of columns) {
    if (!['owner_id', 'user_id'].includes(column) && !(table === 'users' && column === 'id')) continue;
    const {rows} = await sql<{count: number | string}>`
      select count(*) as count from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(db);
    counts[`${table}.${column}`] = Number(rows[0]?.count);
  }
  const jobEvents = await db
    .selectFrom('job_events')
    .innerJoin('jobs', 'jobs.id', 'job_events.job_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('jobs.owner_id', '=', userId)
    .executeTakeFirstOrThrow();
  counts['job_events'] = Number(jobEvents.count);
  return counts;
}

beforeAll(async () => {
  images = makeImages();
  kind = uniqueKind();
  const registry = new JobRegistry().registerJobKind(hashJobKind(kind));
  ({api, config, close} = await testApi({}, {jobs: {registry, pollMs: 100, shutdownGraceMs: 0}}));
  await api.ready();
});
afterAll(() => close());

describe(`profile (${dialect})`, () => {
  it('answers the profile with phone number, photo URL and creation time', async () => {
    const user = await member();
    const me = (await api.inject({url: '/api/me', headers: user.headers})).json();
    expect(me).toEqual({
      id: user.id,
      uid: user.uid,
      email: expect.stringContaining('@example.com'),
      displayName: 'Original Name',
      phoneNumber: null,
      photoURL: null,
      locale: 'id',
      theme: 'system',
      isAdmin: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('starts a new account in the language its first request asks for, Indonesian otherwise', async () => {
    const english = await signUp('English Member');
    const authorization = `Bearer ${english.idToken}`;
    const first = await api.inject({
      url: '/api/me',
      headers: {authorization, 'accept-language': 'en-US,en;q=0.9,id;q=0.5'},
    });
    expect(first.json()).toMatchObject({locale: 'en'});
    // Only the first sight decides: the profile's language changes by PATCH, not by a header.
    const later = await api.inject({url: '/api/me', headers: {authorization, 'accept-language': 'id'}});
    expect(later.json()).toMatchObject({locale: 'en'});
    const other = await signUp('Other Member');
    const french = await api.inject({
      url: '/api/me',
      headers: {authorization: `Bearer ${other.idToken}`, 'accept-language': 'fr-FR,de;q=0.8'},
    });
    expect(french.json()).toMatchObject({locale: 'id'});
  });

  it('changes name, phone, language and theme, and mirrors name and phone into Firebase', async () => {
    const user = await member();
    const response = await patch(user, {
      displayName: '  Sari Dewi  ',
      phoneNumber: '+6281234567890',
      locale: 'en',
      theme: 'dark',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      displayName: 'Sari Dewi',
      phoneNumber: '+6281234567890',
      locale: 'en',
      theme: 'dark',
    });
    const firebase = await api.nada.auth.getUser(user.uid);
    expect(firebase.displayName).toBe('Sari Dewi');
    expect(firebase.phoneNumber).toBe('+6281234567890');
    // Theme alone touches only the local row; null removes the number everywhere.
    expect((await patch(user, {theme: 'light'})).json()).toMatchObject({theme: 'light', locale: 'en'});
    expect((await patch(user, {phoneNumber: null})).json()).toMatchObject({phoneNumber: null});
    expect((await api.nada.auth.getUser(user.uid)).phoneNumber).toBeUndefined();
    expect((await api.inject({url: '/api/me', headers: user.headers})).json()).toMatchObject({
      displayName: 'Sari Dewi',
      phoneNumber: null,
      theme: 'light',
    });
  });

  // Issue 41: a name with NUL or a right-to-left override reached the public profile as typed.
  it('drops control and bidi-override characters from a name, keeping every script and emoji', async () => {
    const user = await member();
    const typed = '\u202ESari\u0000 Dewi\u200F 🎤 محمد 👨‍👩‍👧';
    const response = await patch(user, {displayName: typed});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({displayName: 'Sari Dewi 🎤 محمد 👨‍👩‍👧'});
    expect((await api.nada.auth.getUser(user.uid)).displayName).toBe('Sari Dewi 🎤 محمد 👨‍👩‍👧');
  });

  it('refuses bad input with VALIDATION_FAILED, naming the field, and changes nothing', async () => {
    const user = await member();
    const cases: Array<[object, string]> = [
      [{displayName: '   '}, 'displayName'],
      [{displayName: '\u202E\u0000\u200F'}, 'displayName'],
      [{displayName: 'x'.repeat(81)}, 'displayName'],
      [{phoneNumber: '081234567890'}, 'phoneNumber'],
      [{phoneNumber: '+62 812 3456'}, 'phoneNumber'],
      [{locale: 'fr'}, 'locale'],
      [{theme: 'sepia'}, 'theme'],
    ];
    for (const [payload, field] of cases) {
      const response = await patch(user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(response.json().error.fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    const unknown = await patch(user, {photoURL: 'https://example.com/me.png'});
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION_FAILED');
    expect((await api.inject({url: '/api/me', headers: user.headers})).json()).toMatchObject({
      displayName: 'Original Name',
      locale: 'id',
      theme: 'system',
    });
  });

  it('answers 409 PHONE_NUMBER_TAKEN for a number another account has', async () => {
    const [first, second] = [await member(), await member()];
    const number = `+62812${String(Date.now()).slice(-7)}`;
    expect((await patch(first, {phoneNumber: number})).statusCode).toBe(200);
    const taken = await patch(second, {phoneNumber: number, displayName: 'Second'});
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('PHONE_NUMBER_TAKEN');
    expect((await api.inject({url: '/api/me', headers: second.headers})).json()).toMatchObject({
      displayName: 'Original Name',
      phoneNumber: null,
    });
    // A number Firebase alone knows (a phone sign-in that never reached the API) is refused too,
    // and the local change is undone.
    const outside = `+62813${String(Date.now()).slice(-7)}`;
    await api.nada.auth.createUser({phoneNumber: outside});
    const refused = await patch(second, {phoneNumber: outside});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('PHONE_NUMBER_TAKEN');
    expect((await api.inject({url: '/api/me', headers: second.headers})).json().phoneNumber).toBeNull();
  });
});

describe(`profile photo (${dialect})`, () => {
  it('crops and scales an upload to a 512x512 WebP, serves it publicly and replaces the previous one', async () => {
    const user = await member();
    const response = await putPhoto(user, images.png);
    expect(response.statusCode).toBe(200);
    const photoURL = String(response.json().photoURL);
    expect(photoURL).toMatch(new RegExp(`^/api/users/${user.id}/photo\\?v=[0-9a-f]{12}$`));
    expect(await stored(user)).toHaveLength(1);

    const photo = await api.inject({url: photoURL});
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('public, max-age=86400');
    expect(probeImage(photo.rawPayload)).toBe('webp,512,512');
    const etag = String(photo.headers.etag);
    const again = await api.inject({url: photoURL, headers: {'if-none-match': etag}});
    expect(again.statusCode).toBe(304);
    const unversioned = await api.inject({url: `/api/users/${user.id}/photo`});
    expect(unversioned.headers['cache-control']).toBe('public, no-cache');

    const replaced = await putPhoto(user, images.jpeg, 'image/jpeg');
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().photoURL).not.toBe(photoURL);
    expect(await stored(user)).toHaveLength(1);
    expect((await api.inject({url: String(replaced.json().photoURL)})).headers.etag).not.toBe(etag);
    expect((await api.inject({url: '/api/me', headers: user.headers})).json().photoURL).toBe(
      replaced.json().photoURL,
    );

    const removed = await api.inject({method: 'DELETE', url: '/api/me/photo', headers: user.headers});
    expect(removed.statusCode).toBe(204);
    expect(await stored(user)).toEqual([]);
    expect((await api.inject({url: '/api/me', headers: user.headers})).json().photoURL).toBeNull();
    const gone = await api.inject({url: `/api/users/${user.id}/photo`});
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('PHOTO_NOT_FOUND');
    // Removing no photo is not an error.
    expect(
      (await api.inject({method: 'DELETE', url: '/api/me/photo', headers: user.headers})).statusCode,
    ).toBe(204);
  });

  it('refuses what is not an image, an image that does not decode and an oversized body, storing nothing', async () => {
    const user = await member();
    const text = Buffer.from('Ini bukan foto. This is not a photo.\n'.repeat(10));
    const renamed = await putPhoto(user, text, 'image/png');
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.code).toBe('PHOTO_NOT_IMAGE');

    const damaged = await putPhoto(user, images.truncatedPng);
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json().error.code).toBe('PHOTO_UNREADABLE');

    const large = await putPhoto(user, Buffer.concat([images.png, Buffer.alloc(5 * 1024 * 1024)]));
    expect(large.statusCode).toBe(413);
    expect(large.json().error.code).toBe('PHOTO_TOO_LARGE');

    // Another declared type is not read as image bytes at all.
    const wrongType = await putPhoto(user, images.png, 'text/plain');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error.code).toBe('PHOTO_NOT_IMAGE');
    const unknownType = await putPhoto(user, images.png, 'application/octet-stream');
    expect(unknownType.statusCode).toBe(415);
    expect(unknownType.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const json = await api.inject({
      method: 'PUT',
      url: '/api/me/photo',
      headers: user.headers,
      payload: {photo: 'data'},
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('PHOTO_NOT_IMAGE');

    expect(await stored(user)).toEqual([]);
    expect((await api.inject({url: '/api/me', headers: user.headers})).json().photoURL).toBeNull();
  });
});

describe(`public profile (${dialect})`, () => {
  it('answers name, photo and membership date to anyone, never email or phone', async () => {
    const user = await member();
    await patch(user, {displayName: 'Budi', phoneNumber: `+62814${String(Date.now()).slice(-7)}`});
    await putPhoto(user, images.png);
    const response = await api.inject({url: `/api/users/${user.id}`});
    expect(response.statusCode).toBe(200);
    const me = (await api.inject({url: '/api/me', headers: user.headers})).json();
    expect(response.json()).toEqual({
      id: user.id,
      displayName: 'Budi',
      photoURL: me.photoURL,
      memberSince: me.createdAt,
    });
  });

  it('answers 404 USER_NOT_FOUND for unknown and malformed ids', async () => {
    for (const id of [randomUUID(), 'not-a-user', "1' or '1'='1", 'A'.repeat(100)]) {
      for (const url of [
        `/api/users/${encodeURIComponent(id)}`,
        `/api/users/${encodeURIComponent(id)}/photo`,
      ]) {
        const response = await api.inject({url});
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error.code, url).toBe('USER_NOT_FOUND');
      }
    }
  });
});

describe(`account deletion (${dialect})`, () => {
  /** A token like the user's own but from a sign-in `secondsAgo` ago (the emulator accepts unsigned tokens). */
  async function tokenSignedInAgo(user: Member, secondsAgo: number): Promise<string> {
    const {payload} = decodeJwt(user.token);
    const now = Math.floor(Date.now() / 1000);
    // Revocation checks compare auth_time with the account's validSince: move that back too.
    await fetch(
      `http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/projects/demo-nada/accounts:update`,
      {
        method: 'POST',
        headers: {'content-type': 'application/json', authorization: 'Bearer owner'},
        body: JSON.stringify({localId: user.uid, validSince: String(now - secondsAgo - 60)}),
      },
    );
    return unsignedJwt({...payload, auth_time: now - secondsAgo, iat: now, exp: now + 3600});
  }

  it('refuses a sign-in older than five minutes with REAUTHENTICATION_REQUIRED and deletes nothing', async () => {
    const user = await member();
    const stale = await tokenSignedInAgo(user, 6 * 60);
    const headers = {authorization: `Bearer ${stale}`};
    expect((await api.inject({url: '/api/me', headers})).statusCode).toBe(200);
    const response = await api.inject({method: 'DELETE', url: '/api/me', headers});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('REAUTHENTICATION_REQUIRED');
    expect((await rowsOf(user.id))['users.id']).toBe(1);
    expect((await api.nada.auth.getUser(user.uid)).uid).toBe(user.uid);
  });

  it('deletes every row, stored object, upload in progress and the Firebase user, then refuses the old token', async () => {
    const [user, bystander] = [await member(), await member()];
    await patch(user, {phoneNumber: `+62815${String(Date.now()).slice(-7)}`});
    expect((await putPhoto(user, images.png)).statusCode).toBe(200);
    const key = newFileKey(user.id);
    const content = await api.nada.storage.put(key, Readable.from([Buffer.from('an upload')]));
    const song = await insertFile(api.nada.db.kysely, {
      id: randomUUID(),
      owner_id: user.id,
      storage_key: key,
      original_name: 'song.mp3',
      content_type: 'audio/mpeg',
      size_bytes: content.size,
      sha256: content.sha256,
      created_at: new Date().toISOString(),
      expires_at: null,
    });
    const playlist = await api.inject({
      method: 'POST',
      url: '/api/playlists',
      headers: user.headers,
      payload: {title: 'Latihan', visibility: 'public'},
    });
    const item = await api.inject({
      method: 'POST',
      url: `/api/playlists/${playlist.json().id}/items`,
      headers: user.headers,
      payload: {fileId: song.id},
    });
    expect(item.statusCode).toBe(201);
    const submit = (rounds: number) =>
      api.inject({
        method: 'POST',
        url: '/api/jobs',
        headers: user.headers,
        payload: {kind, params: {rounds, creditSeconds: 10}},
      });
    // One job finishes (a result file and a charge), one runs and one waits when the account goes.
    const done = (await submit(1000)).json();
    await waitForJob(api, {id: user.id, headers: user.headers}, done.id, (job) => job.status === 'succeeded');
    const running = (await submit(500_000_000)).json();
    await waitForJob(
      api,
      {id: user.id, headers: user.headers},
      running.id,
      (job) => job.status === 'running',
    );
    expect((await submit(1000)).statusCode).toBe(202);
    const upload = await tusClient(api, user.token).create(100);
    expect(upload.statusCode).toBe(201);
    const staging = join(config.dataDir, 'uploads');
    const staged = () => readdirSync(staging).filter((name) => name.startsWith(`${user.id}_`));
    expect(staged().length).toBeGreaterThan(0);
    const before = await rowsOf(user.id);
    for (const table of [
      'users.id',
      'files.owner_id',
      'jobs.owner_id',
      'credit_ledger.user_id',
      'playlists.owner_id',
      'playlist_items.owner_id',
      'job_events',
    ])
      expect(before[table], table).toBeGreaterThan(0);
    const bystanderBefore = await rowsOf(bystander.id);

    const response = await api.inject({method: 'DELETE', url: '/api/me', headers: user.headers});
    expect(response.statusCode).toBe(204);

    expect(
      Object.values(await rowsOf(user.id)).every((count) => count === 0),
      JSON.stringify(await rowsOf(user.id)),
    ).toBe(true);
    expect(await stored(user)).toEqual([]);
    expect(staged()).toEqual([]);
    await expect(api.nada.auth.getUser(user.uid)).rejects.toMatchObject({code: 'auth/user-not-found'});
    // The ID token is still within its hour, but its user is gone: refused, and no row comes back.
    const later = await api.inject({url: '/api/me', headers: user.headers});
    expect(later.statusCode).toBe(401);
    expect(later.json().error.code).toBe('TOKEN_INVALID');
    expect((await rowsOf(user.id))['users.id']).toBe(0);
    expect((await api.inject({url: `/api/users/${user.id}`})).statusCode).toBe(404);
    expect((await api.inject({url: `/api/users/${user.id}/photo`})).statusCode).toBe(404);
    expect((await api.inject({url: `/api/playlists/${playlist.json().id}`})).statusCode).toBe(404);
    // Nobody else lost anything.
    expect(await rowsOf(bystander.id)).toEqual(bystanderBefore);
    expect((await api.inject({url: '/api/me', headers: bystander.headers})).statusCode).toBe(200);
  });

  it('continues a deletion cut short: the marked account is refused elsewhere, and DELETE finishes it', async () => {
    const user = await member();
    await putPhoto(user, images.jpeg, 'image/jpeg');
    await api.nada.db.kysely
      .updateTable('users')
      .set({deleted_at: new Date().toISOString()})
      .where('id', '=', user.id)
      .execute();
    const refused = await api.inject({url: '/api/me', headers: user.headers});
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('USER_DISABLED');
    expect((await api.inject({url: `/api/users/${user.id}`})).statusCode).toBe(404);
    const response = await api.inject({method: 'DELETE', url: '/api/me', headers: user.headers});
    expect(response.statusCode).toBe(204);
    expect((await rowsOf(user.id))['users.id']).toBe(0);
    expect(await stored(user)).toEqual([]);
  });

  it('lets the sweeper finish a deletion cut short after its Firebase user was gone', async () => {
    const user = await member();
    await putPhoto(user, images.png);
    await api.nada.auth.deleteUser(user.uid);
    const markedAt = (minutesAgo: number) =>
      api.nada.db.kysely
        .updateTable('users')
        .set({deleted_at: new Date(Date.now() - minutesAgo * 60_000).toISOString()})
        .where('id', '=', user.id)
        .execute();
    const sweep = () =>
      sweepOnce({
        db: api.nada.db,
        storage: api.nada.storage,
        jobEventRetentionDays: 7,
        accounts: {auth: api.nada.auth, jobs: api.nada.jobs, stagingDir: join(config.dataDir, 'uploads')},
      });
    // A deletion still within its grace is its request's to finish.
    await markedAt(5);
    expect((await sweep())?.accounts).toBe(0);
    expect((await rowsOf(user.id))['users.id']).toBe(1);
    await markedAt(2 * 60);
    expect((await sweep())?.accounts).toBe(1);
    expect(Object.values(await rowsOf(user.id)).every((count) => count === 0)).toBe(true);
    expect(await stored(user)).toEqual([]);
  });
});
