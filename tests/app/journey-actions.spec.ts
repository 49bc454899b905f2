import {execFileSync} from 'node:child_process';
import {expect as baseExpect, test, type Locator, type Page, type TestInfo} from '@playwright/test';
import {axeViolations} from '../axe';
import {createAccount, english, indonesian, password, signIn, uniqueEmail} from './emulator';
import {journeyRunsIn} from './journeys';

// Issue 19, items 6, 8, 9 and 10: what a new user trips over on the result and history cards.
// One separation per language runs on the app's embedded queue, on a busy two-core machine.
const expect = baseExpect.configure({timeout: 30_000});
const jobTimeout = 150_000;

const locales = [
  {
    locale: 'id',
    prefix: '',
    labels: indonesian,
    process: 'Proses',
    ready: 'Minus one kamu sudah jadi',
    listen: 'Dengarkan hasilnya',
    playPause: /^(Putar|Jeda)$/,
    actionsFor: 'Tindakan untuk Lagu Uji',
    more: 'Lainnya',
    downloadAll: 'Unduh semua (ZIP)',
    addToPlaylist: 'Tambah ke playlist',
    openPlayground: 'Mix di playground',
    openHistory: 'Buka riwayat',
    processAnother: 'Proses lagu lain',
    open: 'Buka',
    download: 'Unduh',
    rerun: 'Ulangi dengan pengaturan lain',
    delete: 'Hapus',
    cancel: 'Jangan hapus',
    downloadVocals: 'Unduh Vokal',
    vocalsFile: 'Lagu Uji (vokal).mp3',
    minusOneFile: 'Lagu Uji (minus one).mp3',
    newPlaylist: 'Playlist baru',
    newName: 'Nama playlist baru',
    createAndAdd: 'Buat dan tambahkan',
    done: 'Selesai',
    addedTo: (title: string) => `Ditambahkan ke “${title}”`,
    openPlaylist: 'Buka playlist',
    history: 'Riwayat minus one',
    toasts: 'Notifikasi (F8)',
  },
  {
    locale: 'en',
    prefix: '/en',
    labels: english,
    process: 'Process',
    ready: 'Your minus one is ready',
    listen: 'Listen to the result',
    playPause: /^(Play|Pause)$/,
    actionsFor: 'Actions for Lagu Uji',
    more: 'More',
    downloadAll: 'Download all (ZIP)',
    addToPlaylist: 'Add to playlist',
    openPlayground: 'Mix in the playground',
    openHistory: 'Open history',
    processAnother: 'Process another song',
    open: 'Open',
    download: 'Download',
    rerun: 'Run again with other settings',
    delete: 'Delete',
    cancel: 'Keep it',
    downloadVocals: 'Download Vocals',
    vocalsFile: 'Lagu Uji (vocals).mp3',
    minusOneFile: 'Lagu Uji (minus one).mp3',
    newPlaylist: 'New playlist',
    newName: 'Name of the new playlist',
    createAndAdd: 'Create and add',
    done: 'Done',
    addedTo: (title: string) => `Added to “${title}”`,
    openPlaylist: 'Open playlist',
    history: 'Minus one history',
    toasts: 'Notifications (F8)',
  },
] as const;

