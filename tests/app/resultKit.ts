// What the result page's tests share: songs made with ffmpeg, reading audio back, signing in,
// uploading and downloading (the same steps as minusone.spec.ts).
import {execFileSync} from 'node:child_process';
import {expect as baseExpect, type Page, type TestInfo} from '@playwright/test';
import type {english} from './emulator';
import {createAccount, password, signIn, uniqueEmail} from './emulator';

// The app under test runs separations on the same busy two-core machine: pages answer slowly.
const expect = baseExpect.configure({timeout: 30_000});

export const sampleRate = 44100;

/** How long a separation may take on the app's embedded queue, on a busy two-core machine. */
export const jobTimeout = 150_000;

/** A short stereo MP3: a 440 Hz "voice" in the centre, 220 Hz on the left and 330 Hz on the right. */
export function makeSong(testInfo: TestInfo, name: string, seconds = 6): string {
  const path = testInfo.outputPath(name);
  const voice = '0.3*sin(2*PI*440*t)';
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i'],
    `aevalsrc=${voice}+0.25*sin(2*PI*220*t)|${voice}+0.25*sin(2*PI*330*t):s=${sampleRate}:d=${seconds}`,
    ...['-b:a', '192k', path],
  ]);
  return path;
}

/** The file decoded by ffmpeg to interleaved stereo 32-bit float samples at 44.1 kHz. */
export function stereoSamplesOf(path: string): Float32Array {
  const raw = execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', path, '-ac', '2', '-ar', String(sampleRate), '-f', 'f32le', '-'],
    {maxBuffer: 256 * 1024 * 1024},
  );
  return new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
}

/** Makes an account, signs in on `prefix` pages and lands on the minus-one page. */
export async function signedIn(
  page: Page,
  testInfo: TestInfo,
  prefix: string,
  labels: typeof english,
): Promise<string> {
  const email = uniqueEmail(testInfo);
  await createAccount(page, email, 'Sari Penyanyi');
  await page.goto(`${prefix}/login?redirect=${encodeURIComponent(`${prefix}/v3/minusone`)}`);
  await signIn(page, email, password, labels);
  await expect(page).toHaveURL(new RegExp(`${prefix}/v3/minusone$`));
  return email;
}

/** Picks a file in the drop zone and waits for the upload to finish (the URL then names the file). */
export async function upload(page: Page, path: string) {
  await page.locator('input[type="file"]').setInputFiles(path);
  await expect(page).toHaveURL(/[?&]file=/, {timeout: 60_000});
}

/**
 * Picks the separation engine among the minus-one options by the start of its name (`field` is the
 * select's label in the page's language).
 */
export async function chooseEngine(page: Page, field: string, engine: string) {
  const select = page.getByRole('combobox', {name: field});
  await select.click();
  await page.getByRole('option', {name: new RegExp(`^${engine}`)}).click();
  await expect(select).toContainText(engine);
}

/** Clicks a download button and answers the saved file's path. */
export async function download(page: Page, name: string, testInfo: TestInfo, as: string): Promise<string> {
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', {name, exact: true}).click(),
  ]);
  const path = testInfo.outputPath(as);
  await saved.saveAs(path);
  return path;
}
