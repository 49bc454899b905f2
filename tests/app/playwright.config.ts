import {defineConfig} from '@playwright/test';
import {chromiumArgs, chromiumExecutable} from '../chromium.mjs';

const port = Number(process.env.NADA_E2E_PORT ?? 3210);

/** The built app, started by the README's start command, driven in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/app',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {executablePath: chromiumExecutable, args: chromiumArgs},
    locale: 'id-ID',
  },
  webServer: {
    command: 'npm run --silent start',
    cwd: '../..',
    env: {PORT: String(port)},
    url: `http://127.0.0.1:${port}/landing`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
});
