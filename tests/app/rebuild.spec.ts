import {execFile, spawn} from 'node:child_process';
import {once} from 'node:events';
import {cpSync, mkdtempSync, rmSync, watch} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {readManifest} from '../../scripts/js-budget.mjs';
import {hydrated} from './hydration';
import {e2ePort} from './serverEnv.mjs';

// Issue 41: `PORT=3997 npm start` rebuilt the app under the server on :3000, whose pages then named
// scripts that were gone (blank pages until a restart). The build now reads no run-time setting, a
// rebuild keeps the files of the builds before it, and the server adopts a build once it is complete.

const root = fileURLToPath(new URL('../..', import.meta.url));
const app = join(root, 'packages/app');
// +5: maintenance.spec's server holds +1, security.spec's +2, embed.spec's partner site +4.
const port = e2ePort() + 5;
const origin = `http://127.0.0.1:${port}`;
// A build folder of its own (the suite's server goes on with packages/app/build), inside the
// repository so that the server bundle finds its packages; test-results is not committed.
const buildDir = join(root, 'test-results', `rebuild-${port}`);
const run = promisify(execFile);

/** The hash turbo gives the app's build with `env` added to this environment (a dry run: nothing is built). */
async function appBuildHash(env: Record<string, string>): Promise<string> {
  const {stdout} = await run('npx', ['turbo', 'run', 'build', '--filter=@nada/app', '--dry=json'], {
    cwd: root,
    env: {...process.env, ...env},
    maxBuffer: 64 * 1024 * 1024,
  });
  const {tasks} = JSON.parse(stdout) as {tasks: {taskId: string; hash: string}[]};
  const hash = tasks.find((task) => task.taskId === '@nada/app#build')?.hash;
  expect(hash).toMatch(/^[0-9a-f]{8,}$/);
  return hash ?? '';
}

test('the build reads no run-time setting: another port, public URL or Firebase project reuses it', async () => {
  const first = await appBuildHash({PORT: '3000', NADA_PUBLIC_URL: 'http://localhost:3000'});
  const other = await appBuildHash({
    PORT: '3997',
    NADA_PUBLIC_URL: 'https://nada.example',
    NADA_ANALYTICS_ID: 'GTM-TEST123',
    NADA_MAINTENANCE: 'true',
    FIREBASE_PROJECT_ID: 'nada-prod',
    FIREBASE_API_KEY: 'AIzaSyTest',
  });
  expect(other).toBe(first);
  // What the build does read changes it: the year in the footer.
  expect(await appBuildHash({SOURCE_DATE_EPOCH: '1900000000'})).not.toBe(first);
});

/** The hashed files a page's HTML names: its scripts, module preloads, styles and fonts. */
const assetsOf = (html: string) =>
  [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].flatMap((match) => (match[1] ? [match[1]] : []));

/** Fetches the page and every file it names, and each of `more`; returns what did not answer 200. */
async function brokenFiles(request: APIRequestContext, path: string, more: string[]): Promise<string[]> {
  const page = await request.get(`${origin}${path}`);
  if (page.status() !== 200) return [`${path} ${page.status()}`];
  const files = [...new Set([...assetsOf(await page.text()), ...more])];
  if (files.length < 3) return [`${path} names only ${files.length} files`];
  const answers = await Promise.all(
    files.map(async (file) => `${file} ${(await request.get(`${origin}${file}`)).status()}`),
  );
  return answers.filter((answer) => !answer.endsWith(' 200'));
}

