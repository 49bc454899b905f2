import {execFileSync} from 'node:child_process';
import {expect as baseExpect, test, type Page, type TestInfo} from '@playwright/test';
import {createAccount, english, indonesian, password, signIn, uniqueEmail} from './emulator';
import {journeyRunsIn} from './journeys';

// A separation runs on the embedded job queue of the app under test, on a busy two-core machine.
const expect = baseExpect.configure({timeout: 30_000});
const jobTimeout = 150_000;

const locales = [
  {
    locale: 'id',
    prefix: '',
    labels: indonesian,
    process: 'Proses',
    ready: 'Minus one kamu sudah jadi',
    vocals: 'Vokal',
    addToPlaylist: 'Tambah ke playlist',
    more: 'Lainnya',
    addStem: (stem: string) => `Tambahkan ${stem} ke playlist`,
    newPlaylist: 'Playlist baru',
    newName: 'Nama playlist baru',
    createAndAdd: 'Buat dan tambahkan',
    created: 'dibuat dan lagunya sudah ditambahkan',
    editDetails: 'Ubah nama dan deskripsi',
    name: 'Nama',
    description: 'Deskripsi',
    save: 'Simpan',
    added: 'Ditambahkan ke',
    removed: 'Dihapus dari',
    done: 'Selesai',
    share: 'Bagikan atau sematkan',
    openPlayer: 'Buka pemutar',
    heading: 'Playlist kamu',
    items: 'Lagu di playlist ini',
    reorder: (title: string) => `Ubah urutan ${title}`,
    play: (title: string) => `Putar ${title}`,
    remove: (title: string) => `Hapus ${title} dari playlist`,
    public: 'Publik',
    shareLink: 'Tautan untuk dibagikan',
    copyLink: 'Salin tautan',
    copied: 'Tautan disalin',
    readOnly: 'Playlist publik milik Sari Penyanyi',
    onlyOwner: 'hanya',
    deletePlaylist: 'Hapus playlist',
    deleteConfirm: 'Hapus',
    deleted: 'sudah dihapus',
  },
  {
    locale: 'en',
    prefix: '/en',
    labels: english,
    process: 'Process',
    ready: 'Your minus one is ready',
    vocals: 'Vocals',
    addToPlaylist: 'Add to playlist',
    more: 'More',
    addStem: (stem: string) => `Add ${stem} to a playlist`,
    newPlaylist: 'New playlist',
    newName: 'Name of the new playlist',
    createAndAdd: 'Create and add',
    created: 'and added the song',
    editDetails: 'Edit name and description',
    name: 'Name',
    description: 'Description',
    save: 'Save',
    added: 'Added to',
    removed: 'Removed from',
    done: 'Done',
    share: 'Share or embed',
    openPlayer: 'Open the player',
    heading: 'Your playlists',
    items: 'Songs in this playlist',
    reorder: (title: string) => `Reorder ${title}`,
    play: (title: string) => `Play ${title}`,
    remove: (title: string) => `Remove ${title} from the playlist`,
    public: 'Public',
    shareLink: 'Share link',
    copyLink: 'Copy link',
    copied: 'Link copied',
    readOnly: 'A public playlist by Sari Penyanyi',
    onlyOwner: 'only',
    deletePlaylist: 'Delete playlist',
    deleteConfirm: 'Delete',
    deleted: 'has been deleted',
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

/** Signs a new account in through the login page, which then goes on to `target`. */
async function signedIn(
  page: Page,
  testInfo: TestInfo,
  target: string,
  labels: typeof english,
  name: string,
) {
  const email = uniqueEmail(testInfo);
  await createAccount(page, email, name);
  await page.goto(`${target.startsWith('/en') ? '/en' : ''}/login?redirect=${encodeURIComponent(target)}`);
  await signIn(page, email, password, labels);
}

/** The titles of the playlist's items, in the order shown. */
const itemTitles = (page: Page, label: string) =>
  page
    .getByRole('list', {name: label})
    .getByRole('listitem')
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelector('.nada-playlist-item__title')?.textContent ?? ''),
    );

