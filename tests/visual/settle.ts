import type {Page} from '@playwright/test';

/**
 * Resolves once the page is still: laid out, every font it uses loaded and every finite animation
 * (a dialog's or popover's opening, even at reduced motion's 0.01 ms) finished, then two frames
 * painted, and every element's box where it was a round before. `document.fonts.ready` alone is not
 * enough: a font is requested only when text that uses it is laid out, so a story that has just
 * rendered may have no font loading yet and a reflow to come; on a busy machine that reflow landed
 * after the screenshot and moved a dialog's content (issue 20). So the wait forces layout first, and
 * repeats until a round finds nothing more to wait for and no box moved (a late effect, a measured
 * position): it waits for the page, never for a time.
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
    // Every element's layout box (offsets ignore transforms, so a running spinner does not count as
    // moving: the screenshot freezes it). A page whose layout never stops changing (a live clock)
    // is let go after 20 rounds; its screenshot then says what moved.
    const boxes = () =>
      [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((element) => element instanceof HTMLElement)
        .map((e) => `${e.offsetLeft},${e.offsetTop},${e.offsetWidth},${e.offsetHeight}`)
        .join(';');
    let before = boxes();
    for (let round = 0; round < 20; round += 1) {
      await document.fonts.ready;
      await Promise.all(unfinished().map((animation) => animation.finished.catch(() => undefined)));
      await frame();
      await frame();
      const after = boxes();
      const still = after === before;
      before = after;
      if (still && document.fonts.status === 'loaded' && unfinished().length === 0) return;
    }
  });
}
