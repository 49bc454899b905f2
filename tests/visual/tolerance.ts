/**
 * How different a screenshot may be from its baseline. A per-pixel colour tolerance of 0.01 lets
 * nothing but a few steps of rounding through, so even a slight change of a colour token fails
 * (the 'tolerance' test proves it); a handful of pixels may differ in all.
 */
export const screenshotTolerance = {threshold: 0.01, maxDiffPixels: 4} as const;
