import {expect, test, type Page} from '@playwright/test';
import {hydrated} from './hydration';

// The sound library and the tone tools reach a guest as the server's complete HTML with one small
// script (`hydrate: 'on-interaction'` in the route table): React's scripts load on the
// first use of a control, and that first click is not lost: the control is busy while React loads,
// then the click happens. The sound library's play button is held to it in sound.spec.ts (the
// library is empty until a test publishes a sound there).

const locales = [
  {
    prefix: '',
    search: 'Cari suara',
    sort: 'Urutkan',
    metronome: 'Metronom',
    tuner: 'Tuner',
    start: 'Mulai',
    stop: 'Berhenti',
    signIn: 'Masuk',
  },
  {
    prefix: '/en',
    search: 'Search sounds',
    sort: 'Sort by',
    metronome: 'Metronome',
    tuner: 'Tuner',
    start: 'Start',
    stop: 'Stop',
    signIn: 'Sign in',
  },
] as const;

// The e2e server has an analytics id: a visitor who has not decided gets the page hydrated at once
// (the banner is React's), so these visitors have declined.
test.beforeEach(async ({context, baseURL}) => {
  await context.addCookies([{name: 'nada-analytics-consent', value: 'denied', url: baseURL ?? ''}]);
});

/** The app's scripts the page requests, in order (paths under /assets). */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

const isOwnScript = (path: string) => /^\/assets\/hydrate-on-interaction-[\w-]+\.js$/.test(path);

/**
 * Holds React Router's client entry back until `release` is called, so a test sees the page
 * between the first interaction and the hydration (the control busy) however fast the machine is.
 */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Loads a page as a guest and checks that it loaded its one small script alone. */
async function openUnhydrated(page: Page, path: string): Promise<string[]> {
  const scripts = watchScripts(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  expect(
    scripts.filter((script) => !isOwnScript(script)),
    path,
  ).toEqual([]);
  expect(scripts.filter(isOwnScript), path).toHaveLength(1);
  expect(await page.locator('link[rel="modulepreload"]').count(), path).toBe(0);
  await expect(page.locator('html'), path).not.toHaveAttribute('data-hydrated', /.*/);
  return scripts;
}

for (const text of locales) {
  test(`${text.prefix}/v3/sound: a guest gets the library's search and filters in the server's HTML, and React with the first focus`, async ({
    page,
  }) => {
    const scripts = await openUnhydrated(page, `${text.prefix}/v3/sound`);
    // The server's HTML: the search (a plain GET form before React), the order and the filters.
    const search = page.getByRole('searchbox', {name: text.search});
    await expect(search).toHaveAttribute('name', 'q');
    await expect(page.getByRole('combobox', {name: text.sort})).toBeVisible();
    await expect(page.locator('#nada-sound-filters')).toBeAttached();
    await expect(page.locator('[data-page-loading]')).toHaveCount(0);
    await search.focus();
    await hydrated(page);
    expect(scripts.some((script) => /\/entry\.client-/.test(script))).toBe(true);
    // Hydrated without a mismatch: the same search box, and it searches.
    await search.fill('tidakadasuarasepertiini');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=tidakadasuarasepertiini(&|$)/);
  });

  test(`${text.prefix}/tone/sound: a guest's first click on a tab, before React, opens it once React is there`, async ({
    page,
  }) => {
    await openUnhydrated(page, `${text.prefix}/tone/sound`);
    // The guest's part of the file tools is in the server's HTML too.
    await expect(page.locator('[data-file-tools]').getByRole('link', {name: text.signIn})).toBeVisible();
    const release = await holdEntry(page);
    const tab = page.getByRole('tab', {name: text.metronome});
    await tab.click();
    await expect(tab).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('tab', {name: text.tuner})).toHaveAttribute('aria-selected', 'true');
    release();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).not.toHaveAttribute('aria-busy', /.*/);
    await expect(page).toHaveURL(/[?&]tool=metronome(&|$)/);
    await hydrated(page);
  });

  test(`${text.prefix}/tone/sound: a guest's first click on the metronome's start, before React, starts it`, async ({
    page,
  }) => {
    await openUnhydrated(page, `${text.prefix}/tone/sound?tool=metronome`);
    const release = await holdEntry(page);
    const start = page.getByRole('button', {name: text.start, exact: true});
    await start.click();
    await expect(start).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('button', {name: text.stop, exact: true})).toBeVisible();
    await hydrated(page);
  });
}

test('a browser with a session gets the sound library hydrated at once', async ({page, context, baseURL}) => {
  await context.addCookies([{name: 'nada-session', value: '1', url: baseURL ?? ''}]);
  await page.goto('/en/v3/sound');
  await hydrated(page);
});
