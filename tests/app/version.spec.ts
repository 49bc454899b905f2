import {expect, test, type Page} from '@playwright/test';
import {screenshotMoment} from './fixedDates';
import {hydrated} from './hydration';

// Issue 3: an open tab learns of a new deploy and moves onto it, and survives chunks that are gone.
// The build publishes /builds/latest.json and /builds/meta/{id}.json; the app polls the first.

const latestJson = '**/builds/latest.json*';
const nextBuild = {id: 'e2e-next-build', timestamp: 1_900_000_000_000};

/** Counts the page's document loads (the first one included). */
function countDocuments(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) count += 1;
  });
  return () => count;
}

/**
 * Counts, in the page, the checks for a newer build the app has started (its fetches of
 * latest.json): read after `page.clock.runFor`, it includes every check the timers fired, with no
 * request still on its way. The count starts again with each document.
 */
async function countStartedChecks(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counter = window as unknown as {startedChecks: number};
    counter.startedChecks = 0;
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url, window.location.href).pathname === '/builds/latest.json') counter.startedChecks += 1;
      return fetch(input, init);
    };
  });
  return () => page.evaluate(() => (window as unknown as {startedChecks: number}).startedChecks);
}

/** Publishes another build, as a deploy would. */
async function deployNextBuild(page: Page) {
  await page.route(latestJson, (route) => route.fulfill({json: nextBuild}));
  await page.route('**/builds/meta/**', (route) => route.fulfill({json: {...nextBuild, version: '9.9.9'}}));
}

/** The toast with this title, in the notifications region. */
const notice = (page: Page, title: string) =>
  page
    .getByRole('region', {name: /^(Notifikasi|Notifications) \(F8\)$/})
    .getByRole('listitem')
    .filter({hasText: title});

/** A marker that lives exactly as long as the current document. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as {beforeReload?: boolean}).beforeReload = true;
  });
const documentIsMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload === true);

/** Makes the app check every 250 ms instead of every minute. */
const checkOften = (page: Page) =>
  page.addInitScript(() => window.localStorage.setItem('nada.versionCheckIntervalMs', '250'));

for (const {locale, prefix, title, reload, nav, link, heading} of [
  {
    locale: 'Indonesian',
    prefix: '',
    title: 'Versi baru Nada sudah tersedia',
    reload: 'Muat ulang',
    nav: 'Utama',
    link: 'Harga',
    heading: 'Harga',
  },
  {
    locale: 'English',
    prefix: '/en',
    title: 'A new version of Nada is available',
    reload: 'Reload',
    nav: 'Main',
    link: 'Pricing',
    heading: 'Pricing',
  },
]) {
  test(`a new build is announced once in ${locale}, and the next navigation loads it`, async ({page}) => {
    // Fake timers, still running with real time: runFor below fires what would come in seconds.
    await page.clock.install();
    await checkOften(page);
    const startedChecks = await countStartedChecks(page);
    const documents = countDocuments(page);
    const firstCheck = page.waitForResponse((r) => new URL(r.url()).pathname === '/builds/latest.json');
    // A page React runs for a guest (the landing, about, pricing and support reach one without it, so
    // every link there loads a document).
    await page.goto(`${prefix}/v3/sound`);

    // The build's own latest.json names the running build: nothing to announce.
    const latest = await (await firstCheck).json();
    expect(latest).toEqual({
      id: expect.stringMatching(/^[a-z0-9]+-[0-9a-f]{8}$/),
      timestamp: expect.any(Number),
    });
    await expect.poll(startedChecks).toBeGreaterThanOrEqual(3);
    await expect(page.getByText(title)).toHaveCount(0);

    await deployNextBuild(page);
    await expect(notice(page, title)).toBeVisible();
    await expect(notice(page, title).getByRole('button', {name: reload})).toBeVisible();
    // Once: the checks stop, and no second notice appears.
    const checksAtNotice = await startedChecks();
    await page.clock.runFor(5_000);
    expect(await startedChecks()).toBe(checksAtNotice);
    await expect(notice(page, title)).toHaveCount(1);

    // The next client navigation is a full document load of its target.
    await markDocument(page);
    const loaded = page.waitForEvent('load');
    await page.getByRole('navigation', {name: nav}).getByRole('link', {name: link}).click();
    await loaded;
    await expect(page).toHaveURL(new RegExp(`${prefix}/v3/pricing$`));
    await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
    expect(await documentIsMarked(page)).toBe(false);
    expect(documents()).toBe(2);
  });
}

