import {execFileSync} from 'node:child_process';
import {readFileSync, statSync, writeFileSync} from 'node:fs';
import {expect as baseExpect, test, type Page, type TestInfo} from '@playwright/test';
import {createAccount, english, indonesian, password, signIn, uniqueEmail} from './emulator';
import {journeyRunsIn} from './journeys';

// Each separation runs on the embedded job queue of the app under test, on a busy two-core machine.
const expect = baseExpect.configure({timeout: 30_000});
const jobTimeout = 150_000;

const locales = [
  {
    locale: 'id',
    prefix: '',
    labels: indonesian,
    process: 'Proses',
    ready: 'Minus one kamu sudah jadi',
    play: 'Dengarkan hasilnya',
    versions: 'Versi',
    original: 'Asli',
    minusOne: 'Minus one',
    download: (stem: string) => `Unduh ${stem}`,
    stems: ['Vokal', 'Minus one'],
    history: 'Riwayat minus one',
    done: 'Selesai',
    delete: 'Hapus',
    more: 'Lainnya',
    deleted: 'sudah dihapus',
    notAudio: 'Berkas ini bukan audio.',
    limits: (megabytes: number, minutes: number) =>
      `hingga ${megabytes} MB dan lagu berdurasi hingga ${minutes} menit`,
    tooLarge: (megabytes: number) => `Ukuran berkas melebihi ${megabytes} MB`,
    openHistory: 'Buka riwayat',
    nowPlaying: 'Sedang diputar',
    credits: /Terpakai 1,5 menit; sisa 28,5 menit bulan ini/,
  },
  {
    locale: 'en',
    prefix: '/en',
    labels: english,
    process: 'Process',
    ready: 'Your minus one is ready',
    play: 'Listen to the result',
    versions: 'Version',
    original: 'Original',
    minusOne: 'Minus one',
    download: (stem: string) => `Download ${stem}`,
    stems: ['Vocals', 'Minus one'],
    history: 'Minus one history',
    done: 'Done',
    delete: 'Delete',
    more: 'More',
    deleted: 'has been deleted',
    notAudio: 'This file is not audio.',
    limits: (megabytes: number, minutes: number) =>
      `files up to ${megabytes} MB and songs up to ${minutes} minutes long`,
    tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB`,
    openHistory: 'Open history',
    nowPlaying: 'Now playing',
    credits: /Used 1\.5 minutes; 28\.5 minutes left this month/,
  },
] as const;

const sampleRate = 44100;

/**
 * A short stereo song made with ffmpeg: a 440 Hz "voice" in the centre, a 220 Hz tone on the left
 * and a 330 Hz tone on the right.
 */
function makeSong(testInfo: TestInfo, name: string, seconds = 6): string {
  const path = testInfo.outputPath(name);
  const voice = '0.3*sin(2*PI*440*t)';
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=${voice}+0.25*sin(2*PI*220*t)|${voice}+0.25*sin(2*PI*330*t):s=${sampleRate}:d=${seconds}`,
    '-b:a',
    '192k',
    path,
  ]);
  return path;
}

/** The length of an audio file in seconds, by ffprobe. */
function durationOf(path: string): number {
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,duration',
    '-of',
    'json',
    path,
  ]).toString();
  const {streams} = JSON.parse(out) as {streams: {codec_type: string; duration?: string}[]};
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  if (!audio?.duration) throw new Error(`${path} has no audio stream`);
  return Number(audio.duration);
}

/** The file decoded to mono 32-bit float samples at 44.1 kHz by ffmpeg. */
function samplesOf(path: string): Float32Array {
  const raw = execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', path, '-ac', '1', '-ar', String(sampleRate), '-f', 'f32le', '-'],
    {maxBuffer: 256 * 1024 * 1024},
  );
  return new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
}

/** The power of one frequency in the middle second of a signal (Goertzel). */
function powerAt(samples: Float32Array, frequency: number): number {
  const start = Math.max(0, Math.floor(samples.length / 2 - sampleRate / 2));
  const end = Math.min(samples.length, start + sampleRate);
  const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / sampleRate);
  let previous = 0;
  let beforePrevious = 0;
  for (let index = start; index < end; index += 1) {
    const next = (samples[index] ?? 0) + coefficient * previous - beforePrevious;
    beforePrevious = previous;
    previous = next;
  }
  return previous * previous + beforePrevious * beforePrevious - coefficient * previous * beforePrevious;
}

