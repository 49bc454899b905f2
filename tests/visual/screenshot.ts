import {readFileSync} from 'node:fs';
import {expect, test, type Page} from '@playwright/test';
import {screenshotCapture} from './tolerance';

/**
 * `expect.soft(page, message).toHaveScreenshot(name, {fullPage: true})`, which first tries the
 * cheap proof: one capture, taken with the matcher's options, whose bytes are the baseline's.
 * Chromium encodes the same pixels into the same PNG and a baseline is such a capture, so equal
 * bytes are equal pixels. Otherwise (a few anti-aliased pixels, or a real change) the matcher runs as
 * it always did: it captures again, decodes both images, compares them within the tolerance and
 * writes the diff. Measured under load (docs/benchmarks.md, "Screenshots compared as bytes first"):
 * a page rendering 1.3 s instead of 2.4 s, every one of them equal; a story rendering 0.21 s instead
 * of 0.31 s, about four in five equal.
 */
export async function expectScreenshot(page: Page, name: string, message: string): Promise<void> {
  // No masks: a page shows the same dates on every run (tests/app/fixedDates.ts), so all of it is compared.
  const wanted = {fullPage: true};
  let baseline: Buffer | undefined;
  try {
    baseline = readFileSync(test.info().snapshotPath(name, {kind: 'screenshot'}));
  } catch {
    // No baseline yet: the matcher fails (CI) or writes it (locally).
  }
  if (baseline && (await page.screenshot({...screenshotCapture, ...wanted})).equals(baseline)) return;
  await expect.soft(page, message).toHaveScreenshot(name, wanted);
}
