import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {expect as baseExpect, test, type APIRequestContext, type Page, type TestInfo} from '@playwright/test';
import {e2ePort} from './serverEnv.mjs';

// Issue 18: a partner site on another origin embeds a public playlist with <nada-player> and with
// the iframe, plays it and switches its language; the app's own pages refuse to be framed there; a
// private playlist never embeds; a guest plays a shared playlist and sees a public profile.
const expect = baseExpect.configure({timeout: 30_000});
// One partner site (one port) for the file: its tests run in one worker, in order.
test.describe.configure({mode: 'serial'});
const app = `http://127.0.0.1:${e2ePort()}`;
const partnerPort = Number(process.env.NADA_E2E_PARTNER_PORT ?? e2ePort() + 4);
const partner = `http://127.0.0.1:${partnerPort}`;
const emulator = 'http://127.0.0.1:9099';

const locales = [
  {
    locale: 'id',
    other: 'en',
    prefix: '',
    play: 'Putar',
    pause: 'Jeda',
    otherPlay: 'Play',
    playAll: 'Putar semua',
  },
  {
    locale: 'en',
    other: 'id',
    prefix: '/en',
    play: 'Play',
    pause: 'Pause',
    otherPlay: 'Putar',
    playAll: 'Play all',
  },
] as const;
const unavailable = {id: 'Playlist ini tidak tersedia', en: 'This playlist is not available'};

