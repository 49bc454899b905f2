import {expect as baseExpect, test} from '@playwright/test';
import {axeViolations} from '../axe';
import {createAccount, english, indonesian, password, signIn, uniqueEmail} from './emulator';
import {jobTimeout, makeSong, upload} from './resultKit';
import {journeyRunsIn} from './journeys';

// The signed-in home (issue 17, item 4): where signing in lands, its first-run state for a new user,
// and the user's job among the recent ones once there is one. The app runs separations on the same
// busy two-core machine: pages answer slowly.
const expect = baseExpect.configure({timeout: 30_000});

const locales = [
  {
    locale: 'id',
    prefix: '',
    labels: indonesian,
    greeting: 'Hai, Sari Penyanyi!',
    welcome: 'Selamat datang di Nada!',
    welcomeAction: 'Bikin minus one pertamaku',
    credits: 'Kreditmu',
    renews: /^Diperbarui pada /,
    recentJobs: 'Pekerjaan terbaru',
    done: 'Selesai',
    process: 'Proses',
    ready: 'Minus one kamu sudah jadi',
  },
  {
    locale: 'en',
    prefix: '/en',
    labels: english,
    greeting: 'Hi, Sari Penyanyi!',
    welcome: 'Welcome to Nada!',
    welcomeAction: 'Make my first minus one',
    credits: 'Your credits',
    renews: /^Renews on /,
    recentJobs: 'Recent jobs',
    done: 'Done',
    process: 'Process',
    ready: 'Your minus one is ready',
  },
] as const;

for (const text of locales.filter((text) => journeyRunsIn(text, 'en'))) {
  test(`[${text.locale}] a new user lands on the home's welcome, and their first job then shows among the recent ones`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(jobTimeout + 120_000);
    const email = uniqueEmail(testInfo);
    await createAccount(page, email, 'Sari Penyanyi');
    await page.goto(`${text.prefix}/login`);
    await signIn(page, email, password, text.labels);
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/v3/home$`));
    await expect(page.getByRole('heading', {name: text.greeting, level: 1})).toBeVisible();

    // First run: no jobs yet, so a welcome leading to minus one instead of an empty list.
    await expect(page.getByRole('heading', {name: text.welcome})).toBeVisible();
    await expect(page.getByRole('heading', {name: text.recentJobs})).toHaveCount(0);
    const credits = page.getByRole('region', {name: text.credits});
    await expect(credits.getByText(text.renews)).toBeVisible();
    await expect(page.locator('[data-page-loading]')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // The older home paths and the index lead here too.
    for (const path of [`${text.prefix}/home`, `${text.prefix}/v2/home`, text.prefix || '/']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${text.prefix}/v3/home$`));
    }

    await page.getByRole('link', {name: text.welcomeAction}).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/v3/minusone$`));
    await upload(page, makeSong(testInfo, 'Lagu Uji.mp3'));
    await page.getByRole('button', {name: text.process, exact: true}).click();
    await expect(page.getByRole('heading', {name: text.ready})).toBeVisible({timeout: jobTimeout});
    const jobId = new URL(page.url()).searchParams.get('job');
    expect(jobId).toBeTruthy();

    await page.goto(`${text.prefix}/v3/home`);
    await expect(page.getByRole('heading', {name: text.recentJobs})).toBeVisible();
    await expect(page.getByRole('heading', {name: text.welcome})).toHaveCount(0);
    const row = page.locator(`[data-job-id="${jobId}"]`);
    await expect(row).toHaveAttribute('data-status', 'succeeded');
    await expect(row.getByText(text.done, {exact: true})).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // The whole row is one link to the job's result, named by its song, date and status.
    await row.getByRole('link', {name: /^Lagu Uji/}).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/v3/minusone\\?job=${jobId}$`));
    await expect(page.getByRole('heading', {name: text.ready})).toBeVisible();
  });
}
