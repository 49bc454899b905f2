import {defineConfig} from '@playwright/test';
import {chromiumArgs, chromiumExecutable} from '../chromium.mjs';
import {screenshotTolerance} from './tolerance';

const port = Number(process.env.NADA_STORYBOOK_PORT ?? 6007);

/** Every story, in light and dark, Indonesian and English: screenshot against the baseline, then axe. */
export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: '../../test-results/visual',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  timeout: 120_000,
  forbidOnly: true,
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  reporter: [['dot'], ['./changed-reporter.ts']],
  expect: {
    toHaveScreenshot: {
      ...screenshotTolerance,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: {width: 800, height: 600},
    deviceScaleFactor: 1,
    launchOptions: {executablePath: chromiumExecutable, args: chromiumArgs},
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Jakarta',
  },
  webServer: {
    command: `node ../../scripts/serve-static.mjs ../../storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
});
