import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {expect as baseExpect, test, type APIRequestContext, type Page, type TestInfo} from '@playwright/test';
import {createAccount, english, idTokenOf, indonesian, password, signIn, uniqueEmail} from './emulator';

// Issue 44: the pages a guest reaches from a shared link, a public profile and a shared playlist,
// come as server HTML without React (`hydrate: false`): the guest reads everything on them, plays
// their songs in the embeddable player the first press loads, and an action that needs an account
// is a link to sign in that brings them back.
const expect = baseExpect.configure({timeout: 30_000});
// One owner, with a public generated track and a public playlist, for the file's tests.
test.describe.configure({mode: 'serial'});

const locales = [
  {
    locale: 'id',
    prefix: '',
    tracks: 'Lagu publik',
    playlists: 'Playlist publik',
    play: (title: string) => `Putar ${title}`,
    pause: 'Jeda',
    signIn: 'Masuk',
    labels: indonesian,
  },
  {
    locale: 'en',
    prefix: '/en',
    tracks: 'Public songs',
    playlists: 'Public playlists',
    play: (title: string) => `Play ${title}`,
    pause: 'Pause',
    signIn: 'Sign in',
    labels: english,
  },
] as const;

interface Fixture {
  ownerId: string;
  playlistId: string;
}
let fixture: Fixture;
const TRACK = 'Pop Santai';
const SONG = 'Lagu Latihan';
const PLAYLIST = 'Lagu Bersama';

/** A 20-second tone, long enough to hear playback move. */
function makeSong(testInfo: TestInfo): Buffer {
  const path = testInfo.outputPath('lagu.mp3');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=20', path]);
  return readFileSync(path);
}

/**
 * An owner, through the API: a generated track made public, and a public playlist holding an
 * uploaded song.
 */