/** The strongest frequency among `candidates` (Hz) in the files added up. */
function strongestOf(paths: readonly string[], candidates: number[]): number {
  const signals = paths.map(samplesOf);
  const samples = new Float32Array(Math.max(...signals.map((signal) => signal.length)));
  for (const signal of signals)
    signal.forEach((value, index) => (samples[index] = (samples[index] ?? 0) + value));
  return candidates.reduce((best, frequency) =>
    powerAt(samples, frequency) > powerAt(samples, best) ? frequency : best,
  );
}

async function signedIn(page: Page, testInfo: TestInfo, prefix: string, labels: typeof english) {
  const email = uniqueEmail(testInfo);
  await createAccount(page, email, 'Sari Penyanyi');
  await page.goto(`${prefix}/login?redirect=${encodeURIComponent(`${prefix}/v3/minusone`)}`);
  await signIn(page, email, password, labels);
  await expect(page).toHaveURL(new RegExp(`${prefix}/v3/minusone$`));
}

/** Picks a file in the drop zone and waits for the upload to finish (the URL then names the file). */
async function upload(page: Page, path: string) {
  await page.locator('input[type="file"]').setInputFiles(path);
  await expect(page).toHaveURL(/[?&]file=/, {timeout: 60_000});
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

for (const text of locales) {
  if (journeyRunsIn(text, 'id'))
    test(`${text.locale}: upload a song, watch it progress, play and A/B the minus one, download each stem, find it in history and delete it`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(300_000);
      // A minute and a half, so the job runs long enough to be watched.
      const song = makeSong(testInfo, 'Lagu Uji.mp3', 90);
      const inputSeconds = durationOf(song);
      await signedIn(page, testInfo, text.prefix, text.labels);

      await upload(page, song);
      await expect(page.getByText('Lagu Uji.mp3', {exact: false}).first()).toBeVisible();
      // Every percent the progress bar shows, however briefly (a short song is done in seconds).
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as {seenPercents: string[]}).seenPercents = seen;
        new MutationObserver(() => {
          for (const bar of document.querySelectorAll('.nada-wizard [role="progressbar"][aria-valuenow]')) {
            const value = bar.getAttribute('aria-valuenow') ?? '';
            if (seen.at(-1) !== value) seen.push(value);
          }
        }).observe(document.body, {subtree: true, childList: true, attributes: true});
      });
      await page.getByRole('button', {name: text.process, exact: true}).click();
      await expect(page).toHaveURL(/[?&]job=/);
      const jobId = new URL(page.url()).searchParams.get('job');
      await expect(page.getByRole('heading', {name: text.ready})).toBeVisible({timeout: jobTimeout});
      // The song's seconds were charged once, and the page says what is left.
      await expect(page.getByText(text.credits)).toBeVisible();
      const percents = await page.evaluate(
        () => (window as unknown as {seenPercents: string[]}).seenPercents,
      );
      expect(percents.length, `progress shown: ${percents.join(', ')}`).toBeGreaterThan(0);
      expect(percents.map(Number)).toEqual([...percents.map(Number)].sort((a, b) => a - b));

      // A reload shows the same result: the job is in the URL.
      await page.reload();
      await expect(page.getByRole('heading', {name: text.ready})).toBeVisible();

      // Play the minus one: the player's audio advances.
      await page.getByRole('button', {name: text.play, exact: true}).click();
      const audio = page.locator('audio[data-player-media]');
      const position = () => audio.evaluate((element: HTMLAudioElement) => element.currentTime);
      await expect.poll(position).toBeGreaterThan(0.5);
      await expect(audio).toHaveAttribute('src', /\/api\/files\//);
      const minusOneSrc = await audio.getAttribute('src');
      // The A/B switch plays the original from where the minus one was (not from the start), and back.
      await expect.poll(position).toBeGreaterThan(2.5);
      const versions = page.getByRole('group', {name: text.versions});
      const before = await position();
      await versions.getByRole('button', {name: text.original, exact: true}).click();
      await expect(versions.getByRole('button', {name: text.original, exact: true})).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(audio).not.toHaveAttribute('src', minusOneSrc ?? '');
      // From the start it could not be this far along within a second and a half.
      await expect.poll(position, {timeout: 1500}).toBeGreaterThan(before - 0.2);
      const switchedAt = await position();
      await expect.poll(position).toBeGreaterThan(switchedAt + 0.3);
      await versions.getByRole('button', {name: text.minusOne, exact: true}).click();
      await expect(versions.getByRole('button', {name: text.minusOne, exact: true})).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      for (const [index, stem] of text.stems.entries()) {
        const path = await download(page, text.download(stem), testInfo, `stem-${index}.mp3`);
        expect(statSync(path).size).toBeGreaterThan(1000);
        expect(Math.abs(durationOf(path) - inputSeconds)).toBeLessThan(0.05);
      }

      // Playback goes on across pages, with the mini-player at the bottom.
      await page.getByRole('link', {name: text.openHistory}).click();
      await expect(page.getByRole('heading', {name: text.history, level: 1})).toBeVisible();
      await expect(page.getByRole('region', {name: text.nowPlaying})).toBeVisible();
      const atHistory = await position();
      await expect.poll(position).toBeGreaterThan(atHistory + 0.3);
      const row = page.locator(`[data-job-id="${jobId}"]`);
      await expect(row).toContainText('Lagu Uji');
      await expect(row).toContainText(text.done);
      // Delete waits in the card's More menu (the history card's action bar; journey-actions.spec.ts).
      await row.getByRole('button', {name: text.more}).click();
      await page.getByRole('menu').getByRole('menuitem', {name: text.delete}).click();
      await page.getByRole('alertdialog').getByRole('button', {name: text.delete, exact: true}).click();
      await expect(row).toHaveCount(0);
      await expect(page.getByRole('status').filter({hasText: text.deleted})).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', {name: text.history, level: 1})).toBeVisible();
      await expect(page.locator('[data-page-loading]')).toHaveCount(0);
      await expect(page.locator(`[data-job-id="${jobId}"]`)).toHaveCount(0);
    });

  test(`${text.locale}: a text file named .mp3 is refused with a clear reason`, async ({page}, testInfo) => {
    const fake = testInfo.outputPath('not-a-song.mp3');
    writeFileSync(fake, 'These are the lyrics, not the song.\n'.repeat(200));
    await signedIn(page, testInfo, text.prefix, text.labels);
    await page.locator('input[type="file"]').setInputFiles(fake);
    await expect(page.getByRole('alert').filter({hasText: text.notAudio})).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]file=/);
  });

  // Issue 17: the form refused free files over 30 MB, from an old table, while the API took 50 MiB.
  test(`${text.locale}: the form states the plan's limits from GET /api/plans and refuses a file one byte over`, async ({
    page,
  }, testInfo) => {
    await signedIn(page, testInfo, text.prefix, text.labels);
    const catalog = (await (await page.request.get('/api/plans')).json()) as {
      items: {id: string; maxFileBytes: number; maxSongSeconds: number}[];
    };
    const free = catalog.items.find((plan) => plan.id === 'free');
    if (!free) throw new Error('GET /api/plans has no free plan');
    const megabytes = Math.floor(free.maxFileBytes / (1024 * 1024));
    await expect(page.getByText(text.limits(megabytes, Math.floor(free.maxSongSeconds / 60)))).toBeVisible();
    const big = testInfo.outputPath('too-big.mp3');
    writeFileSync(big, Buffer.alloc(free.maxFileBytes + 1));
    await page.locator('input[type="file"]').setInputFiles(big);
    await expect(page.getByRole('alert').filter({hasText: text.tooLarge(megabytes)})).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]file=/);
  });
}