/** A short stereo song made with ffmpeg: a 440 Hz "voice" in the centre, other tones at the sides. */
function makeSong(testInfo: TestInfo, name: string, seconds = 8): string {
  const path = testInfo.outputPath(name);
  const voice = '0.3*sin(2*PI*440*t)';
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=${voice}+0.25*sin(2*PI*220*t)|${voice}+0.25*sin(2*PI*330*t):s=44100:d=${seconds}`,
    '-b:a',
    '192k',
    path,
  ]);
  return path;
}

/** The controls an action bar shows (not those waiting in its menu), with where each is drawn. */
function shownControls(bar: Locator) {
  return bar.evaluate((group) => {
    const barBox = group.getBoundingClientRect();
    return [...group.querySelectorAll<HTMLElement>('.nada-button')]
      .filter((control) => getComputedStyle(control).display !== 'none')
      .map((control) => {
        const box = control.getBoundingClientRect();
        const label = control.querySelector<HTMLElement>('.nada-button__label');
        return {
          name: control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '',
          top: Math.round(box.top),
          overflows: box.left < barBox.left - 1 || box.right > barBox.right + 1,
          // A label cut short with an ellipsis (the "More" label hidden on purpose is not drawn).
          cut:
            label !== null &&
            getComputedStyle(label).position !== 'absolute' &&
            label.scrollWidth > label.clientWidth + 1,
        };
      });
  });
}

/** Asserts the bar is one straight row within its card, showing exactly `names` (in order). */
async function expectOneRow(bar: Locator, names: readonly string[], where: string) {
  const controls = await shownControls(bar);
  const rendering = `${where} (bar ${(await bar.boundingBox())?.width} px wide)`;
  expect(
    controls.map((control) => control.name),
    rendering,
  ).toEqual(names);
  expect(new Set(controls.map((control) => control.top)).size, `${rendering}: one row`).toBe(1);
  expect(
    controls.filter((control) => control.overflows || control.cut),
    rendering,
  ).toEqual([]);
}

async function signedIn(page: Page, testInfo: TestInfo, prefix: string, labels: typeof english) {
  const email = uniqueEmail(testInfo);
  await createAccount(page, email, 'Sari Penyanyi');
  await page.goto(`${prefix}/login?redirect=${encodeURIComponent(`${prefix}/v3/minusone`)}`);
  await signIn(page, email, password, labels);
  await expect(page).toHaveURL(new RegExp(`${prefix}/v3/minusone$`));
}

for (const text of locales.filter((text) => journeyRunsIn(text, 'en'))) {
  test(`${text.locale}: the result and history cards keep their actions in one row with a More menu on a phone, Listen hands focus to the player, downloads are named in the page's language and a playlist addition is confirmed`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(jobTimeout + 180_000);
    await page.setViewportSize({width: 1280, height: 900});
    await signedIn(page, testInfo, text.prefix, text.labels);
    await page.locator('input[type="file"]').setInputFiles(makeSong(testInfo, 'Lagu Uji.mp3'));
    await expect(page).toHaveURL(/[?&]file=/, {timeout: 60_000});
    await page.getByRole('button', {name: text.process, exact: true}).click();
    await expect(page.getByRole('heading', {name: text.ready})).toBeVisible({timeout: jobTimeout});
    const resultUrl = page.url();
    const jobId = new URL(resultUrl).searchParams.get('job');

    // Item 8, wide: every action of the result on one row, one look, no menu.
    const resultBar = page.getByRole('group', {name: text.actionsFor});
    await expectOneRow(
      resultBar,
      [text.downloadAll, text.addToPlaylist, text.openHistory, text.processAnother],
      '1280 px result',
    );
    expect(
      await resultBar
        .locator('.nada-button')
        .evaluateAll((buttons) => [...new Set(buttons.map((button) => button.getAttribute('data-variant')))]),
    ).toEqual(['secondary']);

    expect(await axeViolations(page), 'axe, result at 1280 px').toEqual([]);

    // Item 9: Listen gives way to the player, and focus goes to its play/pause button, not <body>.
    await page.getByRole('button', {name: text.listen, exact: true}).click();
    await expect(page.getByRole('button', {name: text.playPause}).first()).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', {name: text.playPause}).first()).toBeFocused();

    // Item 6: a stem and the ZIP's files are named in the page's language.
    const [stem] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', {name: text.downloadVocals, exact: true}).click(),
    ]);
    expect(stem.suggestedFilename()).toBe(text.vocalsFile);
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      resultBar.getByRole('button', {name: text.downloadAll}).click(),
    ]);
    expect(zip.suggestedFilename()).toBe('Lagu Uji.zip');
    const zipPath = testInfo.outputPath('result.zip');
    await zip.saveAs(zipPath);
    const entries = execFileSync('unzip', ['-Z1', zipPath], {encoding: 'utf8'}).trim().split('\n');
    expect(entries.sort()).toEqual([text.minusOneFile, text.vocalsFile].sort());

    // Item 10: the dialog closes on "Done" and a toast says where the song went, with a link there.
    const playlistTitle = `Latihan ${text.locale}`;
    await resultBar.getByRole('button', {name: text.addToPlaylist}).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', {name: text.newPlaylist, exact: true}).click();
    await dialog.getByLabel(text.newName).fill(playlistTitle);
    await dialog.getByRole('button', {name: text.createAndAdd, exact: true}).click();
    await expect(dialog.getByRole('checkbox', {name: playlistTitle})).toBeChecked();
    await dialog.getByRole('button', {name: text.done, exact: true}).click();
    await expect(dialog).toHaveCount(0);
    const toasts = page.getByRole('region', {name: text.toasts});
    await expect(toasts.getByText(text.addedTo(playlistTitle))).toBeVisible();
    await toasts.getByRole('link', {name: text.openPlaylist}).click();
    await expect(page).toHaveURL(/\/v3\/playlist\?id=/);
    await expect(page.getByRole('heading', {name: playlistTitle, level: 1})).toBeVisible();

    // Item 8 on the history card at 1280 px: its row is narrower than the five actions need, so
    // Open and Download stay and the rest wait in More, in one row.
    await page.goto(`${text.prefix}/v3/minusone/history`);
    await expect(page.getByRole('heading', {name: text.history, level: 1})).toBeVisible();
    const row = page.locator(`[data-job-id="${jobId}"]`);
    const rowBar = row.getByRole('group', {name: text.actionsFor});
    await expect(rowBar).toBeVisible();
    await expectOneRow(rowBar, [text.open, text.download, text.more], '1280 px history');
    expect(await axeViolations(page), 'axe, history at 1280 px').toEqual([]);

    // At 390 px: the primary actions and "More", in one row; the rest are in the menu, by keyboard.
    await page.setViewportSize({width: 390, height: 800});
    await expectOneRow(rowBar, [text.open, text.download, text.more], '390 px history');
    // Axe with the menu closed: its portal sits outside the page's landmarks, as every Radix popup does.
    expect(await axeViolations(page), 'axe, history at 390 px').toEqual([]);
    const more = rowBar.getByRole('button', {name: text.more});
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      text.addToPlaylist,
      text.openPlayground,
      text.rerun,
      text.delete,
    ]);
    await expect(menu.getByRole('menuitem', {name: text.rerun})).toHaveAttribute(
      'href',
      /\/v3\/minusone\/custom\?/,
    );
    // The menu has taken focus before the keys move in it.
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', {name: text.delete})).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', {name: text.cancel, exact: true}).click();
    await expect(confirm).toHaveCount(0);
    await expect(row).toBeVisible();
    // Focus comes back to the bar, not to the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="group"]') !== null))
      .toBe(true);

    // The result at 390 px: "Download all" and "More", which holds the rest.
    await page.goto(resultUrl);
    await expect(page.getByRole('heading', {name: text.ready})).toBeVisible();
    await expect(page.locator('[data-page-loading]')).toHaveCount(0);
    await expectOneRow(resultBar, [text.downloadAll, text.more], '390 px result');
    // With the player shown after playback: its region is named after the version playing, so it is
    // not a second landmark named after the song (ee02620). Axe with the menu closed, as above.
    expect(await axeViolations(page), 'axe, result at 390 px').toEqual([]);
    await resultBar.getByRole('button', {name: text.more}).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      text.addToPlaylist,
      text.openHistory,
      text.processAnother,
    ]);
    await page.getByRole('menuitem', {name: text.openHistory}).click();
    await expect(page.getByRole('heading', {name: text.history, level: 1})).toBeVisible();
  });
}
