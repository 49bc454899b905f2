import type {Page} from '@playwright/test';
import axe from 'axe-core';

/**
 * Runs axe on the page as rendered (`disabledRules` off) and lists each violation with the
 * elements it found. axe-core is injected once per document and run there: unlike AxeBuilder,
 * which injects it twice and finishes every run in a new blank page, for the same results.
 */
export async function axeViolations(page: Page, disabledRules: readonly string[] = []): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async (disabled) => {
      const {violations} = await (window as unknown as {axe: typeof axe}).axe.run(document, {
        rules: Object.fromEntries(disabled.map((id) => [id, {enabled: false}])),
      });
      return violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
    },
    [...disabledRules],
  );
}

/**
 * Whether a story or page is rendered (shot and checked with axe) in this colour mode and language:
 * light in Indonesian and dark in English, so every story and page is seen in both modes (whose
 * colours decide contrast) and both languages (whose texts and labels differ), at half the cost of
 * all four pairs (issue 43).
 */
export function axeChecks(mode: 'light' | 'dark', locale: 'id' | 'en'): boolean {
  return (mode === 'light') === (locale === 'id');
}
