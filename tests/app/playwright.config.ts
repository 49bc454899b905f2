import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {defineConfig} from '@playwright/test';
import {chromiumArgs, chromiumExecutable} from '../chromium.mjs';
import {e2ePort, e2eServerEnv, e2eServerLog} from './serverEnv.mjs';

const port = e2ePort();
const serverLog = e2eServerLog();
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
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {executablePath: chromiumExecutable, args: chromiumArgs},
    locale: 'id-ID',
    deviceScaleFactor: 1,
    timezoneId: 'Asia/Jakarta',
  },
  webServer: {
    // Its output goes to a file the test command prints the end of when the step fails: a server
    // that stopped answering half-way through a run (issue 20) is otherwise seen only through the
    // tests that failed after it. Outside outputDir, which Playwright empties when the tests start.
    command: `mkdir -p test-results && npm run --silent start > ${serverLog} 2>&1`,
    cwd: '../..',
    // With an analytics id (see serverEnv.mjs; without one: AnalyticsConsent.test.tsx). Its own
    // data folder, so test runs never touch the developer's data/.
    env: {
      ...e2eServerEnv(port),
      DATA_DIR: process.env.NADA_E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
    },
    url: `http://127.0.0.1:${port}/landing`,
    timeout: 240_000,
    // A developer's running server may serve a quick rerun; the test command always starts its own
    // (NADA_OWN_SERVERS, scripts/test.mjs): a server left by another checkout or a killed run, its
    // emulator gone, once failed 87 tests with ECONNREFUSED instead of saying the port was taken.
    reuseExistingServer: !process.env.CI && !process.env.NADA_OWN_SERVERS,
  },
});
