// Issue 40, point 9: a playlist's owner downloads every track as one zip. The tracks and the
// playlists are made through the API (the upload and the playlist editor have their own specs);
// the export starts on the playlist page, shows its progress there, and the zip downloaded from the
// history holds the tracks in playlist order, as MP3, with an M3U playlist.
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {expect as baseExpect, test, type APIRequestContext, type TestInfo} from '@playwright/test';
import {createAccount, english, idTokenOf, indonesian, password, signIn, uniqueEmail} from './emulator';
import {makeSong} from './resultKit';

// The app under test transcodes on its embedded queue, on a busy two-core machine.
const expect = baseExpect.configure({timeout: 30_000});
const exportTimeout = 120_000;

const locales = [
  {
    locale: 'id',
    prefix: '',
    labels: indonesian,
    downloadAll: 'Unduh semua',
    dialog: 'Unduh semua lagu',
    mp3: /^MP3/,
    start: 'Buat zip',
    panel: 'Unduh semua',
    ready: 'Zip kamu sudah siap: 2 lagu, MP3.',
    downloadZip: 'Unduh zip',
    history: 'Riwayat',
    summary: 'Ekspor playlist · 2 lagu · MP3',
    download: 'Unduh',
    open: 'Buka',
    emptyHint: 'Tambahkan lagu dulu agar bisa diunduh sekaligus.',
  },
  {
    locale: 'en',
    prefix: '/en',
    labels: english,
    downloadAll: 'Download all',
    dialog: 'Download all songs',
    mp3: /^MP3/,
    start: 'Make the zip',
    panel: 'Download all',
    ready: 'Your zip is ready: 2 songs, MP3.',
    downloadZip: 'Download zip',
    history: 'History',
    summary: 'Playlist export · 2 tracks · MP3',
    download: 'Download',
    open: 'Open',
    emptyHint: 'Add songs to download them all at once.',
  },
] as const;

/** Uploads `path` as `name` through the API's tus endpoint; answers the file's id. */
async function upload(request: APIRequestContext, token: string, path: string, name: string) {
  const song = readFileSync(path);
  const tus = {authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0'};
  const created = await request.post('/api/uploads', {
    headers: {
      ...tus,
      'upload-length': String(song.length),
      'upload-metadata': `filename ${Buffer.from(name).toString('base64')}`,
    },
  });
  expect(created.status()).toBe(201);
  const sent = await request.patch(created.headers().location ?? '', {
    headers: {...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream'},
    data: song,
  });
  expect(sent.status()).toBe(200);
  return ((await sent.json()) as {file: {id: string}}).file.id;
}

/** A private playlist of the caller's holding `tracks` in that order; answers its id. */
async function playlistOf(
  request: APIRequestContext,
  token: string,
  title: string,
  tracks: ReadonlyArray<{fileId: string; title: string}>,
) {
  const headers = {authorization: `Bearer ${token}`};
  const made = await request.post('/api/playlists', {headers, data: {title, visibility: 'private'}});
  expect(made.status()).toBe(201);
  const id = ((await made.json()) as {id: string}).id;
  for (const track of tracks) {
    const added = await request.post(`/api/playlists/${id}/items`, {headers, data: track});
    expect(added.status()).toBe(201);
  }
  return id;
}

/** The length of an audio file in seconds, by ffprobe. */
function secondsOf(path: string): number {
  return Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path])
      .toString()
      .trim(),
  );
}

/** The zip's entries, in the order they are stored, and one entry's content. */
const entriesOf = (zip: string) => execFileSync('unzip', ['-Z1', zip]).toString().trim().split('\n');
const entryText = (zip: string, name: string) => execFileSync('unzip', ['-p', zip, name]).toString();

/** Extracts one entry of the zip to the test's output folder; answers its path. */
function extracted(zip: string, name: string, testInfo: TestInfo): string {
  const folder = testInfo.outputPath('unzipped');
  execFileSync('unzip', ['-o', '-q', zip, name, '-d', folder]);
  return `${folder}/${name}`;
}

