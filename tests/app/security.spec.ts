import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {expect, test, type Page} from '@playwright/test';
import {createAccount, english, indonesian, password, signIn, uniqueEmail} from './emulator';
import {policyViolations, watchPolicyViolations} from './policy';
import {browserAgent, pagePaths} from './routes';

/** The nonce of a response's Content-Security-Policy header. */
function nonceOf(policy: string | undefined): string {
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1];
  expect(nonce, policy).toBeTruthy();
  return nonce ?? '';
}

for (const [kind, path] of [
  ['prerendered', '/about'],
  ['server-rendered public', '/landing'],
  ['server-rendered', '/en/v3/home'],
] as const) {
  test(`a ${kind} page carries a strict policy whose nonce is fresh in every response`, async ({request}) => {
    const responses = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await request.get(path, {headers: {'user-agent': browserAgent}, maxRedirects: 0});
      expect(response.status(), path).toBe(200);
      responses.push({headers: response.headers(), body: await response.text()});
    }
    const nonces = responses.map(({headers, body}) => {
      const policy = headers['content-security-policy'] ?? '';
      const nonce = nonceOf(policy);
      expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ])
        expect(policy).toContain(directive);
      // The e2e server runs the embedded default: the emulator, and no Google sign-in origin.
      expect(policy).toContain("connect-src 'self' http://127.0.0.1:9099");
      expect(policy).not.toContain('apis.google.com');
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin-allow-popups',
      });
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['strict-transport-security'], 'no HSTS over plain http').toBeUndefined();
      // Every script of the document carries this response's nonce, the placeholder none.
      expect(body).not.toContain('NADA_PRERENDER_NONCE_PLACEHOLDER');
      const scripts = [...body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts.length).toBeGreaterThan(1);
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });
}

test('the API keeps its own security headers', async ({request}) => {
  const response = await request.get('/api/health');
  expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers()['cache-control']).toBe('no-store');
});

// The app server hands /api to the API before its own routes: the router's refusals (bad
// percent-encoding, an over-long path parameter) answer in the API's format, with its headers.
for (const {url, status, code} of [
  {url: '/api/%E0%A4%A', status: 400, code: 'BAD_REQUEST'},
  {url: '/api/jobs/%E0%A4%A', status: 400, code: 'BAD_REQUEST'},
  {url: `/api/users/${'a'.repeat(101)}`, status: 414, code: 'URI_TOO_LONG'},
] as const)
  test(`the app server answers the API router's ${status} for ${url.slice(0, 20)} in the API's error format`, async ({
    request,
  }) => {
    const response = await request.get(url);
    expect(response.status()).toBe(status);
    const body = (await response.json()) as {error: {code: string; message: string}};
    expect(body.error.code).toBe(code);
    expect(body.error.message).toBeTruthy();
    expect(response.headers()).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
  });

// +2: maintenance.spec's server holds +1 and may be running beside these tests.
const productionPort = String(Number(process.env.NADA_E2E_PORT ?? 3210) + 2);

/**
 * Starts packages/app/server.mjs as launched in production with `env` (an undefined value unsets the
 * variable) and waits for it to exit; one that starts listening instead is stopped at once (its exit
 * code is then null).
 */
function startInProduction(
  env: Record<string, string | undefined>,
): Promise<{code: number | null; stdout: string; stderr: string}> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(FIREBASE_|GOOGLE_|NODE_ENV$|PORT$|HOST$|IMPORT_TEST_)/.test(name),
    ),
  );
  const launched = {...inherited, NODE_ENV: 'production', PORT: productionPort, HOST: '127.0.0.1', ...env};
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: fileURLToPath(new URL('../../packages/app/', import.meta.url)),
    env: Object.fromEntries(Object.entries(launched).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.includes('listening')) child.kill();
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({code, stdout, stderr})));
}

/** A real project's settings: what the production checks need, so that only the variable under test fails. */
const realProject = {
  FIREBASE_PROJECT_ID: 'nada-prod',
  FIREBASE_API_KEY: 'a-web-api-key',
  SOUND_LIBRARY_SEED: 'off',
};

