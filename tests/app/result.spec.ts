// Issue 19, items 4, 5 and 7: what a new user trips over on a result. Real uploads, real ffmpeg,
// real separations on the app's embedded queue (see minusone.spec.ts for the whole journey).
import {readFileSync} from 'node:fs';
import {expect as baseExpect, test, type Page} from '@playwright/test';
import {axeViolations} from '../axe';
import {english, indonesian} from './emulator';
import {download, jobTimeout, makeSong, signedIn, stereoSamplesOf, upload} from './resultKit';
import {journeyRunsIn} from './journeys';

const expect = baseExpect.configure({timeout: 30_000});

const locales = [
  {
    locale: 'id',
    prefix: '',
    labels: indonesian,
    stems4: /4 stem/,
    raise: 'Naikkan satu semiton',
    slower: 'Lebih lambat',
    process: 'Proses',
    ready: 'Minus one kamu sudah jadi',
    listen: 'Dengarkan hasilnya',
    versions: 'Versi',
    minusOne: 'Minus one',
    download: (stem: string) => `Unduh ${stem}`,
    parts: ['Drum', 'Bas', 'Instrumen lain'],
    mixer: 'Campur stem',
    mute: (stem: string) => `Bisukan ${stem}`,
    volume: (stem: string) => `Volume ${stem}`,
    vocals: 'Vokal',
    playMix: 'Putar campuran',
    pauseMix: 'Jeda campuran',
    summary:
      /(\d+) BPM · nada dasar (\S+ (?:mayor|minor)) \(asli: (\d+) BPM · nada dasar (\S+ (?:mayor|minor))\)/,
    rename: 'Ganti nama',
    renameDialog: 'Ganti nama lagu',
    songName: 'Nama lagu',
    save: 'Simpan',
    required: 'Beri nama lagunya dulu.',
    tooLong: 'Nama lagu paling panjang 120 karakter.',
    history: 'Riwayat minus one',
  },
  {
    locale: 'en',
    prefix: '/en',
    labels: english,
    stems4: /4 stems/,
    raise: 'Raise by a semitone',
    slower: 'Slower',
    process: 'Process',
    ready: 'Your minus one is ready',
    listen: 'Listen to the result',
    versions: 'Version',
    minusOne: 'Minus one',
    download: (stem: string) => `Download ${stem}`,
    parts: ['Drums', 'Bass', 'Other instruments'],
    mixer: 'Mix the stems',
    mute: (stem: string) => `Mute ${stem}`,
    volume: (stem: string) => `Volume of ${stem}`,
    vocals: 'Vocals',
    playMix: 'Play the mix',
    pauseMix: 'Pause the mix',
    summary: /(\d+) BPM · key (\S+ (?:major|minor)) \(original: (\d+) BPM · key (\S+ (?:major|minor))\)/,
    rename: 'Rename',
    renameDialog: 'Rename the song',
    songName: 'Song name',
    save: 'Save',
    required: 'Give the song a name.',
    tooLong: 'Keep the name to 120 characters or fewer.',
    history: 'Minus one history',
  },
] as const;

type Text = (typeof locales)[number];

/** Runs a custom job on `song` and waits for its result. */
async function customRun(page: Page, text: Text, song: string, settings: (page: Page) => Promise<void>) {
  await page.goto(`${text.prefix}/v3/minusone/custom`);
  await upload(page, song);
  await settings(page);
  await page.getByRole('button', {name: text.process, exact: true}).click();
  await expect(page.getByRole('heading', {name: text.ready})).toBeVisible({timeout: jobTimeout});
}

const PITCH_CLASSES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
const transposed = (key: string, semitones: number) => {
  const [tonic = '', mode = ''] = key.split(' ');
  return `${PITCH_CLASSES[(PITCH_CLASSES.indexOf(tonic) + semitones + 12) % 12]} ${mode}`;
};

