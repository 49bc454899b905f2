import type {Page} from '@playwright/test';

/**
 * Resolves once the page is still: laid out, every font it uses loaded and every finite animation
 * (a dialog's or popover's opening, even at reduced motion's 0.01 ms) finished, then two frames
 * painted. `document.fonts.ready` alone is not enough: a font is requested only when text that uses
 * it is laid out, so a story that has just rendered may have no font loading yet and a reflow to come;
 * on a busy machine that reflow landed after the screenshot and moved a dialog's content (issue 20).
 * So the wait forces layout first, and repeats until a round finds nothing more to wait for.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const unfinished = () =>
      document.getAnimations().filter((animation) => {
        const {endTime} = animation.effect?.getComputedTiming() ?? {};
        // An infinite animation (a spinner) never settles; it is frozen by the screenshot instead.
        return animation.playState !== 'finished' && Number.isFinite(endTime);
      });
    for (;;) {
      document.body.getBoundingClientRect();
      await document.fonts.ready;
      await Promise.all(unfinished().map((animation) => animation.finished.catch(() => undefined)));
      await frame();
      await frame();
      document.body.getBoundingClientRect();
      if (document.fonts.status === 'loaded' && unfinished().length === 0) return;
    }
  });
}
