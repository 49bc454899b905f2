// Tests of the JavaScript budget check (scripts/js-budget.mjs), with Node's test runner:
//   node --test scripts/js-budget.test.mjs
// The last test reads the app's real client build (the test command builds it just before).
import assert from 'node:assert/strict';
import {randomBytes} from 'node:crypto';
import {appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {
  BUDGETS,
  currentBuildFiles,
  EMBED_PLAYER_BUDGET,
  measureEmbedPlayer,
  formatReport,
  measurePages,
  messageParserModules,
  pageScripts,
  parseManifest,
  publicRouteIds,
  readManifest,
  staticPageNames,
  interactionPageNames,
  hydrateOnInteractionScript,
  staticPageScript,
} from './js-budget.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SUFFIX = '___';
const TEN_KB = 10 * 1024;

/** A client folder with a manifest and the given scripts, each with its `.gz` twin as the build writes it. */
function clientFixture(manifest, scripts) {
  const dir = mkdtempSync(join(tmpdir(), 'nada-js-budget-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'assets/manifest-test.js'),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  );
  for (const [url, source] of Object.entries(scripts)) writeScript(dir, url, source);
  return dir;
}

function writeScript(dir, url, source) {
  const file = join(dir, url);
  writeFileSync(file, source);
  writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), {level: 9}));
}

/** Appends code that adds at least 10 KB once gzipped (random text does not compress away). */
function addTenKilobytes(dir, url) {
  const file = join(dir, url);
  appendFileSync(
    file,
    `\nexport const padding = ${JSON.stringify(randomBytes(TEN_KB).toString('base64'))};\n`,
  );
  writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), {level: 9}));
}

/** JavaScript of about `kilobytes` KB once gzipped. */
const script = (kilobytes) =>
  `export const data = ${JSON.stringify(randomBytes(kilobytes * 1000).toString('base64'))};\n`;

const manifest = {
  entry: {module: '/assets/entry.js', imports: ['/assets/framework.js']},
  routes: {
    root: {
      id: 'root',
      path: '',
      module: '/assets/root.js',
      imports: ['/assets/framework.js', '/assets/shared.js'],
    },
    landing___id: {
      id: 'landing___id',
      parentId: 'root',
      path: 'landing',
      module: '/assets/landing.js',
      imports: ['/assets/shared.js'],
    },
    landing___en: {
      id: 'landing___en',
      parentId: 'root',
      path: 'en/landing',
      module: '/assets/landing.js',
      imports: [],
    },
    history___id: {
      id: 'history___id',
      parentId: 'root',
      path: 'history',
      module: '/assets/history.js',
      imports: ['/assets/player.js'],
      clientMiddlewareModule: '/assets/history-middleware.js',
    },
  },
};
const pages = [{name: 'landing', prerender: true}, {name: 'history'}];