for (const text of locales) {
  if (journeyRunsIn(text, 'en'))
    test(`${text.locale}: a 4-stem result offers the minus one first (drums + bass + other), and a mixer to keep the vocal quiet`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(300_000);
      const song = makeSong(testInfo, 'Empat Stem.mp3');
      await signedIn(page, testInfo, text.prefix, text.labels);
      await customRun(page, text, song, async () => {
        await page.getByRole('radio', {name: text.stems4}).click();
        await page.getByRole('radio', {name: /WAV/}).click();
      });

      // First in the downloads, and the player starts on it.
      await expect(page.locator('.minusone-result__stems li').first()).toHaveAttribute(
        'data-stem',
        'instrumental',
      );
      await page.getByRole('button', {name: text.listen, exact: true}).click();
      const versions = page.getByRole('group', {name: text.versions});
      await expect(versions.getByRole('button', {name: text.minusOne, exact: true})).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(versions.getByRole('button').first()).toHaveText(text.minusOne);

      // Written by the job: the sum of drums, bass and other, sample for sample and as long.
      const minusOne = stereoSamplesOf(
        await download(page, text.download(text.minusOne), testInfo, 'minus-one.wav'),
      );
      const parts = [];
      for (const [index, part] of text.parts.entries())
        parts.push(stereoSamplesOf(await download(page, text.download(part), testInfo, `part-${index}.wav`)));
      expect(readFileSync(testInfo.outputPath('minus-one.wav')).subarray(0, 4).toString()).toBe('RIFF');
      let worst = 0;
      let energy = 0;
      for (const samples of parts) expect(samples.length).toBe(minusOne.length);
      for (let i = 0; i < minusOne.length; i++) {
        const sum = (parts[0]?.[i] ?? 0) + (parts[1]?.[i] ?? 0) + (parts[2]?.[i] ?? 0);
        worst = Math.max(worst, Math.abs(sum - (minusOne[i] ?? 0)));
        energy += sum * sum;
      }
      expect(energy).toBeGreaterThan(1);
      // Three 16-bit roundings at most; a sample's shift would differ by far more.
      expect(worst).toBeLessThan(2 / 32768);

      // The mixer: the four stems (not their sum again), each with a mute switch and a volume.
      const mixer = page.getByRole('region', {name: text.mixer});
      await mixer.scrollIntoViewIfNeeded();
      await expect(mixer.getByRole('switch')).toHaveCount(4);
      const vocalVolume = mixer.getByRole('slider', {name: text.volume(text.vocals)});
      await vocalVolume.focus();
      for (let step = 0; step < 16; step++) await page.keyboard.press('ArrowLeft');
      await expect(vocalVolume).toHaveAttribute('aria-valuenow', '20');
      const muteDrums = mixer.getByRole('switch', {name: text.mute(text.parts[0])});
      await muteDrums.click();
      await expect(muteDrums).toHaveAttribute('aria-checked', 'true');
      await mixer.getByRole('button', {name: text.playMix}).click();
      await expect(mixer).toHaveAttribute('data-status', 'playing');
      await expect(mixer.getByRole('button', {name: text.pauseMix})).toBeVisible();
      // The mix plays on its own: the player paused for it.
      await expect(page.locator('audio[data-player-media]')).toHaveJSProperty('paused', true);
      await expect(mixer.locator('.nada-stem-mixer__time')).not.toHaveText(/^0:00 \//);
      await mixer.getByRole('button', {name: text.pauseMix}).click();
      await expect(mixer).toHaveAttribute('data-status', 'paused');

      expect(await axeViolations(page)).toEqual([]);
      for (const width of [390, 1280]) {
        await page.setViewportSize({width, height: 900});
        await mixer.scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const box = await mixer.boundingBox();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
        await mixer.screenshot({path: testInfo.outputPath(`mixer-${width}.png`)});
      }
    });

  if (journeyRunsIn(text, 'id'))
    test(`${text.locale}: after +2 semitones and 90 % tempo the header shows the result's key and tempo, and the original's`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(300_000);
      const song = makeSong(testInfo, 'Kunci Baru.mp3');
      await signedIn(page, testInfo, text.prefix, text.labels);
      await customRun(page, text, song, async () => {
        for (let i = 0; i < 2; i++) await page.getByRole('button', {name: text.raise}).click();
        for (let i = 0; i < 2; i++) await page.getByRole('button', {name: text.slower}).click();
      });
      const meta = page.locator('.nada-result__meta');
      await expect(meta).toHaveText(text.summary);
      const [, bpm, key, originalBpm, originalKey] =
        text.summary.exec((await meta.textContent()) ?? '') ?? [];
      expect(Math.abs(Number(bpm) - Number(originalBpm) * 0.9)).toBeLessThanOrEqual(1);
      expect(key).toBe(transposed(originalKey ?? '', 2));
      expect(await axeViolations(page)).toEqual([]);
    });

  if (journeyRunsIn(text, 'id'))
    test(`${text.locale}: the result is called by the uploaded file's name, renamed in place and in history, and the player names the stem`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(300_000);
      const song = makeSong(testInfo, 'Lagu Uji.mp3');
      await signedIn(page, testInfo, text.prefix, text.labels);
      await upload(page, song);
      await page.getByRole('button', {name: text.process, exact: true}).click();
      await expect(page.getByRole('heading', {name: text.ready})).toBeVisible({timeout: jobTimeout});
      const jobId = new URL(page.url()).searchParams.get('job');
      await expect(page.getByRole('heading', {name: 'Lagu Uji', exact: true})).toBeVisible();

      // The player names the stem playing under the song's name.
      await page.getByRole('button', {name: text.listen, exact: true}).click();
      const player = page
        .locator('.nada-player')
        .filter({has: page.getByRole('heading', {name: 'Lagu Uji'})});
      await expect(player.locator('.nada-player__subtitle')).toHaveText(text.minusOne);

      await page.getByRole('button', {name: text.rename, exact: true}).click();
      const dialog = page.getByRole('dialog', {name: text.renameDialog});
      const field = dialog.getByRole('textbox', {name: text.songName});
      await expect(field).toHaveValue('Lagu Uji');
      await field.fill('   ');
      await dialog.getByRole('button', {name: text.save}).click();
      await expect(dialog.getByText(text.required)).toBeVisible();
      await field.fill('x'.repeat(121));
      await dialog.getByRole('button', {name: text.save}).click();
      await expect(dialog.getByText(text.tooLong)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await field.fill('  Bengawan Solo  ');
      await dialog.getByRole('button', {name: text.save}).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', {name: 'Bengawan Solo', exact: true})).toBeVisible();

      // Saved: after a reload and in history.
      await page.reload();
      await expect(page.getByRole('heading', {name: 'Bengawan Solo', exact: true})).toBeVisible();
      await page.goto(`${text.prefix}/v3/minusone/history`);
      await expect(page.getByRole('heading', {name: text.history, level: 1})).toBeVisible();
      await expect(page.locator(`[data-job-id="${jobId}"]`)).toContainText('Bengawan Solo');
    });
}
