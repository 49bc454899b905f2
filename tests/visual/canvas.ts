import type {BrowserContextOptions} from '@playwright/test';

/** The port the suite serves the built Storybook on (`NADA_STORYBOOK_PORT`, 6007 by default). */
export const storybookPort = Number(process.env.NADA_STORYBOOK_PORT ?? 6007);

/** The built Storybook's address during the suite. */
export const storybookUrl = `http://127.0.0.1:${storybookPort}`;

/** The browser every story is rendered in: 800 x 600 CSS pixels at scale 1, reduced motion, Jakarta time. */
export const canvasOptions = {
  baseURL: storybookUrl,
  viewport: {width: 800, height: 600},
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
  timezoneId: 'Asia/Jakarta',
} as const satisfies BrowserContextOptions;
