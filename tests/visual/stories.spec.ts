import {test as base, expect, type ConsoleMessage, type Page} from '@playwright/test';
import {readFileSync, readdirSync} from 'node:fs';
import {basename} from 'node:path';
import {fileURLToPath} from 'node:url';
import {axeChecks, axeViolations} from '../axe';
import {decodePng, decodeWebp, readBaseline} from './baseline';
import {canvasOptions} from './canvas';
import {settle} from './settle';
import {differingPixels, expectScreenshot} from './screenshot';
import {screenshotCapture, screenshotTolerance} from './tolerance';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const index = JSON.parse(
  readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8'),
) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
type Mode = 'light' | 'dark';
type Locale = 'id' | 'en';

// A story is rendered in light Indonesian and dark English, the pairs axe checks (see axeChecks):
// every story in both colour modes and both languages, at half the renders of all four pairs
// (issue 43). A language changes a component's layout through its texts, a mode only its colours;
// dark Indonesian and light English repeated the two (their 1 056 baselines went on 2026-12-07).
const renderings = (
  [
    ['light', 'id'],
    ['light', 'en'],
    ['dark', 'id'],
    ['dark', 'en'],
  ] as const
).filter(([mode, locale]) => axeChecks(mode, locale));

// Rules about whole pages do not apply to a component rendered alone in the story canvas.
const pageLevelRules = ['region', 'landmark-one-main', 'page-has-heading-one', 'bypass'];

// a11y.manual stops the a11y addon's own run in the preview: axe runs once, from the test.
const storyUrl = (id: string, mode: Mode, locale: Locale) =>
  `/iframe.html?id=${id}&viewMode=story&globals=colorMode:${mode};locale:${locale};a11y.manual:!true`;

/** The part of Storybook's preview channel (`window.__STORYBOOK_ADDONS_CHANNEL__`) the suite uses. */
interface PreviewChannel {
  emit(event: string, ...args: unknown[]): void;
  on(event: string, listener: (...args: unknown[]) => void): void;
  off(event: string, listener: (...args: unknown[]) => void): void;
  last(event: string): unknown[] | undefined;
}

/**
 * Renders a story afresh in the canvas page, as a page load would, but over the preview's channel:
 * new globals first (`updateGlobals`; the story on screen re-renders with them), then the story
 * selected (`setCurrentStory`) if it is not yet, and mounted anew (`forceRemount`) on an <html> as
 * loaded, so no state of an earlier rendering is left in it. Resolves once Storybook reports the story rendered (its
 * play function done) and the page is still ({@link settle}: laid out, fonts loaded, animations finished).
 */
async function showStory(page: Page, storyId: string, mode: Mode, locale: Locale): Promise<void> {
  await page.emulateMedia({colorScheme: mode, reducedMotion: 'reduce'});
  await page.evaluate(
    async ({storyId, globals}) => {
      const channel = (window as unknown as {__STORYBOOK_ADDONS_CHANNEL__: PreviewChannel})
        .__STORYBOOK_ADDONS_CHANNEL__;
      const rendered = (id: string) =>
        new Promise<void>((resolve, reject) => {
          const failures = ['storyThrewException', 'storyErrored', 'playFunctionThrewException'];
          const stop = () => {
            channel.off('storyRendered', onRendered);
            for (const event of failures) channel.off(event, onFailure);
          };
          const onRendered = (renderedId: unknown) => {
            if (renderedId !== id) return;
            stop();
            resolve();
          };
          const onFailure = (error: unknown) => {
            stop();
            reject(new Error(`${id} did not render: ${JSON.stringify(error)}`));
          };
          channel.on('storyRendered', onRendered);
          for (const event of failures) channel.on(event, onFailure);
        });

      const [shownId] = (channel.last('storyRendered') ?? []) as [string];
      const [{globals: shownGlobals}] = channel.last('globalsUpdated') as [
        {globals: Record<string, unknown>},
      ];
      if (Object.entries(globals).some(([name, value]) => shownGlobals[name] !== value)) {
        const rerendered = rendered(shownId);
        channel.emit('updateGlobals', {globals});
        await rerendered;
      }
      // A story selected anew is mounted a second time: the first mount after another story can
      // find that story's leftovers (after a dialog story or the playing player, a story that focuses
      // its input on mount came up with nothing focused), so every rendering is a remount of a story
      // already selected, the same whatever the worker rendered before it.
      if (shownId !== storyId) {
        const selected = rendered(storyId);
        channel.emit('setCurrentStory', {storyId, viewMode: 'story'});
        await selected;
      }
      // The document as loaded: components leave the theme and language on <html> when they
      // unmount, and a story that paints in its first effects (the waveform's canvas) must start
      // from the same <html> as after a page load.
      const root = document.documentElement;
      const loaded = (window as unknown as {canvasRootAttributes: Record<string, string>})
        .canvasRootAttributes;
      for (const name of root.getAttributeNames()) if (!(name in loaded)) root.removeAttribute(name);
      for (const [name, value] of Object.entries(loaded)) root.setAttribute(name, value);
      window.scrollTo(0, 0);
      const mounted = rendered(storyId);
      channel.emit('forceRemount', {storyId});
      await mounted;
    },
    {storyId, globals: {colorMode: mode, locale}},
  );
  await settle(page);
}

/**
 * Loads the canvas page with `storyId` rendered in `mode` and `locale`, and keeps the attributes
 * its <html> has as loaded (showStory restores them before each rendering).
 */