for (const text of locales.filter((text) => journeyRunsIn(text, 'en'))) {
  test(`${text.locale}: a result's minus one and a stem go into a new playlist, which is reordered, played, shared, trimmed and deleted`, async ({
    page,
    browser,
    context,
  }, testInfo) => {
    test.setTimeout(jobTimeout + 150_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const song = makeSong(testInfo, 'Lagu Uji.mp3');
    await signedIn(page, testInfo, `${text.prefix}/v3/minusone`, text.labels, 'Sari Penyanyi');
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/v3/minusone$`));

    await page.locator('input[type="file"]').setInputFiles(song);
    await expect(page).toHaveURL(/[?&]file=/, {timeout: 60_000});
    await page.getByRole('button', {name: text.process, exact: true}).click();
    await expect(page.getByRole('heading', {name: text.ready})).toBeVisible({timeout: jobTimeout});

    const minusOneTitle = 'Lagu Uji – Minus one';
    const vocalsTitle = `Lagu Uji – ${text.vocals}`;
    const playlistTitle = `Latihan ${text.locale}`;

    // The minus one into a new playlist, from the result.
    const addMinusOne = page.getByRole('button', {name: text.addToPlaylist, exact: true});
    await addMinusOne.click();
    let dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(minusOneTitle);
    await dialog.getByRole('button', {name: text.newPlaylist, exact: true}).click();
    await dialog.getByLabel(text.newName).fill(playlistTitle);
    await dialog.getByRole('button', {name: text.createAndAdd, exact: true}).click();
    await expect(dialog.getByRole('status')).toContainText(text.created);
    await expect(dialog.getByRole('checkbox', {name: playlistTitle})).toBeChecked();
    await dialog.getByRole('button', {name: text.done, exact: true}).click();
    await expect(dialog).toHaveCount(0);
    // Issue 42: focus fell to <body> when the dialog closed; it goes back to the button that opened it.
    await expect(addMinusOne).toBeFocused();

    // The vocals stem into the same playlist: it is listed, unchecked, and checking it adds it.
    await page.getByRole('button', {name: text.addStem(text.vocals), exact: true}).click();
    dialog = page.getByRole('dialog');
    const choice = dialog.getByRole('checkbox', {name: playlistTitle});
    await expect(choice).not.toBeChecked();
    await choice.click();
    await expect(dialog.getByRole('status')).toContainText(`${text.added} ${playlistTitle}`);
    await dialog.getByRole('button', {name: text.done, exact: true}).click();
    const addVocals = page.getByRole('button', {name: text.addStem(text.vocals), exact: true});
    await expect(addVocals).toBeFocused();
    // Opened again, the dialog shows the checkmark the API now reports.
    await addVocals.click();
    await expect(page.getByRole('dialog').getByRole('checkbox', {name: playlistTitle})).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(addVocals).toBeFocused();

    // The history row of the job offers its minus one too: already in, taken out and put back.
    const jobId = new URL(page.url()).searchParams.get('job');
    await page.goto(`${text.prefix}/v3/minusone/history`);
    // Add to playlist waits in the card's More menu (the history card's action bar).
    const more = page.locator(`[data-job-id="${jobId}"]`).getByRole('button', {name: text.more});
    await more.click();
    await page.getByRole('menu').getByRole('menuitem', {name: text.addToPlaylist}).click();
    dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(minusOneTitle);
    const minusOneChoice = dialog.getByRole('checkbox', {name: playlistTitle});
    await expect(minusOneChoice).toBeChecked();
    await minusOneChoice.click();
    await expect(dialog.getByRole('status')).toContainText(`${text.removed} ${playlistTitle}`);
    await expect(minusOneChoice).not.toBeChecked();
    await minusOneChoice.click();
    await expect(dialog.getByRole('status')).toContainText(`${text.added} ${playlistTitle}`);
    await expect(minusOneChoice).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // Opened from a menu's item, which is gone, focus returns to the menu's button.
    await expect(more).toBeFocused();

    // The playlists page lists it; opening it shows both items in the order they were added (the
    // minus one, taken out and put back, is now last).
    await page.goto(`${text.prefix}/v3/playlist`);
    await expect(page.getByRole('heading', {name: text.heading, level: 1})).toBeVisible();
    await expect(page.locator('[data-page-loading]')).toHaveCount(0);
    // New playlist asks for a name; Escape closes it, focus back on the button.
    const newPlaylist = page.getByRole('button', {name: text.newPlaylist, exact: true});
    await newPlaylist.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(newPlaylist).toBeFocused();
    await page.getByRole('button', {name: playlistTitle, exact: true}).click();
    await expect(page).toHaveURL(/[?&]id=/);
    await expect(page.getByRole('heading', {name: playlistTitle, level: 1})).toBeVisible();
    await expect.poll(() => itemTitles(page, text.items)).toEqual([vocalsTitle, minusOneTitle]);

    // The minus one moves up with the keyboard; the order is saved.
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/items/order') && response.request().method() === 'PUT',
    );
    const handle = page.getByRole('button', {name: text.reorder(minusOneTitle), exact: true});
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    await expect.poll(() => itemTitles(page, text.items)).toEqual([minusOneTitle, vocalsTitle]);
    await page.reload();
    await expect(page.getByRole('heading', {name: playlistTitle, level: 1})).toBeVisible();
    await expect.poll(() => itemTitles(page, text.items)).toEqual([minusOneTitle, vocalsTitle]);

    // Renamed and described, which a reload keeps.
    const renamed = `${playlistTitle} (pagi)`;
    await page.getByRole('button', {name: text.editDetails, exact: true}).click();
    await page.getByRole('textbox', {name: text.name}).fill(renamed);
    await page.getByRole('textbox', {name: text.description}).fill('Kunci G, tempo 90%.');
    await page.getByRole('button', {name: text.save, exact: true}).click();
    await expect(page.getByRole('heading', {name: renamed, level: 1})).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', {name: renamed, level: 1})).toBeVisible();
    await expect(page.getByText('Kunci G, tempo 90%.')).toBeVisible();

    // One item plays through the app's player.
    await page.getByRole('button', {name: text.play(minusOneTitle), exact: true}).click();
    const audio = page.locator('audio[data-player-media]');
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
      .toBeGreaterThan(0.5);
    await expect(audio).toHaveAttribute('src', /\/api\/files\//);
    // Issue 42: the mini-player's "Open the player" did nothing to see on the playlist it plays from;
    // it shows the song's row, marked as playing, and moves focus there.
    const playingRow = page.getByRole('list', {name: text.items}).locator('[aria-current="true"]');
    await expect(playingRow).toContainText(minusOneTitle);
    await page.getByRole('button', {name: text.openPlayer, exact: true}).click();
    await expect(playingRow).toBeFocused();
    await expect(playingRow).toBeInViewport();

    // Made public, its share link is this page's address, and it is copied.
    await page.getByRole('switch', {name: text.public}).click();
    const link = page.getByRole('textbox', {name: text.shareLink});
    await expect(link).toHaveValue(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+${text.prefix}/v3/playlist\\?id=`),
    );
    const shareUrl = await link.inputValue();
    await page.getByRole('button', {name: text.copyLink, exact: true}).click();
    await expect(page.getByText(text.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    // Share or embed opens its dialog; Done closes it, focus back on the button.
    const share = page.getByRole('button', {name: text.share, exact: true});
    await share.click();
    dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', {name: text.done, exact: true}).click();
    await expect(dialog).toHaveCount(0);
    await expect(share).toBeFocused();
    // The visibility is saved: a reload still shows the link.
    await page.reload();
    await expect(page.getByRole('textbox', {name: text.shareLink})).toHaveValue(shareUrl);

    // Someone else opens the link, without signing in (issue 18), and can only listen.
    const other = await browser.newContext({locale: 'id-ID'});
    const otherPage = await other.newPage();
    // Issue 44: a guest who only listens never loads the Firebase SDK (the session's own chunk).
    const firebase: string[] = [];
    otherPage.on('request', (request) => {
      if (/\/assets\/firebaseClient-[\w-]+\.js$/.test(new URL(request.url()).pathname))
        firebase.push(request.url());
    });
    try {
      await otherPage.goto(shareUrl);
      await expect(otherPage).toHaveURL(shareUrl);
      await expect(otherPage.getByRole('heading', {name: renamed, level: 1})).toBeVisible();
      await expect(otherPage.getByText(text.readOnly)).toBeVisible();
      // Issue 42: the owner is named and linked to their public profile, and a visitor who is not
      // signed in is not told who may change the playlist.
      const notice = otherPage.locator('[data-read-only]');
      await expect(notice.getByRole('link', {name: 'Sari Penyanyi'})).toHaveAttribute(
        'href',
        new RegExp(`^${text.prefix}/v3/profile/[0-9a-f-]{36}$`),
      );
      await expect(notice).not.toContainText(text.onlyOwner);
      await expect.poll(() => itemTitles(otherPage, text.items)).toEqual([minusOneTitle, vocalsTitle]);
      await expect(otherPage.getByRole('button', {name: text.remove(minusOneTitle)})).toHaveCount(0);
      await expect(otherPage.getByRole('button', {name: text.reorder(minusOneTitle)})).toHaveCount(0);
      await expect(otherPage.getByRole('button', {name: text.deletePlaylist})).toHaveCount(0);
      await expect(otherPage.getByRole('switch')).toHaveCount(0);
      await expect(
        otherPage.getByRole('button', {name: text.play(minusOneTitle), exact: true}),
      ).toBeEnabled();
      expect(firebase).toEqual([]);
    } finally {
      await other.close();
    }

    // The owner takes an item out, and it stays out after a reload.
    await page.getByRole('button', {name: text.remove(vocalsTitle), exact: true}).click();
    await expect.poll(() => itemTitles(page, text.items)).toEqual([minusOneTitle]);
    await page.reload();
    await expect.poll(() => itemTitles(page, text.items)).toEqual([minusOneTitle]);

    // Deleting the playlist leads back to the list, which no longer has it.
    await page.getByRole('button', {name: text.deletePlaylist, exact: true}).click();
    await page.getByRole('alertdialog').getByRole('button', {name: text.deleteConfirm, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/v3/playlist$`));
    await expect(page.getByRole('status').filter({hasText: text.deleted})).toBeVisible();
    await expect(page.locator('[data-page-loading]')).toHaveCount(0);
    await expect(page.getByRole('button', {name: renamed, exact: true})).toHaveCount(0);
    // Its address now says it does not exist.
    await page.goto(shareUrl);
    await expect(page.getByRole('alert')).toBeVisible();
  });
}
