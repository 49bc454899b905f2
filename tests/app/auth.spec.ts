import {expect as baseExpect, test} from '@playwright/test';
import {createAccount, indonesian, oobCode, password, signIn, uniqueEmail} from './emulator';

// Each step goes through the lazily loaded Firebase SDK and the emulator: on a busy two-core
// machine (CI runs the page baselines alongside) one can take longer than the default 5 s.
const expect = baseExpect.configure({timeout: 20_000});

test('register in Indonesian, verify the email, sign out and sign in again', async ({page}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await page.goto('/register');
  await expect(page.getByRole('heading', {name: 'Buat akun Nada'})).toBeVisible();
  // The bot check runs once the page is live: what is typed before hydration would be lost.
  await expect(page.getByText('Pemeriksaan keamanan selesai')).toBeVisible({timeout: 30_000});
  await page.getByLabel('Nama', {exact: true}).fill('Sari Penyanyi');
  await page.getByLabel('Email', {exact: true}).fill(email);
  await page.getByLabel('Kata sandi', {exact: true}).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', {name: 'Buat akun'}).click();
  await expect(page.getByRole('heading', {name: 'Verifikasi emailmu'})).toBeVisible({timeout: 20_000});

  // "I've verified" before opening the link: still unverified.
  await page.getByRole('button', {name: 'Aku sudah verifikasi'}).click();
  await expect(page.getByRole('alert')).toContainText('belum terverifikasi');

  const {oobCode: code} = await oobCode(page, email, 'VERIFY_EMAIL');
  await page.goto(`/callback?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`);
  await expect(page.getByRole('heading', {name: 'Email terverifikasi'})).toBeVisible();
  await page.getByRole('link', {name: 'Lanjut ke Nada'}).click();
  await expect(page).toHaveURL(/\/v3\/home$/);

  await page.getByRole('button', {name: 'Menu akun Sari Penyanyi'}).click();
  await page.getByRole('menuitem', {name: 'Keluar'}).click();
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('link', {name: 'Masuk'}).first()).toBeVisible();

  await page.goto('/login');
  await signIn(page, email, password, indonesian);
  await expect(page).toHaveURL(/\/v3\/home$/);
  await expect(page.getByRole('button', {name: 'Menu akun Sari Penyanyi'})).toBeVisible();
});

test('a wrong password shows its message and keeps what was typed, in both languages', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await createAccount(page, email);
  await page.goto('/en/login');
  await signIn(page, email, 'not-the-password-1');
  await expect(page.getByText('That password isn’t right.')).toBeVisible();
  await expect(page.getByLabel('Email', {exact: true})).toHaveValue(email);
  await expect(page).toHaveURL(/\/en\/login$/);

  await page.goto('/login');
  await signIn(page, email, 'not-the-password-1', indonesian);
  await expect(page.getByText('Kata sandinya salah.')).toBeVisible();
});

test('email-link sign-in, in the same browser and on another device', async ({page, browser}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await page.goto('/en/login?redirect=%2Fen%2Fv3%2Fplaylist');
  await page.getByRole('link', {name: 'Email me a sign-in link instead'}).click();
  await expect(page.getByText('Security check done')).toBeVisible({timeout: 30_000});
  await page.getByLabel('Email', {exact: true}).fill(email);
  await page.getByRole('button', {name: 'Send sign-in link'}).click();
  await expect(page.getByRole('heading', {name: 'Check your inbox'})).toBeVisible({timeout: 20_000});

  // The emulator's link carries the app's continue URL; the app's action URL gets the code.
  const link = new URL((await oobCode(page, email, 'EMAIL_SIGNIN')).oobLink);
  const landing = new URL(link.searchParams.get('continueUrl') ?? '');
  for (const name of ['mode', 'oobCode', 'apiKey'])
    landing.searchParams.set(name, link.searchParams.get(name) ?? '');
  expect(landing.pathname).toBe('/en/callback');

  // On another device the address is asked for again.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(landing.toString());
  await expect(otherPage.getByRole('heading', {name: 'Confirm your email'})).toBeVisible();
  await otherPage.getByLabel('Email', {exact: true}).fill(email);
  await otherPage.getByRole('button', {name: 'Finish signing in'}).click();
  await expect(otherPage).toHaveURL(/\/en\/v3\/playlist$/);
  await other.close();

  // The same code is used up; a new link opened here signs in without asking.
  await page.getByRole('button', {name: 'Use a different email'}).click();
  await expect(page.getByText('Security check done')).toBeVisible({timeout: 30_000});
  await page.getByRole('button', {name: 'Send sign-in link'}).click();
  await expect(page.getByRole('heading', {name: 'Check your inbox'})).toBeVisible({timeout: 20_000});
  const second = new URL((await oobCode(page, email, 'EMAIL_SIGNIN')).oobLink);
  expect(second.searchParams.get('oobCode')).not.toBe(link.searchParams.get('oobCode'));
  const again = new URL(second.searchParams.get('continueUrl') ?? '');
  for (const name of ['mode', 'oobCode', 'apiKey'])
    again.searchParams.set(name, second.searchParams.get(name) ?? '');
  await page.goto(again.toString());
  await expect(page.getByRole('heading', {name: 'You’re signed in'})).toBeVisible();
  await page.getByRole('link', {name: 'Continue to Nada'}).click();
  await expect(page).toHaveURL(/\/en\/v3\/playlist$/);
});

