import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import {expect as baseExpect, test, type Page, type TestInfo} from '@playwright/test';
import {createAccount, english, indonesian, password, signIn, uniqueEmail} from './emulator';
import {journeyRunsIn} from './journeys';

// Each file tool runs on the embedded job queue of the app under test, on a busy two-core machine.
const expect = baseExpect.configure({timeout: 30_000});
const jobTimeout = 120_000;

const locales = [
  {
    locale: 'id',
    prefix: '',
    labels: indonesian,
    signInNeeded: 'Masuk dulu untuk memakai alat berkas',
    signIn: 'Masuk',
    keyTempo: 'Nada & tempo',
    analyse: 'BPM & nada dasar',
    cutter: 'Pemotong',
    semitones: 'Nada (semiton)',
    start: 'Awal',
    end: 'Akhir',
    rangeHint: 'geser pegangan Awal dan Akhir di atas',
    process: 'Proses',
    other: 'Pilih lagu lain',
    download: 'Unduh',
    analysed: /Tempo: [\d.,]+ BPM · Nada dasar: A minor/,
  },
  {
    locale: 'en',
    prefix: '/en',
    labels: english,
    signInNeeded: 'Sign in to use the file tools',
    signIn: 'Sign in',
    keyTempo: 'Key & tempo',
    analyse: 'BPM & key',
    cutter: 'Cutter',
    semitones: 'Key (semitones)',
    start: 'Start',
    end: 'End',
    rangeHint: 'move the Start and End handles above',
    process: 'Process',
    other: 'Choose another song',
    download: 'Download',
    analysed: /Tempo: [\d.,]+ BPM · Key: A minor/,
  },
] as const;

/** A WAV made by ffmpeg's lavfi `expression`, `seconds` long, at `path`. */
function makeAudio(path: string, expression: string, seconds: number) {
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `aevalsrc=${expression}:s=44100:d=${seconds}`, path],
  ]);
}

/** The mono samples of an audio file, decoded by ffmpeg at 44.1 kHz. */
function samplesOf(path: string): Float32Array {
  const raw = execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', path, '-ac', '1', '-ar', '44100', '-f', 'f32le', '-'],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
}

/** The frequency of a steady tone: rising zero crossings per second over its middle half. */
function toneFrequency(samples: Float32Array): number {
  const from = Math.floor(samples.length / 4);
  const to = Math.floor((samples.length * 3) / 4);
  const crossings: number[] = [];
  for (let i = from; i < to; i++) {
    const a = samples[i - 1] ?? 0;
    const b = samples[i] ?? 0;
    if (a < 0 && b >= 0) crossings.push(i - 1 + a / (a - b));
  }
  const first = crossings[0] ?? 0;
  const last = crossings.at(-1) ?? 0;
  return ((crossings.length - 1) * 44100) / (last - first);
}

/** Saves the result shown (its download link) and answers the saved file's path. */
async function saveResult(page: Page, testInfo: TestInfo, name: string, as: string): Promise<string> {
  const link = page.locator('.tone-files__result').getByRole('link', {name});
  await expect(link).toBeVisible({timeout: jobTimeout});
  const href = await link.getAttribute('href');
  const response = await page.request.get(new URL(href ?? '', page.url()).toString());
  expect(response.status()).toBe(200);
  const path = testInfo.outputPath(as);
  writeFileSync(path, await response.body());
  return path;
}

async function uploadFile(page: Page, path: string, name: string) {
  await page.locator('input[type="file"]').setInputFiles(path);
  await expect(page.locator(`[data-file-name="${name}"]`)).toBeVisible({timeout: 60_000});
}