test('a page loads the entry and each route from the root down, each file once', () => {
  assert.deepEqual(pageScripts(manifest, 'landing___id'), [
    '/assets/entry.js',
    '/assets/framework.js',
    '/assets/root.js',
    '/assets/shared.js',
    '/assets/landing.js',
  ]);
  assert.deepEqual(pageScripts(manifest, 'history___id').slice(-3), [
    '/assets/history.js',
    '/assets/player.js',
    '/assets/history-middleware.js',
  ]);
  assert.throws(() => pageScripts(manifest, 'nope___id'), /route nope___id is not in the build's manifest/);
});

test('only the prerendered pages are public, in every locale', () => {
  assert.deepEqual(publicRouteIds(manifest, pages, SUFFIX), ['landing___id', 'landing___en']);
});

test('a page marked public but rendered per request is measured too', () => {
  const rendered = [{name: 'landing', public: true}, {name: 'history'}];
  assert.deepEqual(publicRouteIds(manifest, rendered, SUFFIX), ['landing___id', 'landing___en']);
});

test('a page hydrated on the first interaction is public too, and measured by its own script alone', () => {
  const table = [{name: 'landing', hydrate: 'on-interaction'}, {name: 'history'}];
  assert.deepEqual(publicRouteIds(manifest, table, SUFFIX), ['landing___id', 'landing___en']);
  assert.deepEqual([...interactionPageNames(table)], ['landing']);
  assert.deepEqual([...staticPageNames(table)], []);
  const dir = clientFixture(manifest, {
    '/assets/entry.js': script(1),
    '/assets/framework.js': script(60),
    '/assets/root.js': script(4),
    '/assets/shared.js': script(20),
    '/assets/landing.js': script(3),
    '/assets/static-page-abc12345.js': script(2),
    '/assets/hydrate-on-interaction-def45678.js': script(1),
  });
  const measure = () =>
    measurePages({
      clientDir: dir,
      manifest,
      routeIds: ['landing___en'],
      localeSuffix: SUFFIX,
      budgets: {default: 100, landing: 5},
      interactionNames: interactionPageNames(table),
    })[0];
  assert.deepEqual(
    measure().files.map((file) => file.url),
    ['/assets/hydrate-on-interaction-def45678.js'],
  );
  assert.equal(measure().over, false);
  addTenKilobytes(dir, '/assets/hydrate-on-interaction-def45678.js');
  assert.equal(measure().over, true);
});

test('a page sent without React to guests is measured too, though neither prerendered nor public', () => {
  const shared = [{name: 'landing', hydrate: false}, {name: 'history'}];
  assert.deepEqual(publicRouteIds(manifest, shared, SUFFIX), ['landing___id', 'landing___en']);
});

test('a 10 KB addition to the chunk every public page shares fails the check', () => {
  const dir = clientFixture(manifest, {
    '/assets/entry.js': script(1),
    '/assets/framework.js': script(60),
    '/assets/root.js': script(4),
    '/assets/shared.js': script(20),
    '/assets/landing.js': script(3),
  });
  const budgets = {default: 92};
  const measure = () =>
    measurePages({
      clientDir: dir,
      manifest: readManifest(dir),
      routeIds: ['landing___id', 'landing___en'],
      localeSuffix: SUFFIX,
      budgets,
    });
  const before = measure();
  assert.deepEqual(
    before.map((row) => row.over),
    [false, false],
  );
  assert.ok(
    before[0].budgetBytes - before[0].bytes < TEN_KB,
    'the fixture keeps less than 10 KB of headroom',
  );

  addTenKilobytes(dir, '/assets/shared.js');
  const after = measure();
  assert.ok(after[0].bytes - before[0].bytes >= TEN_KB);
  assert.deepEqual(
    after.map((row) => [row.path, row.over]),
    [
      ['/landing', true],
      ['/en/landing', true],
    ],
  );
  assert.match(formatReport(after), /^OVER \/landing +\d+\.\d KB \/ 92\.0 KB gzip, 5 files$/m);
});

test('a page has its own budget when named, the default otherwise', () => {
  const dir = clientFixture(manifest, {
    '/assets/entry.js': script(1),
    '/assets/framework.js': script(10),
    '/assets/root.js': script(1),
    '/assets/shared.js': script(1),
    '/assets/landing.js': script(1),
  });
  const [row] = measurePages({
    clientDir: dir,
    manifest,
    routeIds: ['landing___id'],
    localeSuffix: SUFFIX,
    budgets: {default: 50, landing: 10},
  });
  assert.equal(row.budgetBytes, 10 * 1024);
  assert.equal(row.over, true);
});

test('a broken build is reported, not measured as empty', () => {
  assert.throws(() => parseManifest('export default {}'), /not a React Router manifest/);
  assert.throws(
    () => readManifest(join(tmpdir(), 'no-such-build')),
    /no client build at .*build the app first/,
  );
  const dir = clientFixture(manifest, {'/assets/entry.js': script(1)});
  assert.throws(
    () => measurePages({clientDir: dir, manifest, routeIds: ['landing___id'], localeSuffix: SUFFIX}),
    /\/assets\/framework\.js is in the manifest but not in/,
  );
});

test("a folder that keeps earlier builds' files is measured by its newest build's, as its record names them", () => {
  const build = mkdtempSync(join(tmpdir(), 'nada-js-budget-builds-'));
  const client = join(build, 'client');
  mkdirSync(join(client, 'assets'), {recursive: true});
  const write = (name, text) => writeFileSync(join(client, 'assets', name), text);
  write(
    'manifest-oldhash1.js',
    `window.__reactRouterManifest=${JSON.stringify({...manifest, version: 'old'})};`,
  );
  write(
    'manifest-newhash1.js',
    `window.__reactRouterManifest=${JSON.stringify({...manifest, version: 'new'})};`,
  );
  write('static-page-oldhash1.js', script(1));
  write('static-page-newhash1.js', script(1));
  assert.throws(() => readManifest(client), /expected one manifest-\*\.js .* found 2/);
  assert.throws(() => staticPageScript(client), /expected one static-page-\*\.js .* found 2/);
  const record = (id, suffix) => ({
    id,
    timestamp: 0,
    files: [`client/assets/manifest-${suffix}.js`, `client/assets/static-page-${suffix}.js`],
  });
  writeFileSync(
    join(build, 'builds.json'),
    JSON.stringify([record('b2', 'newhash1'), record('b1', 'oldhash1')]),
  );
  assert.deepEqual(
    currentBuildFiles(client),
    new Set(['assets/manifest-newhash1.js', 'assets/static-page-newhash1.js']),
  );
  assert.equal(readManifest(client).version, 'new');
  assert.equal(staticPageScript(client), '/assets/static-page-newhash1.js');
});

test("a page sent without React is measured by the static pages' script alone, and held to it", () => {
  const dir = clientFixture(manifest, {
    '/assets/entry.js': script(1),
    '/assets/framework.js': script(60),
    '/assets/root.js': script(4),
    '/assets/shared.js': script(20),
    '/assets/landing.js': script(3),
    '/assets/static-page-abc12345.js': script(2),
  });
  const staticNames = staticPageNames([{name: 'landing', public: true, hydrate: false}, {name: 'history'}]);
  const measure = () =>
    measurePages({
      clientDir: dir,
      manifest,
      routeIds: ['landing___id'],
      localeSuffix: SUFFIX,
      budgets: {default: 100, landing: 5},
      staticNames,
    });
  const [before] = measure();
  assert.deepEqual(
    before.files.map((file) => file.url),
    ['/assets/static-page-abc12345.js'],
  );
  assert.equal(before.over, false);
  addTenKilobytes(dir, '/assets/static-page-abc12345.js');
  assert.equal(measure()[0].over, true);
});

test('a static page that needs more than the shell is measured by its own script, not the others', () => {
  const dir = clientFixture(manifest, {
    '/assets/entry.js': script(1),
    '/assets/static-page-abc12345.js': script(2),
    '/assets/static-page-faq-search-abc-1234.js': script(3),
    '/assets/static-page-playback-xyz_5678.js': script(2),
  });
  const table = [
    {name: 'landing', hydrate: false},
    {name: 'support', hydrate: false, staticScript: 'faq-search'},
    {name: 'history'},
  ];
  const scripts = {
    shell: 'static-page',
    'faq-search': 'static-page-faq-search',
    playback: 'static-page-playback',
  };
  const staticNames = staticPageNames(table, scripts);
  assert.deepEqual(
    [...staticNames],
    [
      ['landing', 'static-page'],
      ['support', 'static-page-faq-search'],
    ],
  );
  const measure = () =>
    measurePages({
      clientDir: dir,
      manifest: {
        ...manifest,
        routes: {...manifest.routes, support___id: {...manifest.routes.landing___id, id: 'support___id'}},
      },
      routeIds: ['landing___id', 'support___id'],
      localeSuffix: SUFFIX,
      budgets: {default: 5},
      staticNames,
    });
  assert.deepEqual(
    measure().map((row) => row.files.map((file) => file.url)),
    [['/assets/static-page-abc12345.js'], ['/assets/static-page-faq-search-abc-1234.js']],
  );
  addTenKilobytes(dir, '/assets/static-page-faq-search-abc-1234.js');
  assert.deepEqual(
    measure().map((row) => row.over),
    [false, true],
  );
  assert.throws(
    () => staticPageNames([{name: 'about', hydrate: false, staticScript: 'chat'}], scripts),
    /the page about takes an unknown static script: chat/,
  );
});

test("the app's build: 10 KB more in the root route's chunk, or in the static pages' scripts, puts every public page past its budget", async () => {
  const built = join(root, 'packages/app/build/client');
  const {
    pages: routeTable,
    LOCALE_SUFFIX,
    STATIC_PAGE_SCRIPTS,
  } = await import('../packages/app/app/routing/routeTable.ts');
  // Fails, with the reason, when the app has not been built: run `node scripts/js-budget.mjs --build` first.
  const real = readManifest(built);
  const dir = mkdtempSync(join(tmpdir(), 'nada-js-budget-build-'));
  // The newest build's files only: the folder keeps those of the builds before it too.
  const current = currentBuildFiles(built);
  cpSync(join(built, 'assets'), join(dir, 'assets'), {
    recursive: true,
    filter: (path) =>
      !path.endsWith('.br') &&
      (path === join(built, 'assets') || !current || current.has(relative(built, path))),
  });
  const routeIds = publicRouteIds(real, routeTable, LOCALE_SUFFIX);
  assert.ok(routeIds.length >= 2);
  const staticNames = staticPageNames(routeTable, STATIC_PAGE_SCRIPTS);
  assert.ok(staticNames.has('landing'), 'the landing page is sent without React');
  const interactionNames = interactionPageNames(routeTable);
  assert.ok(
    routeIds.includes('v3-sound___en') && interactionNames.has('v3-sound'),
    'the sound library is public and hydrated on the first interaction',
  );
  const measure = () =>
    measurePages({
      clientDir: dir,
      manifest: real,
      routeIds,
      localeSuffix: LOCALE_SUFFIX,
      budgets: BUDGETS,
      staticNames,
      interactionNames,
    });
  assert.deepEqual(
    measure()
      .filter((row) => row.over)
      .map((row) => row.path),
    [],
    'the build as it is fits its budgets',
  );

  addTenKilobytes(dir, real.routes.root.module);
  // The pages sent without React, or hydrated on the first interaction, load none of the root's chunk at first.
  const nameOf = (id) => id.slice(0, id.lastIndexOf(LOCALE_SUFFIX));
  const hydrated = routeIds.filter((id) => !staticNames.has(nameOf(id)) && !interactionNames.has(nameOf(id)));
  assert.ok(hydrated.length < routeIds.length);
  assert.deepEqual(
    measure()
      .filter((row) => row.over)
      .map((row) => row.routeId),
    hydrated,
    formatReport(measure()),
  );

  for (const name of Object.values(STATIC_PAGE_SCRIPTS)) addTenKilobytes(dir, staticPageScript(dir, name));
  assert.equal(
    measure().filter((row) => row.over).length,
    routeIds.filter((id) => !interactionNames.has(nameOf(id))).length,
    formatReport(measure()),
  );
  addTenKilobytes(dir, hydrateOnInteractionScript(dir));
  const over = measure().filter((row) => row.over);
  assert.equal(over.length, routeIds.length, formatReport(measure()));
});

test('the embeddable player is held to 30 KB gzipped, and a build without it is an error', () => {
  assert.equal(EMBED_PLAYER_BUDGET, 30);
  const dir = mkdtempSync(join(tmpdir(), 'nada-embed-budget-'));
  assert.throws(() => measureEmbedPlayer(dir), /no embed\/player.js/);
  mkdirSync(join(dir, 'embed'));
  writeFileSync(
    join(dir, 'embed/player.js'),
    'customElements.define("nada-player", class extends HTMLElement {});',
  );
  const small = measureEmbedPlayer(dir);
  assert.equal(small.over, false);
  assert.equal(small.path, '/embed/player.js');
  // Random bytes do not compress: 31 KB of them is past the budget.
  writeFileSync(
    join(dir, 'embed/player.js'),
    randomBytes(31 * 1024)
      .toString('base64')
      .slice(0, 31 * 1024 * 1.3),
  );
  const large = measureEmbedPlayer(dir);
  assert.equal(large.over, true);
  assert.match(formatReport([large]), /^OVER \/embed\/player.js/);
});

test("the app's build: its embeddable player is within the budget", () => {
  const client = join(root, 'packages/app/build/client');
  const row = measureEmbedPlayer(client);
  assert.ok(row.bytes > 1024, 'the player script is built, not empty');
  assert.equal(row.over, false, `/embed/player.js is ${row.bytes} bytes gzipped`);
});

/** The visualizer's raw data for one chunk holding modules of these ids. */
function chunkOf(name, ids) {
  const children = ids.map((_, index) => ({uid: `u${index}`}));
  return {
    tree: {children: [{name, children}]},
    nodeParts: Object.fromEntries(ids.map((_, index) => [`u${index}`, {metaUid: `m${index}`}])),
    nodeMetas: Object.fromEntries(ids.map((id, index) => [`m${index}`, {id}])),
  };
}

test("the message parser in a client chunk is found; the runtime's no-parser build is not", () => {
  const runtime = [
    '/repo/node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
    '/repo/node_modules/intl-messageformat/index.js',
  ];
  assert.deepEqual(messageParserModules(chunkOf('assets/intl-1.js', runtime)), []);
  assert.deepEqual(
    messageParserModules(
      chunkOf('assets/intl-1.js', [
        ...runtime,
        '/repo/node_modules/@formatjs/icu-messageformat-parser/index.js',
        '/repo/node_modules/@formatjs/icu-skeleton-parser/index.js',
      ]),
    ),
    [
      {file: 'assets/intl-1.js', id: '@formatjs/icu-messageformat-parser/index.js'},
      {file: 'assets/intl-1.js', id: '@formatjs/icu-skeleton-parser/index.js'},
    ],
  );
});

test("the app's build: no client chunk holds the message parser", () => {
  const modules = JSON.parse(readFileSync(join(root, 'packages/app/build/analysis/modules.json'), 'utf8'));
  const ids = Object.values(modules.nodeMetas).map((meta) => meta.id);
  assert.ok(
    ids.some((id) => id.endsWith('icu-messageformat-parser/no-parser.js')),
    "the message runtime's no-parser build is in the client build",
  );
  assert.deepEqual(messageParserModules(modules), []);
});
