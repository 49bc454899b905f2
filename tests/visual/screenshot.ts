import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import pixelmatch from 'pixelmatch';
import {baselineOf, decodePng, decodeWebp, digestOf, encodePng, readBaseline, type Pixels} from './baseline';
import {settle} from './settle';
import {screenshotCapture, screenshotTolerance} from './tolerance';

/** How many captures a rendering that differs from its baseline gets (a late reflow, anti-aliasing). */
const CAPTURES = 3;

/** The number of pixels that differ beyond the tolerance, or undefined when the sizes differ. */
export function differingPixels(expected: Pixels, actual: Pixels, diff?: Buffer): number | undefined {
  if (expected.width !== actual.width || expected.height !== actual.height) return undefined;
  return pixelmatch(expected.data, actual.data, diff, expected.width, expected.height, {
    threshold: screenshotTolerance.threshold,
  });
}

/**
 * A full-page screenshot of `page` compared with the baseline `<name>.webp` (see baseline.ts), as a
 * soft assertion whose message starts with `message`. The cheap proof first: a capture whose PNG
 * digest is the one the baseline was made from has its pixels (a rendering of 0.2-1.8 s saved the
 * decoding of both images, docs/benchmarks.md). Otherwise both are decoded and at most
 * `screenshotTolerance.maxDiffPixels` may differ by more than its threshold; a rendering that differs
 * is settled and captured again, up to {@link CAPTURES} times. No masks: a page shows the same dates
 * on every run (tests/app/fixedDates.ts), so all of it is compared.
 *
 * `renderAgain`, when given, renders the same thing afresh in a newly loaded page; it is called once
 * when every capture differed, and the comparison then runs on the fresh rendering. A story shown in a
 * canvas that has rendered hundreds of others can carry something of them (CI's one failure of
 * 2026-12-07: UI/AlertDialog differed in 3 487 pixels in all three captures, and in none of 340 runs
 * here); a real change differs in the fresh page as well, so it still fails. Each such second
 * rendering is named in the test's annotations.
 *
 * `--update-snapshots` (Playwright's flag: `all` or `changed` rewrites a differing baseline,
 * `missing`, the default outside CI, writes only absent ones) decides what is written. A failure
 * leaves `<name>-expected.png`, `-actual.png` and `-diff.png` in the test's output folder.
 */
export async function expectScreenshot(
  page: Page,
  name: string,
  message: string,
  renderAgain?: () => Promise<void>,
): Promise<void> {
  const info = test.info();
  const file = info.snapshotPath(`${name}.webp`);
  const baseline = readBaseline(file);
  const capture = () => page.screenshot({...screenshotCapture, fullPage: true});
  let actual = await capture();
  if (baseline?.captureDigest === digestOf(actual)) return;

  const mode = info.config.updateSnapshots;
  const write = (why: string) => {
    mkdirSync(dirname(file), {recursive: true});
    writeFileSync(file, baselineOf(actual));
    info.annotations.push({type: why, description: file});
  };
  if (!baseline) {
    if (mode === 'none') {
      expect
        .soft(`no baseline ${file}`, `${message}: screenshot ${name}`)
        .toBe('a baseline (./run visual:update)');
    } else write('baseline written');
    return;
  }

  const expected = decodeWebp(baseline.webp);
  let differing: number | undefined;
  const matches = async () => {
    for (let attempt = 1; ; attempt += 1) {
      differing = differingPixels(expected, decodePng(actual));
      if (differing !== undefined && differing <= screenshotTolerance.maxDiffPixels) return true;
      if (attempt === CAPTURES) return false;
      await settle(page);
      actual = await capture();
      if (baseline.captureDigest === digestOf(actual)) return true;
    }
  };
  if (await matches()) return;
  if (renderAgain) {
    info.annotations.push({
      type: 'rendered again',
      description: `${name}: ${differing ?? 'size'} pixels differed`,
    });
    await renderAgain();
    actual = await capture();
    if (baseline.captureDigest === digestOf(actual) || (await matches())) return;
  }
  if (mode === 'all' || mode === 'changed') {
    write('baseline rewritten');
    return;
  }
  const output = (suffix: string) => info.outputPath(`${name}-${suffix}.png`);
  const actualPixels = decodePng(actual);
  writeFileSync(output('expected'), encodePng(expected));
  writeFileSync(output('actual'), actual);
  if (differing !== undefined) {
    const diff = Buffer.alloc(expected.data.length);
    differingPixels(expected, actualPixels, diff);
    writeFileSync(output('diff'), encodePng({...expected, data: diff}));
  }
  const what =
    differing === undefined
      ? `is ${actualPixels.width} x ${actualPixels.height} px, its baseline ${expected.width} x ${expected.height}`
      : `differs from its baseline in ${differing} pixels (at most ${screenshotTolerance.maxDiffPixels} may)`;
  expect.soft(`${what}; see ${output('diff')}`, `${message}: screenshot ${name}`).toBe('as its baseline');
}
