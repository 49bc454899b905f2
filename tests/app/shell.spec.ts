import {expect, test, type APIRequestContext} from '@playwright/test';
import {createProfile, uniqueEmail} from './emulator';
import {browserAgent, pagePaths, withParams} from './routes';

async function html(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, {
    headers: {'user-agent': browserAgent, ...headers},
    maxRedirects: 0,
  });
  return {status: response.status(), location: response.headers()['location'], body: await response.text()};
}

for (const [locale, prefix, og, ogAlternate] of [
  ['id', '', 'id_ID', 'en_US'],
  ['en', '/en', 'en_US', 'id_ID'],
] as const) {
  test(`every page answers in ${locale} with lang, hreflang, canonical and og:locale in the server HTML`, async ({
    request,
    baseURL,
  }, testInfo) => {
    // Every page of the route table, without locale prefix; a profile page needs a real member.
    const member = await createProfile(request, uniqueEmail(testInfo));
    const pages = pagePaths.map((page) => ({
      path: page.pattern.includes(':id') ? withParams(page.pattern, {id: member}) : page.path,
      // A page only a signed-in user sees is asked for as their browser does, with the session's hint
      // cookie: without it the server sends a guest at the playlists (no shared `?id=`) to sign in.
      headers: page.visitor === 'anyone' ? {} : ({cookie: 'nada-session=1'} as Record<string, string>),
    }));
    for (const {path: page, headers} of pages) {
      const path = `${prefix}${page}`;
      const {status, body} = await html(request, path, headers);
      expect(status, path).toBe(200);
      expect(body, path).toContain(`<html lang="${locale}"`);
      expect(body, path).toMatch(new RegExp(`<link rel="canonical" href="${baseURL}${path}"`));
      expect(body, path).toMatch(new RegExp(`hreflang="id-ID" href="${baseURL}${page}"`, 'i'));
      expect(body, path).toMatch(new RegExp(`hreflang="en-US" href="${baseURL}/en${page}"`, 'i'));
      expect(body, path).toMatch(new RegExp(`hreflang="x-default" href="${baseURL}${page}"`, 'i'));
      expect(body, path).toContain(`<meta property="og:locale" content="${og}"/>`);
      expect(body, path).toContain(`<meta property="og:locale:alternate" content="${ogAlternate}"/>`);
      expect(body, path).toMatch(/<title>[^<]+<\/title>/);
      expect(body, path).toMatch(/<meta name="description" content="[^"]+"/);
    }
  });
}

test('the sharing image every page advertises exists', async ({request}) => {
  const {body} = await html(request, '/landing');
  const image = body.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  expect(image).toBeTruthy();
  const response = await request.get(image ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/png');
});

test('the API answers on the same origin as the pages, under /api', async ({request}) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({status: 'ok'});
  const ready = await request.get('/api/ready');
  expect(await ready.json()).toMatchObject({status: 'ready', checks: {database: 'ok'}});
  const me = await request.get('/api/me');
  expect(me.status()).toBe(401);
  expect(await me.json()).toMatchObject({error: {code: 'UNAUTHENTICATED'}});
  const openapi = await (await request.get('/api/openapi.json')).json();
  expect(Object.keys(openapi.paths)).toContain('/api/me');
});

test('scripts and styles are sent compressed ahead of time, brotli or gzip as the browser takes', async ({
  request,
}) => {
  // A hydrated page (its modules) and a page sent without React (its one script).
  const assets: string[] = [];
  for (const path of ['/v3/sound', '/landing']) {
    const page = await html(request, path);
    const found = [...page.body.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)];
    assets.push(...found.map((match) => match[1] ?? '').filter((asset) => !assets.includes(asset)));
  }
  expect(assets.length).toBeGreaterThan(5);
  expect(assets.some((asset) => /\/static-page-[\w-]+\.js$/.test(asset))).toBe(true);
  for (const asset of assets) {
    const raw = await request.get(asset, {headers: {'accept-encoding': 'identity'}});
    expect(raw.headers()['content-encoding'], asset).toBeUndefined();
    const plain = await raw.body();
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(asset, {headers: {'accept-encoding': encoding}});
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['content-encoding'], asset).toBe(encoding);
      expect(response.headers()['content-type'], asset).toMatch(/javascript|css/);
      expect(response.headers()['cache-control'], asset).toContain('immutable');
      expect(response.headers()['vary'], asset).toContain('Accept-Encoding');
      // Playwright decodes the body: it must be the very same file the plain request got.
      expect((await response.body()).equals(plain), `${asset} (${encoding})`).toBe(true);
    }
  }
  const missing = await request.get('/assets/no-such-chunk.js', {headers: {'accept-encoding': 'br'}});
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-encoding']).toBeUndefined();
});

test('the index sends a guest to the landing page of their language', async ({request}) => {
  expect((await html(request, '/')).location).toBe('/landing');
  expect((await html(request, '/en')).location).toBe('/en/landing');
});

test('older paths lead permanently to their current page, keeping locale and query', async ({request}) => {
  const cases = {
    '/home?from=mail': '/v3/home?from=mail',
    '/v2/home': '/v3/home',
    '/v2/sound': '/v3/sound',
    '/sound': '/v3/sound',
    '/playlist': '/v3/playlist',
    '/pricing?plan=pro': '/v3/pricing?plan=pro',
    '/profile': '/v3/profile',
    '/en/pricing?plan=pro': '/en/v3/pricing?plan=pro',
    '/en/home': '/en/v3/home',
  };
  for (const [from, to] of Object.entries(cases)) {
    const {status, location} = await html(request, from);
    expect([status, location], from).toEqual([301, to]);
  }
});