test('en: an upload cut off by a reload resumes where it stopped when the same file is picked again', async ({
  page,
}, testInfo) => {
  // Two minutes of WAV (about 21 MB): the upload goes in 8 MB chunks.
  const song = testInfo.outputPath('Long Song.wav');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=f=440:d=120:r=${sampleRate}`,
    '-ac',
    '2',
    song,
  ]);
  await signedIn(page, testInfo, '/en', english);
  let patches = 0;
  // The first chunk arrives; every later PATCH (the second chunk and the client's retries of it) is
  // cut off until the page is gone, so the server holds exactly the first chunk when the page reloads.
  await page.route('**/api/uploads/**', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    patches += 1;
    if (patches === 1) return route.continue();
    return route.abort('connectionreset');
  });
  await page.locator('input[type="file"]').setInputFiles(song);
  // The client sends the second chunk only once the server has answered the first.
  await expect.poll(() => patches).toBeGreaterThan(1);
  await page.reload();
  await page.unrouteAll({behavior: 'wait'});

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/uploads')) requests.push(request.method());
  });
  const asked = page.waitForResponse(
    (response) => response.url().includes('/api/uploads/') && response.request().method() === 'HEAD',
  );
  await upload(page, song);
  // It asked where the upload stood (HEAD: after the first chunk) and sent the rest; no new upload
  // was created (POST).
  const offset = Number((await asked).headers()['upload-offset']);
  expect(offset).toBeGreaterThan(0);
  expect(offset).toBeLessThan(statSync(song).size);
  expect(requests[0]).toBe('HEAD');
  expect(requests).not.toContain('POST');
  await expect(page.getByText('Long Song.wav', {exact: false}).first()).toBeVisible();
});

const customRun = [
  {
    prefix: '',
    labels: indonesian,
    song: 'Lagu Kustom.mp3',
    stems4: /4 stem/,
    raise: 'Naikkan satu semiton',
    slower: 'Lebih lambat',
    key: /Nada dasar/,
    process: 'Proses',
    ready: 'Minus one kamu sudah jadi',
    download: (stem: string) => `Unduh ${stem}`,
    stems: ['Vokal', 'Drum', 'Bas', 'Instrumen lain'],
    rerun: 'Proses lagu ini lagi dengan pengaturan lain',
    uploaded: 'Lagu Kustom.mp3 sudah terunggah',
  },
  {
    prefix: '/en',
    labels: english,
    song: 'Custom Song.mp3',
    stems4: /4 stems/,
    raise: 'Raise by a semitone',
    slower: 'Slower',
    key: /Key/,
    process: 'Process',
    ready: 'Your minus one is ready',
    download: (stem: string) => `Download ${stem}`,
    stems: ['Vocals', 'Drums', 'Bass', 'Other instruments'],
    rerun: 'Process this song again with other settings',
    uploaded: 'Custom Song.mp3 is uploaded',
  },
] as const;

for (const text of customRun.filter((text) => journeyRunsIn(text, 'en'))) {
  test(`${text.prefix || 'id'}: a custom run with 4 stems, key +2 and tempo 90 % makes stems of the right length and pitch`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    const song = makeSong(testInfo, text.song);
    const inputSeconds = durationOf(song);
    await signedIn(page, testInfo, text.prefix, text.labels);
    await page.goto(`${text.prefix}/v3/minusone/custom`);
    await upload(page, song);

    await page.getByRole('radio', {name: text.stems4}).click();
    await page.getByRole('button', {name: text.raise}).click();
    await page.getByRole('button', {name: text.raise}).click();
    await page.getByRole('button', {name: text.slower}).click();
    await page.getByRole('button', {name: text.slower}).click();
    await expect(page.getByRole('slider', {name: text.key})).toHaveAttribute('aria-valuenow', '2');
    await expect(page.getByRole('slider', {name: /Tempo/})).toHaveAttribute('aria-valuenow', '90');
    await page.getByRole('radio', {name: /WAV/}).click();
    await page.getByRole('button', {name: text.process, exact: true}).click();
    await expect(page.getByRole('heading', {name: text.ready})).toBeVisible({timeout: jobTimeout});

    const expected = inputSeconds / 0.9;
    const paths: Record<string, string> = {};
    for (const [index, stem] of text.stems.entries()) {
      const path = await download(page, text.download(stem), testInfo, `stem-${index}.wav`);
      paths[stem] = path;
      expect(readFileSync(path).subarray(0, 4).toString()).toBe('RIFF');
      expect(Math.abs(durationOf(path) - expected), `${stem} lasts ${expected} s`).toBeLessThan(0.05);
    }
    // The voice at 440 Hz is now two semitones up (493.9 Hz), not where it was. It is measured on
    // the four stems added up: a steady sine repeats exactly, so REPET-SIM (half the default engine) may
    // rightly put it in the backing, and this test is about key and tempo, not about the engine.
    const up = 440 * 2 ** (2 / 12);
    expect(strongestOf(Object.values(paths), [415.3, 440, 466.2, up, 523.3])).toBe(up);

    // Again with other settings: the custom page opens with the same song and these settings.
    await page.getByRole('link', {name: text.rerun}).click();
    await expect(page.getByText(text.uploaded)).toBeVisible();
    await expect(page.getByRole('radio', {name: text.stems4})).toBeChecked();
    await expect(page.getByRole('slider', {name: text.key})).toHaveAttribute('aria-valuenow', '2');
    await expect(page.getByRole('slider', {name: /Tempo/})).toHaveAttribute('aria-valuenow', '90');
    await expect(page.getByRole('radio', {name: /WAV/})).toBeChecked();
  });
}