/** The partner site: a page with the given body, on an origin of its own. */
let server: Server;
const pages = new Map<string, string>();
function partnerPage(path: string, body: string): string {
  pages.set(
    path,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head><body>${body}</body></html>`,
  );
  return `${partner}${path}`;
}

interface Fixture {
  ownerId: string;
  shared: string;
  hidden: string;
}
let fixture: Fixture;

/** A 20-second tone, long enough to hear playback move. */
function makeSong(testInfo: TestInfo): Buffer {
  const path = testInfo.outputPath('lagu.mp3');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=20',
    '-b:a',
    '64k',
    path,
  ]);
  return readFileSync(path);
}

/** An owner with a public and a private playlist, each holding one song, made through the API. */
async function makeFixture(request: APIRequestContext, testInfo: TestInfo): Promise<Fixture> {
  const email = `e2e-embed-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@nada.test`;
  const signUp = await request.post(
    `${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      data: {email, password: 'lagu-kita-2026', displayName: 'Sari Penyanyi', returnSecureToken: true},
    },
  );
  expect(signUp.status()).toBe(200);
  const {idToken} = (await signUp.json()) as {idToken: string};
  const auth = {authorization: `Bearer ${idToken}`};
  const me = await request.get(`${app}/api/me`, {headers: auth});
  const ownerId = ((await me.json()) as {id: string}).id;
  const song = makeSong(testInfo);
  const tus = {...auth, 'tus-resumable': '1.0.0'};
  const created = await request.post(`${app}/api/uploads`, {
    headers: {
      ...tus,
      'upload-length': String(song.length),
      'upload-metadata': `filename ${Buffer.from('Lagu Latihan.mp3').toString('base64')}`,
    },
  });
  expect(created.status()).toBe(201);
  const sent = await request.patch(new URL(created.headers().location ?? '', app).href, {
    headers: {...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream'},
    data: song,
  });
  expect(sent.status()).toBe(200);
  const fileId = ((await sent.json()) as {file: {id: string}}).file.id;
  const playlist = async (title: string, visibility: 'public' | 'private') => {
    const made = await request.post(`${app}/api/playlists`, {headers: auth, data: {title, visibility}});
    const id = ((await made.json()) as {id: string}).id;
    const added = await request.post(`${app}/api/playlists/${id}/items`, {headers: auth, data: {fileId}});
    expect(added.status()).toBe(201);
    return id;
  };
  return {
    ownerId,
    shared: await playlist('Lagu Bersama', 'public'),
    hidden: await playlist('Rahasia', 'private'),
  };
}

test.beforeAll(async ({playwright}, testInfo) => {
  server = createServer((req, res) => {
    const html = pages.get(new URL(req.url ?? '/', partner).pathname);
    res.writeHead(html ? 200 : 404, {'content-type': 'text/html; charset=utf-8'}).end(html ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(partnerPort, '127.0.0.1', resolve));
  const request = await playwright.request.newContext();
  fixture = await makeFixture(request, testInfo);
  await request.dispose();
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** The seconds a media element of the page (or frame) has played. */
const played = (page: Page) =>
  page
    .locator('nada-player')
    .evaluate((element) => (element as HTMLElement & {currentTime: number}).currentTime);

for (const {locale, other, prefix, play, pause, otherPlay, playAll} of locales) {
  test.describe(`embedding (${locale})`, () => {
    test('a partner page plays a public playlist with <nada-player>, and switches its language', async ({
      page,
    }) => {
      await page.goto(
        partnerPage(
          `/component-${locale}`,
          `<p>Partner page</p><script src="${app}/embed/player.js" defer></script>` +
            `<nada-player playlist="${fixture.shared}" lang="${locale}"></nada-player>`,
        ),
      );
      const player = page.locator('nada-player');
      await expect(player).toHaveAttribute('data-status', 'ready');
      await expect(player.getByText('Lagu Bersama', {exact: true})).toBeVisible();
      await player.getByRole('button', {name: play, exact: true}).click();
      await expect(player).toHaveAttribute('data-status', 'playing');
      await expect.poll(() => played(page)).toBeGreaterThan(1);
      await expect(player.getByRole('button', {name: pause, exact: true})).toBeVisible();
      await expect(player.getByRole('slider')).toHaveAttribute('aria-valuetext', /\d:\d\d/);
      // No cookie, no storage on the partner's origin or from Nada's.
      expect(await page.context().cookies()).toEqual([]);
      expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);

      await player.getByRole('button', {name: pause, exact: true}).click();
      await expect(player).toHaveAttribute('data-status', 'paused');
      await player.evaluate((element, lang) => element.setAttribute('lang', lang), other);
      await expect(player.getByRole('button', {name: otherPlay, exact: true})).toBeVisible();
    });

    test('a partner page plays a public playlist in the iframe', async ({page}) => {
      await page.goto(
        partnerPage(
          `/iframe-${locale}`,
          `<iframe src="${app}${prefix}/embed/playlist/${fixture.shared}" title="Nada" width="480" height="320"></iframe>`,
        ),
      );
      const frame = page.frameLocator('iframe');
      const player = frame.locator('nada-player');
      await expect(player).toHaveAttribute('data-status', 'ready');
      await expect(player).toHaveAttribute('lang', locale);
      await player.getByRole('button', {name: play, exact: true}).click();
      await expect(player).toHaveAttribute('data-status', 'playing');
      await expect
        .poll(() =>
          player.evaluate((element) => (element as HTMLElement & {currentTime: number}).currentTime),
        )
        .toBeGreaterThan(1);
      expect(await page.context().cookies()).toEqual([]);

      // The other language is the other embed page.
      await page.goto(
        partnerPage(
          `/iframe-${locale}-other`,
          `<iframe src="${app}${other === 'en' ? '/en' : ''}/embed/playlist/${fixture.shared}" title="Nada"></iframe>`,
        ),
      );
      await expect(
        page.frameLocator('iframe').getByRole('button', {name: otherPlay, exact: true}),
      ).toBeVisible();
    });

    test("the app's own pages refuse to be framed by the partner", async ({page}) => {
      const framed = `${app}${prefix}/v3/playlist?id=${fixture.shared}`;
      const direct = await page.request.get(framed);
      expect(direct.headers()['x-frame-options']).toBe('DENY');
      expect(direct.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      const blocked = page.waitForEvent('console', (message) =>
        /frame-ancestors|Refused to display/.test(message.text()),
      );
      await page.goto(partnerPage(`/frame-app-${locale}`, `<iframe src="${framed}" title="Nada"></iframe>`));
      await blocked;
      const child = page.frames().find((frame) => frame !== page.mainFrame());
      // Chromium replaces a refused frame with its error page: nothing of the app is in it.
      await expect.poll(() => child?.url()).toMatch(/^chrome-error:/);
      expect(await child?.locator('nada-player, .layout-default').count()).toBe(0);
    });

    test('a private playlist embeds neither way', async ({page}) => {
      const embedPage = await page.request.get(`${app}${prefix}/embed/playlist/${fixture.hidden}`);
      expect(embedPage.status()).toBe(404);
      expect(await embedPage.text()).toContain(unavailable[locale]);
      await page.goto(
        partnerPage(
          `/private-${locale}`,
          `<script src="${app}/embed/player.js" defer></script>` +
            `<nada-player playlist="${fixture.hidden}" lang="${locale}"></nada-player>` +
            `<iframe src="${app}${prefix}/embed/playlist/${fixture.hidden}" title="Nada"></iframe>`,
        ),
      );
      const player = page.locator('nada-player');
      await expect(player).toHaveAttribute('data-status', 'unavailable');
      await expect(player.getByRole('alert')).toContainText(unavailable[locale]);
      await expect(player.getByRole('button')).toHaveCount(0);
      await expect(page.frameLocator('iframe').getByRole('alert')).toContainText(unavailable[locale]);
    });

    test('a guest plays a shared playlist from its link and sees the public profile', async ({page}) => {
      const link = `${app}${prefix}/v3/playlist?id=${fixture.shared}`;
      await page.goto(link);
      await expect(page).toHaveURL(link);
      await expect(page.getByRole('heading', {name: 'Lagu Bersama'})).toBeVisible();
      const oembed = await page
        .locator('link[rel="alternate"][type="application/json+oembed"]')
        .getAttribute('href');
      const answer = await page.request.get(oembed ?? '');
      expect(((await answer.json()) as {html: string}).html).toContain(
        `${prefix}/embed/playlist/${fixture.shared}`,
      );

      // The page reaches a guest without React (issue 44): the embeddable player plays at its foot.
      await page.getByRole('button', {name: playAll}).click();
      await expect.poll(() => played(page)).toBeGreaterThan(1);

      await page.goto(`${app}${prefix}/v3/profile/${fixture.ownerId}`);
      await expect(page.getByRole('heading', {name: 'Sari Penyanyi'})).toBeVisible();
      const list = page.getByRole('list', {name: locale === 'id' ? 'Playlist publik' : 'Public playlists'});
      await expect(list.getByRole('link', {name: 'Lagu Bersama'})).toBeVisible();
      await expect(list.getByText('Rahasia')).toHaveCount(0);
      await list.getByRole('button', {name: `${play} Lagu Bersama`}).click();
      await expect(page.locator('nada-player')).toHaveAttribute('data-status', 'playing');

      // The private playlist's link shows nothing of it to a guest.
      await page.goto(`${app}${prefix}/v3/playlist?id=${fixture.hidden}`);
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page.getByText('Rahasia')).toHaveCount(0);
    });
  });
}
