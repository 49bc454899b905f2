import {expect, test, type Page} from '@playwright/test';

// The landing page reaches a guest as server HTML without React (`hydrate: false` in the route
// table): one small script does what the page does in the browser. These tests hold it to that and
// use its menu, colour mode and analytics consent with the keyboard alone, in both languages. The
// other pages sent so (about, the legal pages, pricing and its detail, support) are held to the one
// script too, and what those pages do without React is used here: the pricing pages' period switch
// and the support page's FAQ (issue 44).

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

const publicPages = [
  {
    prefix: '',
    periods: 'Periode tagihan',
    monthly: 'Bulanan',
    yearly: 'Tahunan',
    perMonth: 'per bulan',
    perYear: 'per tahun',
    priceRow: 'Harga',
    search: 'Cari pertanyaan',
    question: 'Bagaimana cara menghapus akun saya?',
    answer: 'Buka profilmu lalu pilih "Hapus akun".',
    searchWords: 'hapus akun',
    oneMatch: '1 pertanyaan cocok',
    signIn: 'Masuk',
  },
  {
    prefix: '/en',
    periods: 'Billing period',
    monthly: 'Monthly',
    yearly: 'Yearly',
    perMonth: 'per month',
    perYear: 'per year',
    priceRow: 'Price',
    search: 'Search the questions',
    question: 'How do I delete my account?',
    answer: 'Open your profile and choose "Delete account".',
    searchWords: 'delete account',
    oneMatch: '1 question matches',
    signIn: 'Sign in',
  },
] as const;

for (const t of publicPages) {
  for (const path of ['/v3/pricing', '/detail_pricing']) {
    test(`${t.prefix}${path} reaches a guest without React, and its period switch shows the yearly prices`, async ({
      page,
    }) => {
      await page.setViewportSize({width: 390, height: 800});
      // Both periods' prices are in the HTML: what counts is the text shown (innerText).
      const shown = {useInnerText: true};
      await expectStaticPage(page, `${t.prefix}${path}`);
      const periods = page.getByRole('group', {name: t.periods});
      const monthly = periods.getByRole('radio', {name: t.monthly});
      const yearly = periods.getByRole('radio', {name: t.yearly});
      const plus = page.locator('[data-plan="plus"]');
      const priceRow = page.getByRole('table').getByRole('row', {name: new RegExp(`^${t.priceRow}`)});
      await expect(monthly).toBeChecked();
      // The one price shown in the card (the other period's is in the HTML, hidden by CSS).
      const price = plus.locator('.pricing-table__price:visible');
      await expect(price).toHaveCount(1);
      await expect(price).toContainText(t.perMonth);
      await expect(priceRow).toContainText(t.perMonth, shown);
      await expect(priceRow).not.toContainText(t.perYear, shown);
      const monthlyPrice = await price.innerText();

      // Native radios: the arrow key checks the next period, and CSS shows its prices.
      await monthly.focus();
      await page.keyboard.press('ArrowRight');
      await expect(yearly).toBeChecked();
      await expect(yearly).toBeFocused();
      await expect(price).toHaveCount(1);
      await expect(price).toContainText(t.perYear);
      await expect(priceRow).toContainText(t.perYear, shown);
      await expect(priceRow).not.toContainText(t.perMonth, shown);
      expect(await price.innerText()).not.toBe(monthlyPrice);

      // A click on the label (the radio itself is visually hidden) goes back.
      await periods.getByText(t.monthly).click();
      await expect(monthly).toBeChecked();
      await expect(price).toHaveText(monthlyPrice);
      await expect(priceRow).not.toContainText(t.perYear, shown);
    });
  }

  test(`${t.prefix}/support reaches a guest without React: the FAQ opens by keyboard and searches`, async ({
    page,
  }) => {
    await expectStaticPage(page, `${t.prefix}/support`);
    // A guest is told to sign in, with an ordinary link back here.
    const signIn = page.getByRole('main').getByRole('link', {name: t.signIn, exact: true});
    await expect(signIn).toHaveAttribute(
      'href',
      `${t.prefix}/login?redirect=${encodeURIComponent(`${t.prefix}/support`)}`,
    );

    const summary = page.locator('summary', {hasText: t.question});
    const answer = page.getByText(t.answer, {exact: false});
    await expect(answer).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await expect(summary.locator('xpath=..')).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();

    const search = page.getByRole('searchbox', {name: t.search});
    await search.fill(t.searchWords);
    await expect(page.locator('.nada-support-faq__item:visible')).toHaveCount(1);
    await expect(summary).toBeVisible();
    await expect(page.getByText(t.oneMatch)).toHaveAttribute('aria-live', 'polite');
    await search.fill('');
    await expect(page.locator('.nada-support-faq__item:visible')).toHaveCount(7);
  });
}

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
