/**
 * How different a screenshot may be from its baseline. A per-pixel colour tolerance of 0.01 lets
 * nothing but a few steps of rounding through, so even a slight change of a colour token fails
 * (the 'tolerance' test proves it). Up to 64 pixels may differ in all: Chromium's software raster
 * now and then anti-aliases a curved edge differently (10 to 22 pixels seen), while a changed
 * token or a 1 px shift of a component moves hundreds to thousands.
 */
export const screenshotTolerance = {threshold: 0.01, maxDiffPixels: 64} as const;

/** How every screenshot is taken, baselines and the captures compared with them alike. */
export const screenshotCapture = {animations: 'disabled', caret: 'hide', scale: 'css'} as const;
