import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {existsSync, readFileSync} from 'node:fs';
import pixelmatch from 'pixelmatch';
import {PNG} from 'pngjs';
import {screenshotTolerance} from './tolerance';

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
const modes = ['light', 'dark'] as const;
const locales = ['id', 'en'] as const;

// Rules about whole pages do not apply to a component rendered alone in the story canvas.
const pageLevelRules = ['region', 'landmark-one-main', 'page-has-heading-one', 'bypass'];

// a11y.manual stops the a11y addon's own run in the preview: axe runs once, from the test.
const storyUrl = (id: string, mode: string, locale: string) =>
  `/iframe.html?id=${id}&viewMode=story&globals=colorMode:${mode};locale:${locale};a11y.manual:!true`;

test('Storybook has stories to check', () => {
  expect(stories.length).toBeGreaterThan(0);
});

test('the screenshot tolerance catches a small change of a colour token', async ({page}) => {
  const baselineFile = new URL('./__screenshots__/ui-button--primary--light-id.png', import.meta.url);
  expect(existsSync(baselineFile), 'baseline of ui-button--primary missing: ./run visual:update').toBe(true);
  await page.goto(storyUrl('ui-button--primary', 'light', 'id'));
  await page.locator('#storybook-root > *').first().waitFor({state: 'attached'});
  await page.evaluate(() => document.fonts.ready);
  // Four steps brighter in each channel: invisible side by side, but a changed token all the same.
  await page.addStyleTag({content: ':root { --nada-color-primary: #4f33da !important; }'});
  const actual = PNG.sync.read(
    await page.screenshot({fullPage: true, animations: 'disabled', caret: 'hide'}),
  );
  const baseline = PNG.sync.read(readFileSync(baselineFile));
  expect([actual.width, actual.height]).toEqual([baseline.width, baseline.height]);
  const differing = pixelmatch(baseline.data, actual.data, undefined, baseline.width, baseline.height, {
    threshold: screenshotTolerance.threshold,
  });
  expect(differing).toBeGreaterThan(screenshotTolerance.maxDiffPixels);
});

for (const story of stories) {
  // One test a story: its four renderings share a warm page, and every difference is reported.
  test(`${story.title} / ${story.name}`, async ({page}) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('Failed to load resource')) {
        consoleErrors.push(message.text());
      }
    });
    for (const mode of modes) {
      for (const locale of locales) {
        const rendering = `${mode}, ${locale}`;
        await page.emulateMedia({colorScheme: mode, reducedMotion: 'reduce'});
        await page.goto(storyUrl(story.id, mode, locale));
        await page.locator('#storybook-root > *').first().waitFor({state: 'attached'});
        await page.evaluate(async () => {
          await document.fonts.ready;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        await expect(page.locator('html'), rendering).toHaveAttribute('data-theme', mode);
        await expect
          .soft(page, rendering)
          .toHaveScreenshot(`${story.id}--${mode}-${locale}.png`, {fullPage: true});

        const axe = await new AxeBuilder({page}).disableRules(pageLevelRules).analyze();
        const violations = axe.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        );
        expect.soft(violations, `axe violations [${rendering}]`).toEqual([]);
      }
    }
    expect(consoleErrors, 'console errors').toEqual([]);
  });
}
