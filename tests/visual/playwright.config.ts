import {defineConfig} from '@playwright/test';
import {chromiumArgs, chromiumExecutable} from '../chromium.mjs';
import {canvasOptions, storybookPort, storybookUrl} from './canvas';

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
  use: {
    ...canvasOptions,
    launchOptions: {executablePath: chromiumExecutable, args: chromiumArgs},
  },
  webServer: {
    command: `node ../../scripts/serve-static.mjs ../../storybook-static ${storybookPort}`,
    url: `${storybookUrl}/index.json`,
    // Never under the test command (NADA_OWN_SERVERS): see tests/app/playwright.config.ts.
    reuseExistingServer: !process.env.CI && !process.env.NADA_OWN_SERVERS,
    stdout: 'ignore',
  },
});