for (const text of locales) {
  test(`${text.locale}: the owner exports a playlist as one zip, follows it on the page and downloads it from the history`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(exportTimeout + 120_000);
    const email = uniqueEmail(testInfo);
    await createAccount(page, email, 'Sari Penyanyi');
    const token = await idTokenOf(page.request, email);
    expect((await page.request.get('/api/me', {headers: {authorization: `Bearer ${token}`}})).status()).toBe(
      200,
    );
    // Two songs of different lengths, added in the other order than uploaded: the zip follows the playlist.
    const solo = await upload(page.request, token, makeSong(testInfo, 'solo.mp3', 3), 'Bengawan Solo.mp3');
    const kopi = await upload(page.request, token, makeSong(testInfo, 'kopi.mp3', 5), 'Kopi Dangdut.mp3');
    const title = `Ekspor Minggu ${text.locale}`;
    const playlistId = await playlistOf(page.request, token, title, [
      {fileId: kopi, title: 'Kopi Dangdut'},
      {fileId: solo, title: 'Bengawan Solo'},
    ]);
    const emptyId = await playlistOf(page.request, token, `Kosong ${text.locale}`, []);

    const target = `${text.prefix}/v3/playlist?id=${playlistId}`;
    await page.goto(`${text.prefix}/login?redirect=${encodeURIComponent(target)}`);
    await signIn(page, email, password, text.labels);
    await expect(page.getByRole('heading', {name: title, level: 1})).toBeVisible();

    // Download all: MP3 is chosen first; the dialog closes and the page follows the export.
    const downloadAll = page.getByRole('button', {name: text.downloadAll, exact: true});
    await downloadAll.click();
    const dialog = page.getByRole('dialog', {name: text.dialog});
    await expect(dialog.getByRole('radio', {name: text.mp3})).toBeChecked();
    await dialog.getByRole('button', {name: text.start, exact: true}).click();
    await expect(dialog).toHaveCount(0);
    await expect(downloadAll).toBeFocused();
    const panel = page.getByRole('region', {name: text.panel});
    await expect(panel.getByRole('status').filter({hasText: text.ready})).toBeVisible({
      timeout: exportTimeout,
    });
    const [fromPage] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', {name: text.downloadZip, exact: true}).click(),
    ]);
    expect(fromPage.suggestedFilename()).toBe(`${title}.zip`);
    // The address names the export, so a reload shows it again.
    await expect(page).toHaveURL(/[?&]job=/);
    await page.reload();
    await expect(panel.getByRole('status').filter({hasText: text.ready})).toBeVisible();

    // The history lists it by the playlist's name and downloads the zip itself.
    await page.goto(`${text.prefix}/history`);
    await expect(page.getByRole('heading', {name: text.history, level: 1})).toBeVisible();
    const row = page.locator('li[data-job-id]').filter({hasText: text.summary});
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-status', 'succeeded');
    await expect(row).toContainText(title);
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', {name: text.download, exact: true}).click(),
    ]);
    expect(saved.suggestedFilename()).toBe(`${title}.zip`);
    const zip = testInfo.outputPath('export.zip');
    await saved.saveAs(zip);
    // Its Open leads back to the playlist, showing the finished export.
    await row.getByRole('link', {name: text.open, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/v3/playlist\\?id=${playlistId}&job=`));
    await expect(panel.getByRole('status').filter({hasText: text.ready})).toBeVisible();

    // The tracks in playlist order, named by position and title, as real MP3s of their lengths, and the M3U.
    const first = '01 - Kopi Dangdut.mp3';
    const second = '02 - Bengawan Solo.mp3';
    expect(entriesOf(zip)).toEqual([first, second, `${title}.m3u`]);
    expect(Math.abs(secondsOf(extracted(zip, first, testInfo)) - 5)).toBeLessThan(0.2);
    expect(Math.abs(secondsOf(extracted(zip, second, testInfo)) - 3)).toBeLessThan(0.2);
    expect(entryText(zip, `${title}.m3u`).trim().split('\n')).toEqual([
      '#EXTM3U',
      '#EXTINF:5,Kopi Dangdut',
      first,
      '#EXTINF:3,Bengawan Solo',
      second,
    ]);

    // An empty playlist cannot be exported: the action says why it is disabled.
    await page.goto(`${text.prefix}/v3/playlist?id=${emptyId}`);
    await expect(page.getByRole('heading', {name: `Kosong ${text.locale}`, level: 1})).toBeVisible();
    const emptyAction = page.getByRole('button', {name: text.downloadAll, exact: true});
    await expect(emptyAction).toBeDisabled();
    await expect(emptyAction).toHaveAccessibleDescription(text.emptyHint);
  });
}
