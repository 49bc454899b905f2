import AxeBuilder from '@axe-core/playwright';
import {expect, test, type BrowserContext, type Page} from '@playwright/test';

// The app under test runs with NADA_ANALYTICS_ID=GTM-TEST123 (see playwright.config.ts); without
// an id nothing is asked or loaded, which AnalyticsConsent.test.tsx covers.
const analyticsId = 'GTM-TEST123';
const tagManagerScript = `script[src="https://www.googletagmanager.com/gtm.js?id=${analyticsId}"]`;

/**
 * Intercepts every request to the tag manager: before `allow()` any request fails the test, after
 * it gtm.js answers with an empty script (nothing leaves the machine). Returns the requested URLs.
 */
async function guardTagManager(context: BrowserContext) {
  const requested: string[] = [];
  let allowed = false;
  await context.route(/^https:\/\/[^/]*googletagmanager\.com\//, async (route) => {
    const url = route.request().url();
    requested.push(url);
    if (!allowed) {
      await route.abort();
      return;
    }
    await route.fulfill({status: 200, contentType: 'text/javascript', body: ''});
  });
  return {
    requested,
    allow() {
      allowed = true;
    },
    assertNoneYet() {
      expect(requested, 'a request to googletagmanager.com before consent').toEqual([]);
    },
  };
}

const banner = (page: Page, name: string | RegExp) => page.getByRole('region', {name});
// Landing sections are regions too: the consent banner is the one named after its question or notice.
const anyBanner = (page: Page) =>
  banner(page, /^(Boleh kami menghitung kunjunganmu\?|May we count your visits\?|Pengukuran dimatikan)$/);

test('the banner asks in Indonesian and in English; nothing is loaded before an answer', async ({
  page,
  context,
}) => {
  const guard = await guardTagManager(context);
  await page.goto('/landing');
  const ask = banner(page, 'Boleh kami menghitung kunjunganmu?');
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('cookie Google Analytics');
  await expect(ask.getByRole('button', {name: 'Terima'})).toBeVisible();
  await expect(ask.getByRole('button', {name: 'Tolak'})).toBeVisible();
  const privacy = ask.getByRole('link', {name: 'kebijakan privasi'});
  await expect(privacy).toHaveAttribute('href', '/privacy_policy');
  // The banner stays while the visitor reads the privacy policy; still nothing is loaded.
  await privacy.click();
  await expect(page).toHaveURL(/\/privacy_policy$/);
  await expect(page.getByRole('heading', {level: 1, name: /Privasi/})).toBeVisible();
  await expect(ask).toBeVisible();
  await page.goto('/en/landing');
  const askEn = banner(page, 'May we count your visits?');
  await expect(askEn).toBeVisible();
  await expect(askEn.getByRole('button', {name: 'Accept'})).toBeVisible();
  await expect(askEn.getByRole('button', {name: 'Decline'})).toBeVisible();
  await expect(askEn.getByRole('link', {name: 'privacy policy'})).toHaveAttribute(
    'href',
    '/en/privacy_policy',
  );
  await page.waitForLoadState('networkidle');
  await expect(page.locator(tagManagerScript)).toHaveCount(0);
  guard.assertNoneYet();
});

