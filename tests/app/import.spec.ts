import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect as baseExpect, test, type Page, type TestInfo} from '@playwright/test';
import {createAccount, english, indonesian, password, signIn, uniqueEmail} from './emulator';
import {e2eFixturePort} from './serverEnv.mjs';
import {journeyRunsIn} from './journeys';

// The probe runs yt-dlp and ffprobe on a busy two-core machine.
const expect = baseExpect.configure({timeout: 60_000});
// An import job downloads and separates on the embedded job queue of the app under test.
const jobTimeout = 150_000;

const locales = [
  {
    locale: 'id',
    prefix: '',
    labels: indonesian,
    field: 'Tautan video',
    check: 'Cek tautan',
    paste: 'Tempel',
    continue: 'Lanjut',
    notALink: 'Sepertinya ini bukan tautan.',
    refused: 'Tautan ini tidak bisa dipakai.',
    option: 'Pilih hasil',
    minusOne: 'Minus one',
    audioOnly: 'Audio saja (MP3)',
    key: 'Nada dasar',
    keyDrop: 'Turunkan satu semiton',
    make: 'Buat sekarang',
    stage: 'Mengunduh audio',
    play: 'Dengarkan hasilnya',
    downloadMinusOne: 'Unduh Minus one',
    download: 'Unduh',
    openHistory: 'Buka riwayat',
    history: 'Riwayat',
    done: 'Selesai',
    summary: 'minus one · -2 semiton · tempo 100% · MP3',
  },
  {
    locale: 'en',
    prefix: '/en',
    labels: english,
    field: 'Link to a video',
    check: 'Check link',
    paste: 'Paste',
    continue: 'Continue',
    notALink: 'This does not look like a link.',
    refused: 'This link cannot be used.',
    option: 'Choose what to make',
    minusOne: 'Minus one',
    audioOnly: 'Audio only (MP3)',
    key: 'Key',
    keyDrop: 'Lower by a semitone',
    make: 'Make it',
    stage: 'Downloading the audio',
    play: 'Listen to the result',
    downloadMinusOne: 'Download Minus one',
    download: 'Download',
    openHistory: 'Open history',
    history: 'History',
    done: 'Done',
    summary: 'minus one · -2 semitones · tempo 100% · MP3',
  },
] as const;

const fixturePort = e2eFixturePort();
const origin = `http://127.0.0.1:${fixturePort}`;
const title = 'Latihan Karaoke Nada';

/** A three-second video (a test pattern and a 440 Hz tone) and a poster, made with ffmpeg. */
function makeMedia(): {video: Buffer; poster: Buffer} {
  const folder = mkdtempSync(join(tmpdir(), 'nada-e2e-import-'));
  try {
    const make = (name: string, args: string[]) => {
      execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, join(folder, name)]);
      return readFileSync(join(folder, name));
    };
    return {
      video: make('clip.mp4', [
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=160x90:rate=10:duration=3',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=440:duration=3',
        '-c:v',
        'libx264',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-shortest',
        '-movflags',
        '+faststart',
      ]),
      poster: make('poster.png', ['-f', 'lavfi', '-i', 'color=c=orange:s=320x180', '-frames:v', '1']),
    };
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}

let site: Server;
// Paths the fixture site was asked for, in order.
const requested: string[] = [];

// One fixture site on the port the server admits (serverEnv.mjs), so the tests share one worker.
test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  const {video, poster} = makeMedia();
  const pages: Record<string, {type: string; body: Buffer | string}> = {
    '/video.html': {
      type: 'text/html; charset=utf-8',
      body: `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><video controls poster="/poster.png" src="/clip.mp4"></video></body></html>`,
    },
    '/clip.mp4': {type: 'video/mp4', body: video},
    '/poster.png': {type: 'image/png', body: poster},
  };
  site = createServer((request, response) => {
    const path = new URL(request.url ?? '/', origin).pathname;
    requested.push(path);
    const page = pages[path];
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {'content-type': page.type, 'content-length': Buffer.byteLength(page.body)});
    response.end(request.method === 'HEAD' ? undefined : page.body);
  });
  await new Promise<void>((resolve, reject) => {
    site.once('error', reject);
    site.listen(fixturePort, '127.0.0.1', resolve);
  });
});

