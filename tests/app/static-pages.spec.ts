import {expect, test, type Page} from '@playwright/test';

// The landing page reaches a guest as server HTML without React (`hydrate: false` in the route
// table): one small script does what the page does in the browser. These tests hold it to that and
// use its menu, colour mode and analytics consent with the keyboard alone, in both languages. The
// other pages sent so (about and the legal pages) are held to the one script too.

const locales = [
  {
    path: '/landing',
    menu: 'Menu',
    light: 'Terang',
    dark: 'Gelap',
    ask: 'Boleh kami menghitung kunjunganmu?',
    accept: 'Terima',
    settings: 'Pengaturan privasi',
  },
  {
    path: '/en/landing',
    menu: 'Menu',
    light: 'Light',
    dark: 'Dark',
    ask: 'May we count your visits?',
    accept: 'Accept',
    settings: 'Privacy settings',
  },
] as const;

/** The scripts a page requests while it loads, from the network (not the HTML). */
async function loadScripts(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return scripts;
}

// Nothing leaves the machine when consent is given.
test.beforeEach(async ({context}) => {
  await context.route(/^https:\/\/[^/]*googletagmanager\.com\//, (route) =>
    route.fulfill({status: 200, contentType: 'text/javascript', body: ''}),
  );
});

/** Whether a page loaded the static pages' script alone: no framework, no React Router data. */
async function expectStaticPage(page: Page, path: string): Promise<void> {
  const scripts = await loadScripts(page, path);
  const own = scripts.filter((script) => script.startsWith('/assets/'));
  expect(own, path).toHaveLength(1);
  expect(own[0], path).toMatch(/^\/assets\/static-page-[\w-]+\.js$/);
  expect(await page.evaluate(() => '__reactRouterContext' in window), path).toBe(false);
}

test('about and the legal pages reach a guest without React, in both languages', async ({page}) => {
  for (const prefix of ['', '/en'])
    for (const path of ['/about', '/privacy_policy', '/term_and_condition'])
      await expectStaticPage(page, `${prefix}${path}`);
});

test('a browser with a session gets about with React, for its user menu', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{name: 'nada-session', value: '1', url: baseURL ?? ''}]);
  for (const path of ['/about', '/en/about']) {
    await page.goto(path);
    await expect(page.locator('html'), path).toHaveAttribute('data-hydrated', '');
  }
});

for (const locale of locales) {
  test(`${locale.path} loads no framework: one script of its own, nonced, and no React Router data`, async ({
    page,
  }) => {
    const scripts = await loadScripts(page, locale.path);
    const own = scripts.filter((path) => path.startsWith('/assets/'));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatch(/^\/assets\/static-page-[\w-]+\.js$/);
    expect(scripts.some((path) => /framework|entry\.client|root-/.test(path))).toBe(false);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
    // The policy lets it run by its nonce, which the browser hides from the page after parsing.
    await expect(page.locator('script[data-static-page]')).toHaveAttribute('nonce', '');
  });

  test(`${locale.path}: the phone menu opens and closes with the keyboard`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto(locale.path);
    const menu = page.getByRole('banner').getByRole('button', {name: locale.menu});
    const panel = page.locator(`#${await menu.getAttribute('aria-controls')}`);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(menu.locator('svg')).toHaveAttribute('data-icon', 'close');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(menu.locator('svg')).toHaveAttribute('data-icon', 'menu');
    // Space opens it too (a native button), and a click outside closes it.
    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    await page.getByRole('contentinfo').click({position: {x: 2, y: 2}});
    await expect(panel).toBeHidden();
  });

  test(`${locale.path}: the colour mode changes with the arrow keys and is kept`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(locale.path);
    const header = page.getByRole('banner');
    const light = header.getByRole('radio', {name: locale.light});
    const dark = header.getByRole('radio', {name: locale.dark});
    await light.focus();
    await page.keyboard.press('ArrowRight');
    await expect(dark).toBeChecked();
    await expect(dark).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The switch in the (closed) phone menu shows the same choice.
    await expect(page.locator('.site-header__panel input[value="dark"]')).toBeChecked();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(dark).toBeChecked();
    await dark.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(light).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test(`${locale.path}: the consent banner is answered and reopened with the keyboard`, async ({page}) => {
    await page.goto(locale.path);
    const ask = page.getByRole('region', {name: locale.ask});
    await expect(ask).toBeVisible();
    await ask.getByRole('button', {name: locale.accept}).focus();
    await page.keyboard.press('Enter');
    await expect(ask).toBeHidden();
    await expect(page.locator('script[src*="googletagmanager.com/gtm.js"]')).toHaveCount(1);
    expect(await page.evaluate(() => document.cookie)).toContain('nada-analytics-consent=granted');

    const settings = page.getByRole('contentinfo').getByRole('button', {name: locale.settings});
    await settings.focus();
    await page.keyboard.press('Enter');
    const review = page.getByRole('region', {name: locale.ask});
    await expect(review).toBeVisible();
    await expect(review).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(review).toBeHidden();
    await expect(settings).toBeFocused();
  });
}