test('the banner is reachable first by keyboard and leaves the header uncovered, on a phone and a desktop', async ({
  page,
}) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({width, height: 720});
    await page.goto('/landing');
    const ask = banner(page, 'Boleh kami menghitung kunjunganmu?');
    await expect(ask).toBeVisible();
    const header = await page.locator('header').first().boundingBox();
    const box = await ask.boundingBox();
    expect(header && box && box.y >= header.y + header.height, `width ${width}`).toBe(true);
    expect(box && box.y + box.height <= 720 && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await page.keyboard.press('Tab');
    await expect(ask.getByRole('link', {name: 'kebijakan privasi'})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(ask.getByRole('button', {name: 'Terima'})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(ask.getByRole('button', {name: 'Tolak'})).toBeFocused();
  }
});

test('the banner passes axe in both languages and both colour modes', async ({page, context, baseURL}) => {
  await page.setViewportSize({width: 390, height: 800});
  for (const mode of ['light', 'dark']) {
    await context.addCookies([{name: 'nada-color-mode', value: mode, url: baseURL ?? ''}]);
    for (const [path, question] of [
      ['/landing', 'Boleh kami menghitung kunjunganmu?'],
      ['/en/landing', 'May we count your visits?'],
    ] as const) {
      await page.goto(path);
      await expect(banner(page, question)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const axe = await new AxeBuilder({page}).include('.consent-banner').analyze();
      const violations = axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
      expect(violations, `${path} ${mode}`).toEqual([]);
    }
  }
});

test('accepting loads the tag manager, and the choice persists across a reload', async ({page, context}) => {
  const guard = await guardTagManager(context);
  await page.goto('/landing');
  await page.waitForLoadState('networkidle');
  guard.assertNoneYet();
  guard.allow();
  await page.getByRole('button', {name: 'Terima'}).click();
  await expect(anyBanner(page)).toHaveCount(0);
  await expect(page.locator(`head > ${tagManagerScript}`)).toHaveCount(1);
  await expect
    .poll(() => guard.requested)
    .toEqual([`https://www.googletagmanager.com/gtm.js?id=${analyticsId}`]);
  const cookie = (await context.cookies()).find((c) => c.name === 'nada-analytics-consent');
  expect(cookie?.value).toBe('granted');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(179 * 24 * 3600);
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeLessThan(181 * 24 * 3600);

  await page.reload();
  await expect(page.locator(tagManagerScript)).toHaveCount(1);
  await expect(page.getByRole('region', {name: 'Boleh kami menghitung kunjunganmu?'})).toHaveCount(0);
  await expect.poll(() => guard.requested.length).toBe(2);
});

test('declining loads nothing, now or on later pages', async ({page, context}) => {
  const guard = await guardTagManager(context);
  await page.goto('/en/landing');
  await page.getByRole('button', {name: 'Decline'}).click();
  await expect(anyBanner(page)).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === 'nada-analytics-consent');
  expect(cookie?.value).toBe('denied');
  await page.goto('/en/v3/pricing');
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', {name: 'May we count your visits?'})).toHaveCount(0);
  await expect(page.locator(tagManagerScript)).toHaveCount(0);
  guard.assertNoneYet();
});

test('withdrawing from the footer removes the script and the analytics cookies', async ({
  page,
  context,
  baseURL,
}) => {
  const guard = await guardTagManager(context);
  guard.allow();
  const url = baseURL ?? '';
  await context.addCookies([
    {name: 'nada-analytics-consent', value: 'granted', url},
    {name: '_ga', value: 'GA1.1.123.456', url},
    {name: '_ga_TEST123', value: 'GS1.1.789', url},
    {name: '_gid', value: 'GA1.1.42', url},
  ]);
  await page.goto('/landing');
  await expect(page.locator(tagManagerScript)).toHaveCount(1);
  await expect(anyBanner(page)).toHaveCount(0);

  const settings = page.getByRole('contentinfo').getByRole('button', {name: 'Pengaturan privasi'});
  await settings.click();
  const review = banner(page, 'Boleh kami menghitung kunjunganmu?');
  await expect(review).toBeFocused();
  await expect(review).toContainText('Saat ini kamu mengizinkannya.');
  await review.getByRole('button', {name: 'Tolak'}).click();

  const withdrawn = banner(page, 'Pengukuran dimatikan');
  await expect(withdrawn).toBeVisible();
  await expect(withdrawn.getByRole('status')).toContainText('Muat ulang halaman');
  await expect(page.locator(tagManagerScript)).toHaveCount(0);
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('_ga');
  expect(names).not.toContain('_ga_TEST123');
  expect(names).not.toContain('_gid');
  expect((await context.cookies()).find((c) => c.name === 'nada-analytics-consent')?.value).toBe('denied');

  const before = guard.requested.length;
  await withdrawn.getByRole('button', {name: 'Muat ulang halaman'}).click();
  await page.waitForLoadState('networkidle');
  await expect(anyBanner(page)).toHaveCount(0);
  await expect(page.locator(tagManagerScript)).toHaveCount(0);
  expect(guard.requested.length).toBe(before);
});
