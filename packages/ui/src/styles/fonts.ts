import displayLatin from '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2?url';
import textLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';

/**
 * The font files every page paints with (the Latin subsets of the display and text families that
 * styles.css declares), for `<link rel="preload" as="font">`. Preloaded, they arrive with the
 * stylesheet instead of after it, so the text is laid out once in its own font rather than
 * first in a fallback and then shifted. Other subsets load only when a page uses their
 * characters.
 */
export const fontFiles: readonly string[] = [displayLatin, textLatin];
