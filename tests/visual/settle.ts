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
        // An infinite animation (a spinner) never settles; it is frozen by the screenshot instead,
        // and a paused one does not move.
        return animation.playState === 'running' && Number.isFinite(endTime);
      });
    // Every element's layout box (offsets ignore transforms, so a running spinner does not count as
    // moving: the screenshot freezes it).
    const boxes = () =>
      [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((element) => element instanceof HTMLElement)
        .map((e) => `${e.offsetLeft},${e.offsetTop},${e.offsetWidth},${e.offsetHeight}`)
        .join(';');
    let before = boxes();
    // Rounds of two frames, never a wait on a promise that may not settle: awaiting
    // `document.fonts.ready` and the animations' `finished` once never returned (a story's canvas
    // hung for the test's whole 120 s in CI; which of them did was not found), so fonts are read by
    // their status and running animations waited out a frame at a time. A page that never goes
    // still is let go after 300 rounds (about 10 s of frames); its screenshot then says what moved.
    for (let round = 0; round < 300; round += 1) {
      await frame();
      await frame();
      const after = boxes();
      const still = after === before;
      before = after;
      if (still && document.fonts.status === 'loaded' && unfinished().length === 0) return;
    }
  });
}