test.afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

async function signedInAt(page: Page, testInfo: TestInfo, prefix: string, labels: typeof english) {
  const target = `${prefix}/v3/generate_fr_yt`;
  const email = uniqueEmail(testInfo);
  await createAccount(page, email, 'Sari Penyanyi');
  await page.goto(`${prefix}/login?redirect=${encodeURIComponent(target)}`);
  await signIn(page, email, password, labels);
  await expect(page).toHaveURL(new RegExp(`${target}$`));
}

for (const text of locales) {
  test(`${text.locale}: paste a link to a video page and see its card; a private address is refused with the reason`, async ({
    page,
  }, testInfo) => {
    await signedInAt(page, testInfo, text.prefix, text.labels);
    const field = page.getByRole('textbox', {name: text.field});
    const check = page.getByRole('button', {name: text.check});

    // Obviously wrong input is explained before anything is sent.
    await field.fill('bengawan solo');
    await check.click();
    await expect(field).toHaveAccessibleDescription(new RegExp(text.notALink));

    // Paste reads the clipboard, puts the link in the field and checks it at once.
    const before = requested.length;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((link) => navigator.clipboard.writeText(link), `${origin}/video.html`);
    await page.getByRole('button', {name: text.paste, exact: true}).click();
    await expect(field).toHaveValue(`${origin}/video.html`);
    const card = page.getByRole('article', {name: title});
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('data-allowed', 'true');
    await expect(card.locator('time')).toHaveText('0:03');
    await expect(card).toContainText(`127.0.0.1:${fixturePort}`);
    // The thumbnail is Nada's own copy of the poster, never the site's image.
    const thumbnail = card.locator('img');
    await expect(thumbnail).toHaveAttribute('src', /^\/api\/files\/[0-9a-f-]{36}\/content\?/);
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
    expect(requested.slice(before)).toContain('/video.html');

    // A private address never reaches anything: the API refuses it with a reason in the page's language.
    await field.fill('http://127.0.0.1:1/');
    await check.click();
    await expect(page.getByRole('alert')).toContainText(text.refused);
    await expect(card).toHaveCount(0);
    // localhost too, though its name has no dot (issue 42): the server's refusal, not "not a link".
    await field.fill('http://localhost:3000/');
    const probed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/imports/probe') &&
        (response.request().postDataJSON() as {url?: string} | null)?.url === 'http://localhost:3000/',
    );
    await check.click();
    expect((await probed).status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText(text.refused);
    await expect(field).not.toHaveAccessibleDescription(new RegExp(text.notALink));

    // Continue leads to the next step: what to make from the link.
    await field.fill(`${origin}/video.html`);
    await check.click();
    await card.getByRole('button', {name: text.continue}).click();
    await page.waitForURL(
      (url) =>
        url.pathname === `${text.prefix}/v3/generate_fr_yt/option` &&
        url.searchParams.get('url') === `${origin}/video.html`,
    );
    await expect(page.getByRole('heading', {level: 1})).toHaveText(text.option);
  });
}

/** Seconds of audio in a file, as ffprobe reads them. */
function durationOf(path: string): number {
  return Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path])
      .toString()
      .trim(),
  );
}

/** Clicks a download button and answers the saved file's path. */
async function download(page: Page, name: string, testInfo: TestInfo, as: string): Promise<string> {
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', {name, exact: true}).click(),
  ]);
  const path = testInfo.outputPath(as);
  await saved.saveAs(path);
  return path;
}

/** How often the fixture site was asked for the video itself. */
const videoRequests = () => requested.filter((path) => path === '/clip.mp4').length;

