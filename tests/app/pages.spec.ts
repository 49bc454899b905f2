import {readdirSync} from 'node:fs';
import {basename} from 'node:path';
import {expect, test} from '@playwright/test';
import {axeChecks, axeViolations} from '../axe';
import {settle} from '../visual/settle';
import {expectScreenshot} from '../visual/screenshot';
import {
  createAccount,
  createProfile,
  indonesian,
  password,
  removeAccount,
  signIn,
  uniqueEmail,
} from './emulator';
import {backdateMember, fixPageDates} from './fixedDates';
import {pagePaths} from './routes';
import {policyViolations, watchPolicyViolations} from './policy';

// Every page of the route table, in both languages, both colour modes and at a phone and a desktop
// width: a screenshot against its baseline (tests/app/__screenshots__), then axe on the same render.
// Pages only a signed-in user (or an admin) may see are shot signed in, as that user sees them.
//
// Each language is shot in one mode, the pairs axe checks (light Indonesian, dark English; see
// axeChecks), each at both widths: every language, mode and width of every page, four renders
// instead of eight (issue 43). Text is what changes the layout between languages; a mode changes
// colours only, and every component's stories are shot in all four pairs.
const widths = [390, 1280] as const;
const renderings = (
  [
    ['light', 'id', ''],
    ['light', 'en', '/en'],
    ['dark', 'id', ''],
    ['dark', 'en', '/en'],
  ] as const
).filter(([mode, locale]) => axeChecks(mode, locale));

// Besides the route table's pages, the not-found page any other path answers (with a 404 status).
const notFound = {name: 'not-found', path: '/tidak-ada', visitor: 'anyone'} as const;

// The sound pages list the library, which other tests add to while this one runs: they are shot
// with a search nothing matches (the search lives in the URL), so their baselines hold still.
const sampleQueries: Partial<Record<string, string>> = {
  'v3-sound': '?q=tidakadasuarasepertiini',
  'admin-sound': '?q=tidakadasuarasepertiini',
};

test('every page baseline is a rendering of a page', () => {
  // A page renamed or removed, or a rendering dropped, leaves its baselines behind in every clone.
  const shot = new Set(
    [...pagePaths, notFound].flatMap(({name}) =>
      renderings.flatMap(([mode, locale]) =>
        widths.map((width) => `${name}--${width}-${mode}-${locale}.webp`),
      ),
    ),
  );
  // Named as the screenshots name them (Playwright's snapshot path writes `_` as `-`).
  const named = new Set([...shot].map((file) => basename(test.info().snapshotPath(file))));
  const baselines = readdirSync(new URL('./__screenshots__/', import.meta.url));
  expect(baselines.filter((file) => !named.has(file))).toEqual([]);
});

for (const {name, path: samplePath, visitor} of [...pagePaths, notFound]) {
  test(`page ${name}`, async ({page, context, baseURL}, testInfo) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      // The browser reports the not-found page's own 404 status as a console error.
      const ownStatus = name === notFound.name && message.text().includes('status of 404');
      if (message.type() === 'error' && !ownStatus) consoleErrors.push(message.text());
    });
    // Every page, as its visitor sees it, in both languages and modes, within the Content Security
    // Policy: the browser's violation events are collected per document (security.spec.ts covers
    // the rest: sign-in itself, guests sent away from private pages).
    await watchPolicyViolations(page);
    // The consent banner has its own tests (consent.spec.ts); here the visitor has declined.
    await context.addCookies([{name: 'nada-analytics-consent', value: 'denied', url: baseURL ?? ''}]);
    // The signed-in user's address is on some pages (the profile), in running text: it is the same on
    // every run (one per page, so parallel tests never share it), and an earlier run's account goes.
    const email = `pages-${name}@nada.test`;
    // A public profile is shot as a real member's (their id is new every run; the sample id is a 404).
    const member = name === 'v3-profile-id' ? await createProfile(page.request, uniqueEmail(testInfo)) : '';
    if (member) backdateMember(member);
    const path = member ? `/v3/profile/${member}` : `${samplePath}${sampleQueries[name] ?? ''}`;
    if (visitor !== 'anyone') {
      await removeAccount(page, email);
      await createAccount(page, email, 'Sari Penyanyi', {admin: visitor === 'admin'});
      await page.goto('/login');
      await signIn(page, email, password, indonesian);
      await expect(page).toHaveURL(/\/v3\/home$/);
    }
    // Every date shown is the same on every run: no screenshot changes with the calendar.
    await fixPageDates(page);
    for (const [mode, locale, prefix] of renderings) {
      await context.addCookies([{name: 'nada-color-mode', value: mode, url: baseURL ?? ''}]);
      await page.emulateMedia({colorScheme: mode, reducedMotion: 'reduce'});
      // One document per rendering, shot at each width in turn: the phone width is loaded,
      // the desktop width is the same page resized (layout follows the viewport, as a window
      // resized by hand does).
      await page.setViewportSize({width: widths[0], height: 800});
      await page.goto(`${prefix}${path}`);
      const loaded = `${locale}, ${mode}`;
      await expect(page.locator('html'), loaded).toHaveAttribute('lang', locale);
      await expect(page.locator('html'), loaded).toHaveAttribute('data-theme', mode);
      // A private page shows "checking your sign-in" until the browser has decided, and a page
      // that loads its data (the profile) says so until it has it.
      await expect(page.locator('.page-checking-session'), loaded).toHaveCount(0);
      await expect(page.locator('[data-page-loading]'), loaded).toHaveCount(0);
      // The header's account menu is a chunk of its own, shown once loaded: a signed-in page is shot
      // with it (a baseline once caught the header between the two).
      if (visitor !== 'anyone') await expect(page.locator('.site-header__user'), loaded).toBeVisible();
      await expect(page, loaded).toHaveURL(new RegExp(`${prefix}${path.replace('?', '\\?')}$`));
      // The bot check under a form runs on its own clock (it solves, and renews when its
      // challenge expires); its states have their own story baselines in @nada/auth-forms.
      await page.addStyleTag({content: '.nada-auth__bot { display: none !important; }'});
      for (const width of widths) {
        const rendering = `${locale}, ${width} px, ${mode}`;
        await page.setViewportSize({width, height: 800});
        await settle(page);
        await expectScreenshot(page, `${name}--${width}-${mode}-${locale}`, rendering);
        expect.soft(await axeViolations(page), `axe violations [${rendering}]`).toEqual([]);
        expect.soft(await policyViolations(page), `CSP violations [${rendering}]`).toEqual([]);
      }
    }
    expect(consoleErrors, 'console errors').toEqual([]);
  });
}
