import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {defineConfig} from '@playwright/test';
import {chromiumArgs, chromiumExecutable} from '../chromium.mjs';
import {screenshotTolerance} from '../visual/tolerance';

const port = Number(process.env.NADA_E2E_PORT ?? 3210);
// A new data folder for each run (workers inherit it through the environment), so runs from other
// checkouts or older schemas on this machine never meet in one database.
process.env.NADA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), `nada-e2e-${port}-`));

/** The built app, started by the README's start command, driven in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: '../../test-results/app',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // A page's test renders it eight times (two languages, two widths, two colour modes) with axe.
  timeout: 180_000,
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  reporter: [['list']],
  expect: {
    toHaveScreenshot: {...screenshotTolerance, animations: 'disabled', caret: 'hide', scale: 'css'},
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {executablePath: chromiumExecutable, args: chromiumArgs},
    locale: 'id-ID',
    deviceScaleFactor: 1,
    timezoneId: 'Asia/Jakarta',
  },
  webServer: {
    command: 'npm run --silent start',
    cwd: '../..',
    // With an analytics id, so that consent.spec.ts can drive the banner; without consent nothing
    // is loaded, so the other tests see only the banner. Without an id: AnalyticsConsent.test.tsx.
    // Its own data folder, so test runs never touch the developer's data/.
    env: {
      PORT: String(port),
      NADA_PUBLIC_URL: `http://127.0.0.1:${port}`,
      NADA_ANALYTICS_ID: 'GTM-TEST123',
      DATA_DIR: process.env.NADA_E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
    },
    url: `http://127.0.0.1:${port}/landing`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
});
