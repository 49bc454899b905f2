import {expect, type Page} from '@playwright/test';

/**
 * Waits until React has hydrated the page (`<html data-hydrated>`, set by the root layout): a click
 * before that finds the server's HTML without its handlers and does nothing, as it would for a
 * visitor on a slow connection. Pages sent without React (the landing, to a guest) never get it.
 */
export async function hydrated(page: Page, timeout = 30_000): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toBeAttached({timeout});
}