test('locale rules: the path decides, else the cookie, else Accept-Language, else Indonesian', async ({
  request,
}) => {
  expect((await html(request, '/about', {'accept-language': 'en-US,en;q=0.9'})).location).toBe('/en/about');
  expect((await html(request, '/about?x=1', {cookie: 'i18n_redirected=en'})).location).toBe('/en/about?x=1');
  const cookieWins = await html(request, '/about', {cookie: 'i18n_redirected=id', 'accept-language': 'en'});
  expect(cookieWins.status).toBe(200);
  expect((await html(request, '/about', {'accept-language': 'fr, de'})).status).toBe(200);
  const prefixWins = await html(request, '/en/about', {
    cookie: 'i18n_redirected=id',
    'accept-language': 'id',
  });
  expect([prefixWins.status, prefixWins.body.includes('<html lang="en"')]).toEqual([200, true]);
  const crawler = await request.get('/about', {
    headers: {'user-agent': 'Googlebot/2.1', 'accept-language': 'en'},
    maxRedirects: 0,
  });
  expect(crawler.status()).toBe(200);
});

test('an unknown path answers 404 with the not-found view in the path language', async ({page}) => {
  const id = await page.goto('/tidak-ada');
  expect(id?.status()).toBe(404);
  await expect(page.getByRole('heading', {name: /Halaman Tidak Ditemukan/})).toBeVisible();
  await expect(page.getByText('Halaman Tidak Ditemukan: /tidak-ada')).toBeVisible();
  const en = await page.goto('/en/missing');
  expect(en?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', {name: /Page Not Found/})).toBeVisible();
  await expect(page.getByText('Page Not Found: /missing')).toBeVisible();
  await page.getByRole('link', {name: 'Back to home'}).click();
  await expect(page).toHaveURL(/\/en\/landing$/);
});

test('switching language stores the cookie and goes to the same page in the other language', async ({
  page,
  context,
}) => {
  await page.goto('/v3/pricing?plan=pro');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await page.getByRole('link', {name: 'Ganti ke English'}).click();
  await expect(page).toHaveURL(/\/en\/v3\/pricing\?plan=pro$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', {level: 1, name: 'Pricing'})).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('en');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  await page.getByRole('link', {name: 'Switch to Bahasa Indonesia'}).click();
  await expect(page).toHaveURL(/\/v3\/pricing\?plan=pro$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Harga'})).toBeVisible();
});

test('a stored dark mode is painted before the first frame: no flash of light', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{name: 'nada-color-mode', value: 'dark', url: baseURL ?? ''}]);
  // Record the theme at the moment <body> is parsed, before any React code has run.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.body) {
        (window as unknown as {themeAtBody: string | null}).themeAtBody =
          document.documentElement.getAttribute('data-theme');
        observer.disconnect();
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto('/landing');
  expect(await page.evaluate(() => (window as unknown as {themeAtBody: string | null}).themeAtBody)).toBe(
    'dark',
  );
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the colour mode switch in the header changes and keeps the mode', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/landing');
  await page.getByRole('radio', {name: 'Gelap'}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('radio', {name: 'Gelap'})).toBeChecked();
});

test('a public page is answered from its HTML rendered once unless the visitor belongs in the other language', async ({
  request,
}) => {
  const prerendered = await request.get('/about', {headers: {'user-agent': browserAgent}, maxRedirects: 0});
  expect(prerendered.status()).toBe(200);
  // The page rendered once for this build carries the time it was rendered; a server render does not.
  expect(prerendered.headers()['last-modified']).toBeTruthy();
  expect(prerendered.headers()['vary']).toMatch(/Cookie/);
  const data = await request.get('/en/about.data', {headers: {'user-agent': browserAgent}});
  expect([data.status(), data.headers()['content-type']]).toEqual([200, 'text/x-script; charset=utf-8']);
  const rendered = await request.get('/v3/home', {headers: {'user-agent': browserAgent}});
  expect(rendered.headers()['last-modified']).toBeUndefined();
  expect((await html(request, '/about', {cookie: 'i18n_redirected=en'})).location).toBe('/en/about');
  expect((await request.get('/about/index.html', {headers: {'user-agent': browserAgent}})).status()).toBe(
    404,
  );
});

test('robots.txt points crawlers to a sitemap of the public pages in both languages', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  for (const path of ['/landing', '/en/landing', '/privacy_policy', '/en/term_and_condition']) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  expect(xml).toContain(`hreflang="x-default" href="${baseURL}/about"`);
  expect(xml).not.toContain('/v3/home');
});

test('on a phone the menu button shows the navigation, the colour modes and sign-in', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await page.goto('/landing');
  const menu = page.getByRole('button', {name: 'Menu'});
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await menu.getAttribute('aria-controls')}`);
  await expect(panel.getByRole('radio', {name: 'Gelap'})).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.click();
  await panel.getByRole('link', {name: 'Harga'}).click();
  await expect(page).toHaveURL(/\/v3\/pricing$/);
  await expect(panel).toBeHidden();
});