for (const text of locales.filter((text) => journeyRunsIn(text, 'id'))) {
  test(`${text.locale}: make the minus one of a link two semitones lower, play and download it, find it in history and home; the same link again reuses the download`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(360_000);
    const link = `${origin}/video.html`;
    await signedInAt(page, testInfo, text.prefix, text.labels);
    await page.getByRole('textbox', {name: text.field}).fill(link);
    await page.getByRole('button', {name: text.check}).click();
    await page.getByRole('article', {name: title}).getByRole('button', {name: text.continue}).click();

    // What to make: the link's card again, the minus one, two semitones lower.
    await expect(page.getByRole('heading', {level: 1})).toHaveText(text.option);
    await expect(page.getByRole('article', {name: title})).toBeVisible();
    await expect(page.getByRole('radio', {name: text.minusOne})).toBeChecked();
    const keyDrop = page.getByRole('button', {name: text.keyDrop});
    await keyDrop.click();
    await keyDrop.click();
    await expect(page.getByRole('slider', {name: text.key})).toHaveAttribute('aria-valuenow', '-2');
    await page.getByRole('button', {name: text.make}).click();

    // The job in the address; its stages show as it runs, then the result.
    await page.waitForURL((url) => url.pathname === `${text.prefix}/v3/generate_fr_yt/preview_file`);
    const jobId = new URL(page.url()).searchParams.get('job') ?? '';
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
    const play = page.getByRole('button', {name: text.play, exact: true});
    // The stages of an import (its list, before the result replaces it).
    await expect(play.or(page.getByText(text.stage, {exact: true})).first()).toBeVisible();
    await expect(play).toBeVisible({timeout: jobTimeout});
    await expect(page.getByRole('heading', {name: title})).toBeVisible();

    // A reload shows the same result.
    await page.reload();
    await expect(play).toBeVisible();
    await play.click();
    const audio = page.locator('audio[data-player-media]');
    await expect(audio).toHaveAttribute('src', /\/api\/files\//);
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
      .toBeGreaterThan(0.5);

    const saved = await download(page, text.downloadMinusOne, testInfo, 'minus-one.mp3');
    expect(statSync(saved).size).toBeGreaterThan(1000);
    expect(Math.abs(durationOf(saved) - 3)).toBeLessThan(0.1);

    // In the history of every kind, named by the video's title, with what was made.
    await page.getByRole('link', {name: text.openHistory}).click();
    await expect(page.getByRole('heading', {name: text.history, level: 1})).toBeVisible();
    const row = page.locator(`[data-job-id="${jobId}"]`);
    await expect(row).toContainText(title);
    await expect(row).toContainText(text.done);
    await expect(row).toContainText(text.summary);

    // The signed-in home opens it on the result page, not the minus one's.
    await page.goto(`${text.prefix}/v3/home`);
    await expect(page.locator(`[data-job-id="${jobId}"] a`)).toHaveAttribute(
      'href',
      `${text.prefix}/v3/generate_fr_yt/preview_file?job=${jobId}`,
    );

    // The same link again, just the audio: made from the download kept the first time.
    await page.goto(`${text.prefix}/v3/generate_fr_yt/option?${new URLSearchParams({url: link})}`);
    await expect(page.getByRole('article', {name: title})).toBeVisible();
    await page.getByRole('radio', {name: text.audioOnly}).click();
    const downloads = videoRequests();
    await page.getByRole('button', {name: text.make}).click();
    await page.waitForURL(
      (url) => url.searchParams.get('job') !== null && url.searchParams.get('job') !== jobId,
    );
    await expect(page.getByRole('button', {name: text.download, exact: true})).toBeVisible({
      timeout: jobTimeout,
    });
    expect(videoRequests()).toBe(downloads);
    const mp3 = await download(page, text.download, testInfo, 'audio.mp3');
    expect(Math.abs(durationOf(mp3) - 3)).toBeLessThan(0.1);
  });
}
