import {join} from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import type {Page} from '@playwright/test';

/**
 * The moment page screenshots are taken at, and other tests that hold the browser's clock still
 * stand at: a Monday morning in Jakarta, well before any run, so that tokens the emulator issues
 * now never look expired to a browser that believes it (issue 43: a home page screenshot turned
 * red with the calendar, as the width of its "renews on" date did).
 */
export const screenshotMoment = new Date('2026-06-15T03:00:00.000Z');

/** The credit period of {@link screenshotMoment}: calendar months in UTC, as the API counts them. */
const screenshotPeriod = {
  periodStart: new Date(
    Date.UTC(screenshotMoment.getUTCFullYear(), screenshotMoment.getUTCMonth(), 1),
  ).toISOString(),
  periodEnd: new Date(
    Date.UTC(screenshotMoment.getUTCFullYear(), screenshotMoment.getUTCMonth() + 1, 1),
  ).toISOString(),
};

/**
 * Makes every date a page shows that of {@link screenshotMoment}, whatever day the test runs on:
 * the browser's clock stands still at that moment (its timers still run), and the credit period the
 * API answers (`GET /api/credits`, from the server's own clock) is that moment's month. The rest of
 * the answer is the server's, untouched.
 */
export async function fixPageDates(page: Page): Promise<void> {
  await page.clock.setFixedTime(screenshotMoment);
  await page.route(/\/api\/credits(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({response});
    const balance = (await response.json()) as Record<string, unknown>;
    await route.fulfill({response, json: {...balance, ...screenshotPeriod}});
  });
}

/**
 * Dates member `userId` as having joined at {@link screenshotMoment}, in the end-to-end server's
 * database (its `DATA_DIR`, see playwright.config.ts): a public profile says since when someone is a
 * member, and its page is rendered on the server, out of the browser's reach.
 */
export function backdateMember(userId: string): void {
  const dataDir = process.env.NADA_E2E_DATA_DIR;
  if (!dataDir) throw new Error('NADA_E2E_DATA_DIR is not set: run through tests/app/playwright.config.ts');
  const database = new DatabaseSync(join(dataDir, 'nada.db'));
  try {
    database.exec('PRAGMA busy_timeout = 5000');
    const {changes} = database
      .prepare('UPDATE users SET created_at = ? WHERE id = ?')
      .run(screenshotMoment.toISOString(), userId);
    if (changes !== 1) throw new Error(`No member ${userId} in ${dataDir}`);
  } finally {
    database.close();
  }
}
