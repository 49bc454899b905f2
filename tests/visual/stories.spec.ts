import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {readFileSync} from 'node:fs';

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

test('Storybook has stories to check', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  for (const mode of modes) {
    for (const locale of locales) {
      test(`${story.title} / ${story.name} [${mode}, ${locale}]`, async ({page}) => {
        const consoleErrors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') consoleErrors.push(message.text());
        });
        await page.emulateMedia({colorScheme: mode, reducedMotion: 'reduce'});
        await page.goto(
          `/iframe.html?id=${story.id}&viewMode=story&globals=colorMode:${mode};locale:${locale}`,
          {waitUntil: 'networkidle'},
        );
        await page.locator('#storybook-root > *').first().waitFor({state: 'attached'});
        await page.evaluate(async () => {
          await document.fonts.ready;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expect(page).toHaveScreenshot(`${story.id}--${mode}-${locale}.png`, {fullPage: true});

        const axe = await new AxeBuilder({page}).disableRules(pageLevelRules).analyze();
        const violations = axe.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        );
        expect(violations, 'axe violations').toEqual([]);
        expect(
          consoleErrors.filter((text) => !text.includes('Failed to load resource')),
          'console errors',
        ).toEqual([]);
      });
    }
  }
}