async function makeFixture(page: Page, testInfo: TestInfo): Promise<Fixture> {
  const request: APIRequestContext = page.request;
  const email = uniqueEmail(testInfo);
  await createAccount(page, email, 'Sari Penyanyi');
  const auth = {authorization: `Bearer ${await idTokenOf(request, email)}`};
  const ownerId = ((await (await request.get('/api/me', {headers: auth})).json()) as {id: string}).id;

  const job = await request.post('/api/jobs', {
    headers: auth,
    data: {kind: 'generate', inputFileIds: [], params: {prompt: 'lagu pop santai', durationSeconds: 15}},
  });
  expect(job.status()).toBe(202);
  const jobId = ((await job.json()) as {id: string}).id;

  const song = makeSong(testInfo);
  const tus = {...auth, 'tus-resumable': '1.0.0'};
  const created = await request.post('/api/uploads', {
    headers: {
      ...tus,
      'upload-length': String(song.length),
      'upload-metadata': `filename ${Buffer.from(`${SONG}.mp3`).toString('base64')}`,
    },
  });
  expect(created.status()).toBe(201);
  const sent = await request.patch(created.headers().location ?? '', {
    headers: {...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream'},
    data: song,
  });
  expect(sent.status()).toBe(200);
  const fileId = ((await sent.json()) as {file: {id: string}}).file.id;
  const made = await request.post('/api/playlists', {
    headers: auth,
    data: {title: PLAYLIST, visibility: 'public'},
  });
  const playlistId = ((await made.json()) as {id: string}).id;
  const added = await request.post(`/api/playlists/${playlistId}/items`, {headers: auth, data: {fileId}});
  expect(added.status()).toBe(201);

  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/jobs/${jobId}`, {headers: auth})).json()) as {status: string})
          .status,
      {timeout: 150_000},
    )
    .toBe('succeeded');
  // A generated track's id is its job's.
  const shared = await request.patch(`/api/tracks/${jobId}`, {
    headers: auth,
    data: {title: TRACK, visibility: 'public'},
  });
  expect(shared.status()).toBe(200);
  return {ownerId, playlistId};
}

test.beforeAll(async ({browser}, testInfo) => {
  test.setTimeout(240_000);
  const page = await browser.newPage();
  fixture = await makeFixture(page, testInfo);
  await page.close();
});

/** The scripts the page requests from here on, by path. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Holds the page to the static pages' script and the player the first press loaded: no React. */
async function expectNoReact(page: Page, scripts: string[]): Promise<void> {
  expect(scripts.filter((path) => path.startsWith('/assets/'))).toEqual([
    expect.stringMatching(/^\/assets\/static-page-[\w-]+\.js$/),
  ]);
  expect(scripts.filter((path) => !path.startsWith('/assets/'))).toEqual(['/embed/player.js']);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
}

/** The seconds the page's player has played. */
const played = (page: Page) =>
  page
    .locator('nada-player')
    .evaluate((element) => (element as HTMLElement & {currentTime: number}).currentTime);

for (const text of locales) {
  test(`${text.locale}: a guest reads a public profile and plays its track and its playlist without React`, async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await page.goto(`${text.prefix}/v3/profile/${fixture.ownerId}`);
    await expect(page.getByRole('heading', {name: 'Sari Penyanyi'})).toBeVisible();
    const tracks = page.getByRole('list', {name: text.tracks});
    await expect(tracks.getByRole('heading', {name: TRACK})).toBeVisible();
    const playlists = page.getByRole('list', {name: text.playlists});
    await expect(playlists.getByRole('link', {name: PLAYLIST})).toBeVisible();
    // Nothing of the player before the first press.
    expect(scripts.some((path) => path.startsWith('/embed/'))).toBe(false);

    await tracks.getByRole('button', {name: text.play(TRACK)}).click();
    const player = page.locator('nada-player');
    await expect(player).toHaveAttribute('data-status', 'playing');
    await expect.poll(() => played(page)).toBeGreaterThan(0.5);
    await expect(player.getByRole('button', {name: text.pause})).toBeVisible();
    await expect(player.locator('.current')).toHaveText(TRACK);

    // The playlist's button plays the playlist in the same player.
    await playlists.getByRole('button', {name: text.play(PLAYLIST)}).click();
    await expect(player.locator('.current')).toHaveText(SONG);
    await expect(player).toHaveAttribute('data-status', 'playing');
    await expect(page.locator('nada-player')).toHaveCount(1);
    await expectNoReact(page, scripts);
  });

  test(`${text.locale}: a guest reads a shared playlist, plays a song without React, and signs in from it and back`, async ({
    page,
  }, testInfo) => {
    const scripts = watchScripts(page);
    const link = `${text.prefix}/v3/playlist?id=${fixture.playlistId}`;
    await page.goto(link);
    await expect(page.getByRole('heading', {name: PLAYLIST, level: 1})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Sari Penyanyi'})).toBeVisible();
    await expect(page.getByText(SONG)).toBeVisible();

    await page.getByRole('button', {name: text.play(SONG)}).click();
    const player = page.locator('nada-player');
    await expect(player).toHaveAttribute('data-status', 'playing');
    await expect.poll(() => played(page)).toBeGreaterThan(0.5);
    await expect(player.getByRole('button', {name: text.pause})).toBeVisible();
    await expectNoReact(page, scripts);

    // Making playlists needs an account: the link signs in and comes back here, now with React.
    const email = uniqueEmail(testInfo);
    await createAccount(page, email, 'Budi');
    await page.locator('[data-read-only]').getByRole('link', {name: text.signIn, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${text.prefix}/login\\?`));
    await signIn(page, email, password, text.labels);
    await expect(page).toHaveURL(link);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('heading', {name: PLAYLIST, level: 1})).toBeVisible();
  });
}

test('a guest without a shared id is sent to sign in by the server, and a private playlist shows nothing', async ({
  page,
}) => {
  await page.goto('/en/v3/playlist');
  await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  const missing = await page.goto('/v3/playlist?id=00000000-0000-4000-8000-000000000000');
  expect(missing?.status()).toBe(200);
  await expect(page.getByRole('alert')).toBeVisible();
});
