import {spawn, type ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {expect, test, type Page} from '@playwright/test';
import {createAccount, english, password, signIn, uniqueEmail} from './emulator';
import {browserAgent} from './routes';

// A second app server from the same build, with maintenance mode on; the Auth emulator is the one
// the suite's server runs.
const port = Number(process.env.NADA_E2E_PORT ?? 3210) + 1;
const origin = `http://127.0.0.1:${port}`;
const app = fileURLToPath(new URL('../../packages/app', import.meta.url));

let server: ChildProcess;

test.describe.configure({mode: 'serial'});
test.use({baseURL: origin});

test.beforeAll(async ({request}) => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, ['server.mjs'], {
    cwd: app,
    env: {
      ...process.env,
      PORT: String(port),
      NADA_PUBLIC_URL: origin,
      NADA_MAINTENANCE: 'true',
      NADA_ANALYTICS_ID: '',
      DATA_DIR: join(tmpdir(), `nada-e2e-maintenance-${port}`),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await request.get(`${origin}/api/health`).catch(() => null))?.status(), {
      timeout: 90_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await once(server, 'exit');
});

async function signInAt(page: Page, email: string): Promise<void> {
  await page.goto('/en/login');
  const session = page.waitForResponse(
    (r) => r.url().endsWith('/api/session') && r.request().method() === 'POST',
  );
  await signIn(page, email, password, english);
  expect((await session).status()).toBe(200);
}

test('a guest is sent to the maintenance page of their language, which answers 503', async ({
  page,
  request,
}) => {
  for (const [from, to] of [
    ['/landing', '/maintenance'],
    ['/about', '/maintenance'],
    ['/v3/home', '/maintenance'],
    ['/en/about', '/en/maintenance'],
    ['/en/v3/pricing', '/en/maintenance'],
  ] as const) {
    const response = await request.get(from, {headers: {'user-agent': browserAgent}, maxRedirects: 0});
    expect([response.status(), response.headers()['location']], from).toEqual([302, to]);
  }
  const maintenance = await page.goto('/en/about');
  expect(maintenance?.status()).toBe(503);
  await expect(page).toHaveURL(/\/en\/maintenance$/);
  await expect(page.getByRole('heading', {name: 'Down for maintenance'})).toBeVisible();
  await page.goto('/landing');
  await expect(page.getByRole('heading', {name: 'Sedang dalam perawatan'})).toBeVisible();
  // The API is not a page: it keeps answering.
  expect((await request.get('/api/health')).status()).toBe(200);
});

test('a signed-in user who is not an admin lands on the maintenance page', async ({page}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await createAccount(page, email);
  await signInAt(page, email);
  await expect(page).toHaveURL(/\/en\/maintenance$/);
  await page.goto('/en/about');
  await expect(page).toHaveURL(/\/en\/maintenance$/);
  await page.goto('/v3/home');
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('status').filter({hasText: /maintenance|perawatan/i})).toHaveCount(0);
});

test('an admin sees every page, with a banner saying maintenance is on', async ({page}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await createAccount(page, email, 'Sari Admin', {admin: true});
  await signInAt(page, email);
  await expect(page).toHaveURL(/\/en\/v3\/home$/);
  await expect(page.getByText('Maintenance mode is on: only admins can see the site.')).toBeVisible();
  for (const path of ['/en/about', '/en/admin/sound']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByText('Maintenance mode is on: only admins can see the site.')).toBeVisible();
  }
  // A public page that is prerendered: rendered for the admin instead.
  await page.goto('/landing');
  await expect(page).toHaveURL(/\/landing$/);
  await expect(
    page.getByText('Mode perawatan sedang aktif: hanya admin yang bisa melihat situs.'),
  ).toBeVisible();
  // Navigations in the browser let the admin through too.
  await page.setViewportSize({width: 1280, height: 800});
  await page.getByRole('link', {name: 'Harga'}).first().click();
  await expect(page).toHaveURL(/\/v3\/pricing$/);
});