test('in production the app server refuses to start on the emulator or without a real Firebase project', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nada-production-'));
  try {
    const withoutProject = await startInProduction({DATA_DIR: dataDir});
    expect(withoutProject.code).toBe(1);
    expect(withoutProject.stderr).toContain('FIREBASE_PROJECT_ID must name a real Firebase project');
    const demo = await startInProduction({DATA_DIR: dataDir, FIREBASE_PROJECT_ID: 'demo-nada'});
    expect(demo.code).toBe(1);
    expect(demo.stderr).toContain('FIREBASE_PROJECT_ID must name a real Firebase project');
    const emulator = await startInProduction({
      DATA_DIR: dataDir,
      FIREBASE_PROJECT_ID: 'nada-prod',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(emulator.code).toBe(1);
    expect(emulator.stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST must not be set');
  } finally {
    rmSync(dataDir, {recursive: true, force: true});
  }
});

// Issue 41: `production ` and `Production` ran as development (the emulator's unsigned tokens
// accepted), test switches were honoured there, and a missing API key ended in a stack trace.
test('the app server reads NODE_ENV in any spelling, and refuses an unknown one and test switches', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nada-production-'));
  try {
    for (const NODE_ENV of ['Production', 'production ', ' PRODUCTION']) {
      const demo = await startInProduction({DATA_DIR: dataDir, NODE_ENV});
      expect(demo.code, NODE_ENV).toBe(1);
      expect(demo.stderr).toContain('FIREBASE_PROJECT_ID must name a real Firebase project');
    }
    const unknown = await startInProduction({...realProject, DATA_DIR: dataDir, NODE_ENV: 'staging'});
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe(
      'Invalid configuration: NODE_ENV must be production, development or test (or unset, which is development) (got "staging")\n',
    );
    for (const NODE_ENV of ['production', 'development', undefined]) {
      const allowed = await startInProduction({
        ...realProject,
        DATA_DIR: dataDir,
        NODE_ENV,
        IMPORT_TEST_ALLOW_HOST: '127.0.0.1:8123',
      });
      expect(allowed.code, NODE_ENV).toBe(1);
      expect(allowed.stderr).toMatch(
        /^Invalid configuration: IMPORT_TEST_ALLOW_HOST is for tests only\b.*\n$/,
      );
    }
  } finally {
    rmSync(dataDir, {recursive: true, force: true});
  }
});

test('a real Firebase project without FIREBASE_API_KEY stops the app server with one line, no stack trace', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nada-production-'));
  try {
    const {code, stderr} = await startInProduction({
      ...realProject,
      DATA_DIR: dataDir,
      FIREBASE_API_KEY: undefined,
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^Invalid configuration: FIREBASE_API_KEY must be set for the Firebase project "nada-prod"[^\n]*\n$/,
    );
  } finally {
    rmSync(dataDir, {recursive: true, force: true});
  }
});

test('the app server listens on localhost unless HOST says otherwise', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nada-production-'));
  try {
    const {code, stdout, stderr} = await startInProduction({
      ...realProject,
      DATA_DIR: dataDir,
      HOST: undefined,
    });
    // Stopped once listening: SIGTERM lets it close, and exit 0.
    expect([0, null], stderr).toContain(code);
    expect(stdout).toContain(`Nada is listening on http://127.0.0.1:${productionPort}\n`);
  } finally {
    rmSync(dataDir, {recursive: true, force: true});
  }
});

/** Visits paths and returns every CSP violation the pages reported (events and console errors). */
async function violationsOn(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      found.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    found.push(...(await policyViolations(page)).map((event) => `${path}: ${event}`));
  }
  return found;
}

test.beforeEach(async ({page}) => {
  await watchPolicyViolations(page);
});

for (const [locale, prefix] of [
  ['id', ''],
  ['en', '/en'],
] as const) {
  // Every page as its own visitor sees it is checked by pages.spec.ts, in both languages and modes;
  // here a guest at the pages only members may see (sent to sign in), and sign-in itself.
  const privatePaths = pagePaths
    .filter((page) => page.visitor !== 'anyone')
    .map((page) => `${prefix}${page.path}`);

  test(`no private page breaks the policy for a guest (${locale})`, async ({page}) => {
    expect(await violationsOn(page, [prefix || '/', ...privatePaths])).toEqual([]);
  });

  test(`signing in keeps within the policy (${locale})`, async ({page, context}, testInfo) => {
    const email = uniqueEmail(testInfo);
    await createAccount(page, email, 'Sari Penyanyi');
    await page.goto(`${prefix}/login`);
    const session = page.waitForResponse(
      (r) => r.url().endsWith('/api/session') && r.request().method() === 'POST',
    );
    await signIn(page, email, password, locale === 'id' ? indonesian : english);
    expect((await session).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${prefix}/v3/home$`));
    // Sign-in and the navigation after it happened in this one document.
    expect(await policyViolations(page)).toEqual([]);
    const cookie = (await context.cookies()).find((c) => c.name === '__session');
    expect(cookie).toMatchObject({httpOnly: true, sameSite: 'Lax', path: '/'});
  });
}

test('accepting analytics loads the tag manager within the policy', async ({page, context}) => {
  // Offline: the container itself is answered with an empty script.
  await context.route(/^https:\/\/[^/]*googletagmanager\.com\//, (route) =>
    route.fulfill({status: 200, contentType: 'text/javascript', body: ''}),
  );
  await page.goto('/en/about');
  const loaded = page.waitForRequest(/googletagmanager\.com\/gtm\.js/);
  await page.getByRole('button', {name: /accept/i}).click();
  await loaded;
  await page.waitForLoadState('networkidle');
  expect(await policyViolations(page)).toEqual([]);
  // The watcher does see a violation when there is one: an image from an origin the policy leaves out.
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'https://example.invalid/pixel.png';
    document.body.append(image);
  });
  await expect
    .poll(() => policyViolations(page))
    .toEqual([expect.stringMatching(/^img-src https:\/\/example\.invalid\/pixel\.png/)]);
});

test('signing out ends the server session too', async ({page, context}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await createAccount(page, email);
  await page.goto('/en/login');
  const started = page.waitForResponse(
    (r) => r.url().endsWith('/api/session') && r.request().method() === 'POST',
  );
  await signIn(page, email, password, english);
  await started;
  expect((await context.cookies()).some((c) => c.name === '__session')).toBe(true);
  const ended = page.waitForResponse(
    (r) => r.url().endsWith('/api/session') && r.request().method() === 'DELETE',
  );
  await page.getByRole('button', {name: 'Account menu for Sari Penyanyi'}).click();
  await page.getByRole('menuitem', {name: 'Sign out'}).click();
  expect((await ended).status()).toBe(204);
  expect((await context.cookies()).some((c) => c.name === '__session')).toBe(false);
});