test('password reset with the emailed code, then sign-in with the new password', async ({page}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await createAccount(page, email);
  await page.goto('/login');
  await page.getByRole('link', {name: 'Lupa kata sandi?'}).click();
  await expect(page.getByText('Pemeriksaan keamanan selesai')).toBeVisible({timeout: 30_000});
  await page.getByLabel('Email', {exact: true}).fill(email);
  await page.getByRole('button', {name: 'Kirim tautan'}).click();
  await expect(page.getByRole('heading', {name: 'Cek emailmu'})).toBeVisible({timeout: 20_000});

  const {oobCode: code} = await oobCode(page, email, 'PASSWORD_RESET');
  await page.goto(`/callback?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Kata sandi baru', {exact: true}).fill('nada-baru-2027');
  await page.getByRole('button', {name: 'Simpan kata sandi baru'}).click();
  await expect(page.getByRole('heading', {name: 'Kata sandi sudah diganti'})).toBeVisible();

  // The code works once.
  await page.goto(`/callback?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
  await expect(page.getByRole('heading', {name: 'Tautan ini tidak bisa dipakai'})).toBeVisible();

  await page.goto('/login');
  await signIn(page, email, password, indonesian);
  await expect(page.getByText('Kata sandinya salah.')).toBeVisible();
  await signIn(page, email, 'nada-baru-2027', indonesian);
  await expect(page).toHaveURL(/\/v3\/home$/);
});

test('guards: a guest goes to sign-in and comes back; a signed-in user skips sign-in', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await createAccount(page, email);

  // The server renders no private content for a guarded page, only the neutral "checking" state.
  const html = await (await request.get('/en/v3/minusone')).text();
  expect(html).toContain('Checking your sign-in');
  expect(html).not.toContain('data-route="v3-minusone"');

  await page.goto('/en/v3/minusone?song=42');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fv3%2Fminusone%3Fsong%3D42$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/en\/v3\/minusone\?song=42$/);
  await expect(page.getByRole('heading', {name: 'Minus One'})).toBeVisible();

  await page.goto('/en/login');
  await expect(page).toHaveURL(/\/en\/v3\/home$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/v3\/home$/);
  await page.goto('/en');
  await expect(page).toHaveURL(/\/en\/v3\/home$/);

  // Admin pages need the admin claim: for everyone else they do not exist.
  const admin = await page.goto('/admin/sound');
  expect(admin?.status()).toBe(200);
  await expect(page.getByRole('heading', {name: /Halaman Tidak Ditemukan/})).toBeVisible();
});

test('signing out in one tab signs out the other, which leaves its private page', async ({
  context,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  const first = await context.newPage();
  await createAccount(first, email, 'Rina Drummer');
  await first.goto('/v3/playlist');
  await expect(first).toHaveURL(/\/login\?redirect=/);
  await signIn(first, email, password, indonesian);
  await expect(first).toHaveURL(/\/v3\/playlist$/);

  const second = await context.newPage();
  await second.goto('/history');
  await expect(second.getByRole('heading', {name: 'Riwayat'})).toBeVisible();

  await first.getByRole('button', {name: 'Menu akun Rina Drummer'}).click();
  await first.getByRole('menuitem', {name: 'Keluar'}).click();
  await expect(first).toHaveURL(/\/landing$/);
  await expect(second).toHaveURL(/\/login\?redirect=%2Fhistory$/, {timeout: 15_000});
});