for (const text of locales.filter((text) => journeyRunsIn(text, 'id'))) {
  test(`${text.locale}: a guest is asked to sign in; signed in, +3 semitones, a cut and the BPM and key of uploaded files`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(6 * 60_000);
    const tool = `${text.prefix}/tone/sound?file-tool=key-tempo`;
    await page.goto(tool);
    await expect(page.getByText(text.signInNeeded)).toBeVisible();
    await expect(page.locator('[data-file-tools] input[type="file"]')).toHaveCount(0);
    const link = page.locator('[data-file-tools]').getByRole('link', {name: text.signIn});
    await expect(link).toHaveAttribute('href', `${text.prefix}/login?redirect=${encodeURIComponent(tool)}`);

    const email = uniqueEmail(testInfo);
    await createAccount(page, email, 'Sari Penyanyi');
    await page.goto(`${text.prefix}/login?redirect=${encodeURIComponent(tool)}`);
    await signIn(page, email, password, text.labels);
    await expect(page).toHaveURL(/\/tone\/sound\?file-tool=key-tempo$/);

    // A 4-second 440 Hz tone, raised by three semitones: 523.25 Hz.
    const tone = testInfo.outputPath('Nada Uji.wav');
    makeAudio(tone, '0.5*sin(2*PI*440*t)', 4);
    await uploadFile(page, tone, 'Nada Uji.wav');
    await expect(page.getByRole('tab', {name: text.keyTempo})).toHaveAttribute('aria-selected', 'true');
    const semitones = page.getByRole('slider', {name: text.semitones});
    await semitones.focus();
    for (let step = 0; step < 3; step++) await semitones.press('ArrowRight');
    await expect(semitones).toHaveAttribute('aria-valuenow', '3');
    await page.getByRole('button', {name: text.process, exact: true}).click();
    const raised = samplesOf(await saveResult(page, testInfo, text.download, 'raised.mp3'));
    const frequency = toneFrequency(raised);
    expect(Math.abs(1200 * Math.log2(frequency / (440 * 2 ** (3 / 12))))).toBeLessThan(10);

    // The cutter: 0.5 s to 3 s of the same tone, 2.5 s long.
    await page.getByRole('tab', {name: text.cutter}).click();
    await expect(page).toHaveURL(/file-tool=cutter/);
    await expect(page.locator('[data-tool="cutter"]')).toBeVisible();
    const start = page.getByRole('slider', {name: text.start});
    await start.focus();
    for (let step = 0; step < 5; step++) await start.press('ArrowRight');
    const end = page.getByRole('slider', {name: text.end});
    // Issue 42: the hint said "below" of handles that are above it.
    const hint = page.getByText(text.rangeHint);
    const bottomOf = async (element: typeof hint) =>
      await element.evaluate((node) => node.getBoundingClientRect().bottom);
    const topOf = async (element: typeof hint) =>
      await element.evaluate((node) => node.getBoundingClientRect().top);
    expect(await topOf(hint)).toBeGreaterThanOrEqual(Math.max(await bottomOf(start), await bottomOf(end)));
    await end.focus();
    for (let step = 0; step < 10; step++) await end.press('ArrowLeft');
    await expect(end).toHaveAttribute('aria-valuenow', '3');
    await page.getByRole('button', {name: text.process, exact: true}).click();
    const cut = samplesOf(await saveResult(page, testInfo, text.download, 'cut.mp3'));
    expect(Math.abs(cut.length / 44100 - 2.5)).toBeLessThan(0.03);

    // BPM and key of an A minor triad struck twice a second: 120 BPM in A minor.
    await page.getByRole('button', {name: text.other}).click();
    const chords = testInfo.outputPath('Akor.wav');
    const chord = '(sin(2*PI*220*t)+sin(2*PI*261.63*t)+sin(2*PI*329.63*t)+0.5*sin(2*PI*440*t))';
    makeAudio(chords, `0.2*${chord}*exp(-8*(t-floor(2*t)/2))`, 8);
    await uploadFile(page, chords, 'Akor.wav');
    await page.getByRole('tab', {name: text.analyse}).click();
    await expect(page.getByRole('tab', {name: text.analyse})).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[data-tool="bpm-key"]')).toBeVisible();
    await page.getByRole('button', {name: text.process, exact: true}).click();
    const analysis = page.locator('.tone-files__analysis');
    await expect(analysis).toHaveText(text.analysed, {timeout: jobTimeout});
    expect(Math.abs(Number(await analysis.getAttribute('data-bpm')) - 120)).toBeLessThan(2);
    // The address names the job: a reload shows the same result.
    await expect(page).toHaveURL(/[?&]job=/);
    await page.reload();
    await expect(page.locator('.tone-files__analysis')).toHaveText(text.analysed);
  });
}