test('the notice reloads the page from its button', async ({page}) => {
  await checkOften(page);
  const documents = countDocuments(page);
  await deployNextBuild(page);
  await page.goto('/en/v3/sound');
  const newVersion = notice(page, 'A new version of Nada is available');
  await expect(newVersion).toBeVisible();
  await markDocument(page);
  const loaded = page.waitForEvent('load');
  await newVersion.getByRole('button', {name: 'Reload'}).click();
  await loaded;
  await expect(page).toHaveURL(/\/en\/v3\/sound$/);
  expect(await documentIsMarked(page)).toBe(false);
  expect(documents()).toBe(2);
});

test('no checks while the tab is hidden; one as soon as it is visible again', async ({page}) => {
  // Chromium keeps a headless page visible: let the test say when it is hidden.
  await page.addInitScript(() => {
    const state = window as unknown as {testHidden?: boolean};
    Object.defineProperty(Document.prototype, 'visibilityState', {
      configurable: true,
      get: () => (state.testHidden ? 'hidden' : 'visible'),
    });
  });
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      (window as unknown as {testHidden?: boolean}).testHidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await page.clock.install();
  await checkOften(page);
  const startedChecks = await countStartedChecks(page);
  await page.goto('/v3/sound');
  await expect.poll(startedChecks).toBeGreaterThanOrEqual(2);

  // Twenty intervals pass while hidden: not one check starts.
  await setHidden(true);
  const checksWhenHidden = await startedChecks();
  await page.clock.runFor(5_000);
  expect(await startedChecks()).toBe(checksWhenHidden);

  // Offline, or a deploy half done: the failure is ignored and the next check still runs.
  await page.route(latestJson, (route) => route.abort('internetdisconnected'));
  await setHidden(false);
  await expect.poll(startedChecks).toBeGreaterThan(checksWhenHidden);
  await page.unroute(latestJson);
  await deployNextBuild(page);
  await expect(notice(page, 'Versi baru Nada sudah tersedia')).toBeVisible();
});

test('a route chunk that fails to load reloads the page once; a second failure within 10 s shows the error page', async ({
  page,
}) => {
  // The browser's clock stands still (its timers run): the 10 s window is the app's clock, not the
  // machine's speed. The test moves it on by hand.
  const failedAt = screenshotMoment.getTime();
  await page.clock.setFixedTime(failedAt);
  const documents = countDocuments(page);
  const headerLink = () => page.getByRole('navigation', {name: 'Utama'}).getByRole('link', {name: 'Harga'});
  const errorPage = page.getByRole('heading', {name: /Kesalahan Server Internal/});
  await page.goto('/v3/sound');
  await hydrated(page);

  // The pricing page's chunk (where Harga leads) is gone, as after a deploy.
  await page.route('**/assets/pricing-*.js', (route) => route.abort());
  let reloaded = page.waitForEvent('load');
  await headerLink().click();
  await reloaded;
  // The page that was open is loaded again, with the current build.
  await expect(page).toHaveURL(/\/v3\/sound$/);
  expect(documents()).toBe(2);
  await hydrated(page);

  // Just under 10 s later, the chunk is still missing: the error page, and no reload loop.
  await page.clock.setFixedTime(failedAt + 9_999);
  await headerLink().click();
  await expect(errorPage).toBeVisible();
  expect(documents()).toBe(2);

  // Once the window has passed, a missing chunk (another deploy) reloads the page again.
  await page.goto('/v3/sound');
  await hydrated(page);
  expect(documents()).toBe(3);
  await page.clock.setFixedTime(failedAt + 9_999 + 10_000);
  reloaded = page.waitForEvent('load');
  await headerLink().click();
  await reloaded;
  await expect(page).toHaveURL(/\/v3\/sound$/);
  expect(documents()).toBe(4);
});