test('a rebuild under a running server keeps its pages working, and an open page moves onto the new build', async ({
  page,
  request,
}) => {
  // One build of the app, on two cores that the other tests share.
  test.setTimeout(600_000);
  rmSync(buildDir, {recursive: true, force: true});
  cpSync(join(app, 'build'), buildDir, {recursive: true});
  const dataDir = mkdtempSync(join(tmpdir(), `nada-e2e-rebuild-${port}-`));
  const server = spawn(process.execPath, ['--no-memory-protection-keys', 'server.mjs'], {
    cwd: app,
    env: {
      ...process.env,
      PORT: String(port),
      NADA_PUBLIC_URL: origin,
      NADA_ANALYTICS_ID: '',
      NADA_APP_BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      SOUND_LIBRARY_SEED: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let serverLog = '';
  for (const stream of [server.stdout, server.stderr])
    stream.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  try {
    await expect
      .poll(async () => (await request.get(`${origin}/api/health`).catch(() => null))?.status(), {
        timeout: 120_000,
      })
      .toBe(200);
    // The open page looks for a new build every 250 ms instead of every minute.
    await page.addInitScript(() => window.localStorage.setItem('nada.versionCheckIntervalMs', '250'));
    // A page React runs for a guest once touched (the sound library hydrates on the first interaction;
    // the other public pages reach a guest without React): its VersionWatcher looks.
    await page.goto(`${origin}/v3/sound`);
    await page.locator('input[name="q"]').click();
    await hydrated(page);
    const copyright = page.getByText(/^© \d{4} Nada\./);
    const yearBefore = Number((await copyright.textContent())?.match(/\d{4}/)?.[0]);
    expect(yearBefore).toBeGreaterThan(2000);
    // Every chunk of the open page's build: its routes' modules, whether it has loaded them or not.
    const {routes} = readManifest(join(buildDir, 'client')) as {routes: Record<string, {module: string}>};
    const firstBuildChunks = [...new Set(Object.values(routes).map((route) => route.module))];
    expect(firstBuildChunks.length).toBeGreaterThan(10);

    // The rebuild, with a visible change: the footer's year comes from SOURCE_DATE_EPOCH.
    const yearAfter = yearBefore + 10;
    const build = spawn(join(root, 'node_modules/.bin/react-router'), ['build'], {
      cwd: app,
      env: {
        ...process.env,
        NADA_APP_BUILD_DIR: buildDir,
        SOURCE_DATE_EPOCH: String(Date.UTC(yearAfter, 5, 1) / 1000),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let buildLog = '';
    for (const stream of [build.stdout, build.stderr])
      stream.on('data', (chunk: Buffer) => (buildLog += chunk.toString()));
    // Each time the build writes, the server's page and every file it names, and every chunk of the
    // open page's build, must still load: one look at a time, another if the build wrote meanwhile.
    const failures = new Set<string>();
    let looking: Promise<void> | undefined;
    let wroteMeanwhile = false;
    const look = async () => {
      do {
        wroteMeanwhile = false;
        for (const failure of await brokenFiles(request, '/about', firstBuildChunks)) failures.add(failure);
      } while (wroteMeanwhile);
    };
    const watcher = watch(buildDir, {recursive: true}, () => {
      if (looking) wroteMeanwhile = true;
      else looking = look().finally(() => (looking = undefined));
    });
    const [code] = await once(build, 'exit');
    watcher.close();
    await looking;
    expect(code, buildLog).toBe(0);
    expect([...failures]).toEqual([]);
    expect(await brokenFiles(request, '/about', firstBuildChunks)).toEqual([]);

    // The open page, still on the first build, learns of the new one ...
    await expect(
      page
        .getByRole('region', {name: 'Notifikasi (F8)'})
        .getByRole('listitem')
        .filter({hasText: 'Versi baru Nada sudah tersedia'}),
    ).toBeVisible();
    await expect(copyright).toHaveText(new RegExp(`^© ${yearBefore} Nada`));
    // ... and its next navigation loads it: the new year, on a page that works.
    await page.getByRole('navigation', {name: 'Utama'}).getByRole('link', {name: 'Harga'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Harga'})).toBeVisible();
    // (The pricing page reaches a guest without React: the new build's document is the page.)
    await expect(copyright).toHaveText(new RegExp(`^© ${yearAfter} Nada`));
    // A reload of the page rendered once for the first build (sent without React) shows the new one too.
    await page.goto(`${origin}/about`);
    await page.reload();
    await expect(copyright).toHaveText(new RegExp(`^© ${yearAfter} Nada`));
    expect(serverLog).toMatch(/Nada now serves build \S+/);
  } catch (error) {
    console.error(`The rebuild test's server said:\n${serverLog}`);
    throw error;
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await once(server, 'exit');
    rmSync(buildDir, {recursive: true, force: true});
    rmSync(dataDir, {recursive: true, force: true});
  }
});