async function loadCanvas(page: Page, storyId: string, mode: Mode, locale: Locale): Promise<void> {
  await page.emulateMedia({colorScheme: mode, reducedMotion: 'reduce'});
  await page.goto(storyUrl(storyId, mode, locale));
  await page.waitForFunction(
    (id) =>
      (
        window as unknown as {__STORYBOOK_ADDONS_CHANNEL__?: PreviewChannel}
      ).__STORYBOOK_ADDONS_CHANNEL__?.last('storyRendered')?.[0] === id,
    storyId,
  );
  await page.evaluate(async () => {
    const html = await (await fetch(location.href)).text();
    const {attributes} = new DOMParser().parseFromString(html, 'text/html').documentElement;
    (window as unknown as {canvasRootAttributes: Record<string, string>}).canvasRootAttributes =
      Object.fromEntries([...attributes].map(({name, value}) => [name, value]));
  });
}

// One canvas page per worker: the preview loads once and every story is switched to over its
// channel, which saves loading Storybook's scripts, styles and fonts for each of ~1 060 renderings.
const test = base.extend<object, {canvas: Page}>({
  canvas: [
    async ({browser}, use) => {
      // Only the story tests use the canvas, and they exist only when there are stories.
      const [firstStory] = stories;
      if (!firstStory) throw new Error('storybook-static/index.json lists no story');
      const context = await browser.newContext(canvasOptions);
      const page = await context.newPage();
      const [mode, locale] = renderings[0] ?? ['light', 'id'];
      await loadCanvas(page, firstStory.id, mode, locale);
      await use(page);
      await context.close();
    },
    {scope: 'worker'},
  ],
});

test('Storybook has stories to check', () => {
  expect(stories.length).toBeGreaterThan(0);
});

test('every baseline is a rendering of a story', () => {
  // A story renamed or removed, or a rendering dropped, leaves its baselines behind in every clone.
  const shot = new Set(
    stories.flatMap(({id}) => renderings.map(([mode, locale]) => `${id}--${mode}-${locale}.webp`)),
  );
  // Named as the screenshots name them (Playwright's snapshot path writes `_` as `-`).
  const named = new Set([...shot].map((file) => basename(test.info().snapshotPath(file))));
  const baselines = readdirSync(new URL('./__screenshots__/', import.meta.url));
  expect(baselines.filter((file) => !named.has(file))).toEqual([]);
});

test('the screenshot tolerance catches a small change of a colour token', async ({page}) => {
  const baselineFile = fileURLToPath(
    new URL('./__screenshots__/ui-button--primary--light-id.webp', import.meta.url),
  );
  const stored = readBaseline(baselineFile);
  if (!stored) throw new Error('baseline of ui-button--primary missing: ./run visual:update');
  await page.goto(storyUrl('ui-button--primary', 'light', 'id'));
  await page.locator('#storybook-root > *').first().waitFor({state: 'attached'});
  await settle(page);
  // Four steps brighter in each channel: invisible side by side, but a changed token all the same.
  await page.addStyleTag({content: ':root { --nada-color-primary: #4f33da !important; }'});
  const actual = decodePng(await page.screenshot({...screenshotCapture, fullPage: true}));
  const baseline = decodeWebp(stored.webp);
  expect([actual.width, actual.height]).toEqual([baseline.width, baseline.height]);
  expect(differingPixels(baseline, actual)).toBeGreaterThan(screenshotTolerance.maxDiffPixels);
});

for (const story of stories) {
  // One test a story: its renderings share the worker's canvas, and every difference is reported.
  test(`${story.title} / ${story.name}`, async ({canvas}) => {
    const consoleErrors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error' && !message.text().includes('Failed to load resource')) {
        consoleErrors.push(message.text());
      }
    };
    canvas.on('console', onConsole);
    try {
      // The rendering in the globals the canvas shows comes first: changing them re-renders the story
      // on screen (the previous one), a render of no use.
      const shown = await canvas.evaluate(() => {
        const channel = (window as unknown as {__STORYBOOK_ADDONS_CHANNEL__: PreviewChannel})
          .__STORYBOOK_ADDONS_CHANNEL__;
        const [{globals}] = channel.last('globalsUpdated') as [{globals: Record<string, unknown>}];
        return globals;
      });
      const inShownGlobals = ([mode, locale]: (typeof renderings)[number]) =>
        shown.colorMode === mode && shown.locale === locale;
      const inOrder = [...renderings.filter(inShownGlobals), ...renderings.filter((r) => !inShownGlobals(r))];
      for (const [mode, locale] of inOrder) {
        const rendering = `${mode}, ${locale}`;
        await showStory(canvas, story.id, mode, locale);
        await expect(canvas.locator('html'), rendering).toHaveAttribute('data-theme', mode);
        // Should every capture differ, the story is rendered once more in a freshly loaded canvas.
        await expectScreenshot(canvas, `${story.id}--${mode}-${locale}`, rendering, async () => {
          await loadCanvas(canvas, story.id, mode, locale);
          await settle(canvas);
        });
        const violations = await axeViolations(canvas, pageLevelRules);
        expect.soft(violations, `axe violations [${rendering}]`).toEqual([]);
      }
    } finally {
      canvas.off('console', onConsole);
    }
    expect(consoleErrors, 'console errors').toEqual([]);
  });
}
