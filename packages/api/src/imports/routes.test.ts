import {chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {request} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {newUser} from '../jobs/testing/jobTestKit.ts';
import type {TestUser} from '../jobs/testing/jobTestKit.ts';
import {PLANS} from '../plans/plans.ts';
import type {Api} from '../server.ts';
import {testApi} from '../testing/testApi.ts';
import type {ImportProbeView} from './schema.ts';
import {html, makeFixtureMedia, startFixtureSite} from './testing/fixtureSite.ts';
import type {FixtureSite} from './testing/fixtureSite.ts';

let api: Api;
let close: () => Promise<void>;
let site: FixtureSite;
// Never admitted: every address form of it must be refused before a byte reaches it.
let inside: FixtureSite;
let user: TestUser;

beforeAll(async () => {
  const media = makeFixtureMedia();
  inside = await startFixtureSite({'/secret.mp3': {type: 'audio/mpeg', body: media.song}});
  const secret = `http://127.0.0.1:${inside.port}/secret.mp3`;
  site = await startFixtureSite({
    '/song.html': {
      body: html(
        'Lagu Uji',
        '<video controls poster="/poster.png"><source src="/song.mp3" type="audio/mpeg"></video>',
      ),
    },
    '/song.mp3': {type: 'audio/mpeg', body: media.song},
    '/poster.png': {type: 'image/png', body: media.poster},
    '/long.html': {body: html('Panjang', '<audio controls src="/long.mp3"></audio>')},
    '/long.mp3': {type: 'audio/mpeg', body: media.long},
    '/two.html': {body: html('Dua Lagu', '<audio src="/song.mp3"></audio><audio src="/long.mp3"></audio>')},
    '/nothing.html': {body: html('Tanpa media', '<p>Nothing to play here.</p>')},
    '/broken.html': {status: 500, body: 'down'},
    '/inside-media.html': {body: html('Media di dalam', `<audio src="${secret}"></audio>`)},
    '/inside-poster.html': {
      body: html(
        'Poster di dalam',
        `<video poster="http://127.0.0.1:${inside.port}/p.png" src="/song.mp3"></video>`,
      ),
    },
    '/to-inside': {status: 302, location: secret},
    '/to-metadata': {status: 302, location: 'http://169.254.169.254/latest/meta-data/'},
  });
  ({api, close} = await testApi({IMPORT_TEST_ALLOW_HOST: `127.0.0.1:${site.port}`}));
  user = await newUser(api);
}, 60_000);

afterAll(async () => {
  await close();
  await site.close();
  await inside.close();
});

async function probe(url: string, headers: Record<string, string> = user.headers) {
  const response = await api.inject({method: 'POST', url: '/api/imports/probe', headers, payload: {url}});
  return {
    status: response.statusCode,
    body: response.json() as ImportProbeView & {error: {code: string; message: string}},
  };
}

describe('POST /api/imports/probe', () => {
  it('answers 401 without a signed-in user, and starts nothing', async () => {
    const before = site.connections;
    const {status, body} = await probe(`${site.origin}/song.html`, {});
    expect(status).toBe(401);
    expect(body.error.code).toBe('UNAUTHENTICATED');
    expect(site.connections).toBe(before);
  });

  it('describes a page with a media file, with its length, and stores the thumbnail as a file of ours', async () => {
    const {status, body} = await probe(`${site.origin}/song.html`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      url: `${site.origin}/song.html`,
      extractor: 'HTML5MediaEmbed',
      isLive: false,
      playlist: null,
      maxDurationSeconds: PLANS.free.maxSongSeconds,
      allowed: true,
      reason: null,
    });
    expect(body.title).toContain('Lagu Uji');
    expect(body.durationSeconds).toBeGreaterThan(1.9);
    expect(body.durationSeconds).toBeLessThan(2.2);
    expect(body.thumbnail?.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/content\?/);
    const image = await api.inject({url: body.thumbnail?.url ?? ''});
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect([...image.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const file = await api.inject({url: `/api/files/${body.thumbnail?.fileId}`, headers: user.headers});
    expect(file.statusCode).toBe(200);
    // Probing the same link again answers the thumbnail already stored.
    const again = await probe(`${site.origin}/song.html`);
    expect(again.body.thumbnail?.fileId).toBe(body.thumbnail?.fileId);
  });

  it('says a source over the plan is too long', async () => {
    const {status, body} = await probe(`${site.origin}/long.html`);
    expect(status).toBe(200);
    expect(body.durationSeconds).toBeGreaterThan(PLANS.free.maxSongSeconds);
    expect(body).toMatchObject({allowed: false, reason: 'TOO_LONG', thumbnail: null});
  });

  it('describes the first item of a playlist and refuses it as a playlist', async () => {
    const {status, body} = await probe(`${site.origin}/two.html`);
    expect(status).toBe(200);
    expect(body).toMatchObject({allowed: false, reason: 'PLAYLIST', playlist: {title: 'Dua Lagu'}});
    expect(body.durationSeconds).toBeLessThan(3);
  });

  it.each([
    ['/nothing.html', 422, 'IMPORT_UNSUPPORTED'],
    ['/missing.html', 422, 'IMPORT_UNAVAILABLE'],
    ['/broken.html', 502, 'IMPORT_NETWORK_FAILED'],
  ])('maps yt-dlp failing on %s to %s %s', async (path, status, code) => {
    const answer = await probe(`${site.origin}${path}`);
    expect(answer.status).toBe(status);
    expect(answer.body.error.code).toBe(code);
  });

  it.each([
    `http://127.0.0.1:PORT/secret.mp3`,
    `http://127.1:PORT/secret.mp3`,
    `http://2130706433:PORT/secret.mp3`,
    `http://0x7f000001:PORT/secret.mp3`,
    `http://0177.0.0.1:PORT/secret.mp3`,
    `http://[::ffff:127.0.0.1]:PORT/secret.mp3`,
    `http://localhost:PORT/secret.mp3`,
    // Issue 42: what a user typed into the import field.
    'http://localhost:3000/',
    `http://user:pass@127.0.0.1:SITE/song.html`,
    `ftp://127.0.0.1:PORT/secret.mp3`,
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://[::1]/',
    'http://100.64.0.1/',
  ])('refuses %s with URL_NOT_ALLOWED, never reaching the inside', async (template) => {
    const url = template.replace('PORT', String(inside.port)).replace('SITE', String(site.port));
    const {status, body} = await probe(url);
    expect(status).toBe(400);
    expect(body.error.code).toBe('URL_NOT_ALLOWED');
    expect(inside.connections).toBe(0);
  });

  it.each(['/to-inside', '/to-metadata', '/inside-media.html'])(
    'refuses %s, whose redirect or media leads inside',
    async (path) => {
      const {status, body} = await probe(`${site.origin}${path}`);
      expect(status).toBe(400);
      expect(body.error.code).toBe('URL_NOT_ALLOWED');
      expect(inside.connections).toBe(0);
    },
  );

  it('leaves out a thumbnail that leads inside, and never fetches it', async () => {
    const {status, body} = await probe(`${site.origin}/inside-poster.html`);
    expect(status).toBe(200);
    expect(body.thumbnail).toBeNull();
    expect(body.allowed).toBe(true);
    expect(inside.connections).toBe(0);
  });

  it('validates the body', async () => {
    const response = await api.inject({
      method: 'POST',
      url: '/api/imports/probe',
      headers: user.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as {error: {code: string}}).error.code).toBe('VALIDATION_FAILED');
  });
});

/** Resolves once `check` holds, checking every 20 ms (a condition, not a duration). */
async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a probe whose client goes away', () => {
  it('kills yt-dlp', async () => {
    // A yt-dlp that says where it runs and never answers, so only the client leaving can end it.
    const folder = mkdtempSync(join(tmpdir(), 'nada-ytdlp-'));
    const pidFile = join(folder, 'pid');
    const fake = join(folder, 'yt-dlp');
    writeFileSync(fake, `#!/bin/sh\necho $$ > ${pidFile}\nexec sleep 600\n`);
    chmodSync(fake, 0o755);
    const listening = await testApi({YTDLP_PATH: fake, IMPORT_TEST_ALLOW_HOST: `127.0.0.1:${site.port}`});
    try {
      const prober = await newUser(listening.api);
      await listening.api.listen({port: 0, host: '127.0.0.1'});
      const {port} = listening.api.server.address() as AddressInfo;
      const body = JSON.stringify({url: `${site.origin}/song.html`});
      const req = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/imports/probe',
        headers: {
          ...prober.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      });
      req.on('error', () => undefined);
      req.end(body);
      await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() !== '', 'yt-dlp started');
      const pid = Number(readFileSync(pidFile, 'utf8'));
      expect(running(pid)).toBe(true);
      req.destroy();
      await until(() => !running(pid), 'yt-dlp was killed');
    } finally {
      await listening.close();
      rmSync(folder, {recursive: true, force: true});
    }
  });
});
