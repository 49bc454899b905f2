// The JavaScript budget of the public pages (issue 21), as the test command checks it: for each
// prerendered page, the gzipped size of every script the page loads before it is interactive,
// read from the build's React Router manifest (the client entry, then each route of the page from
// the root down: its module, its static imports and its split client modules). No browser, no
// timing: the same build always gives the same figures. Chunks a page loads later, on first need
// (lazy components, dynamic imports: the player, the session's Firebase SDK), are not counted.
// A page sent without React to guests (`hydrate: false` in the route table) loads one script, the
// one of the static pages' scripts it needs (`assets/static-page-*.js`, `static-page-faq-search-*.js`
// or `static-page-playback-*.js`: STATIC_PAGE_SCRIPTS in the route table), and is measured by it. An interactive public page that a
// guest's browser hydrates on the first interaction (`hydrate: 'on-interaction'`) loads one script
// before that interaction, `assets/hydrate-on-interaction-*.js` (React's scripts are held back), and
// is measured by it: issue 44's budget is what a page loads before the first interaction.
//
//   node scripts/js-budget.mjs [--build] [--report] [--client <dir>]
//
// --build first builds the app with turbo, so the e2e step that follows in the test command finds
// the same build in turbo's cache instead of building again (the build reads no run-time setting:
// the e2e server's port and public URL do not change it). Without it the check reads the build
// already in packages/app/build.
// --report also writes packages/app/build/analysis/routes.md: every route's files with their gzipped
// sizes and each file's largest modules (from the visualizer's data the build leaves beside it).
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';

/**
 * Kilobytes (1024 bytes) of gzipped JavaScript each public page may load. `default` covers every
 * public page not named; a page listed by route name gets its own. Raise a budget only with a
 * reason in the commit, and the landing figures in docs/benchmarks.md measured again.
 */
export const BUDGETS = {
  // Issue 44: no public page a guest reaches may load more than 90 KB before the first interaction.
  default: 90,
  // Hydrated on the first interaction (`hydrate: 'on-interaction'`): its own small script before it.
  'v3-sound': 2,
  'tone-sound': 2,
  // Sent without React to guests (`hydrate: false`): the one static page script each needs alone
  // (the support FAQ's search only on the support page, the play buttons, a press on which loads
  // the embeddable player, EMBED_PLAYER_BUDGET, only on public profiles and shared playlists).
  ...Object.fromEntries(
    [
      'landing',
      'about',
      'privacy_policy',
      'term_and_condition',
      'v3-pricing',
      'detail_pricing',
      'support',
      'v3-profile-id',
      'v3-playlist',
    ].map((name) => [name, 3]),
  ),
};

/**
 * Kilobytes of gzipped JavaScript `/embed/player.js` may weigh: the player partner sites load on
 * their own pages, with no framework (issue 18). The build writes it to `embed/player.js`.
 */
export const EMBED_PLAYER_BUDGET = 30;

/** Where the embeddable player's script is in a client build. */
export const EMBED_PLAYER_FILE = 'embed/player.js';

/**
 * The embeddable player's figure and verdict, in the shape of a page's (`path` is its URL): its
 * gzipped size (level 9) against {@link EMBED_PLAYER_BUDGET}. A build without it is an error.
 */
export function measureEmbedPlayer(clientDir, budgetKb = EMBED_PLAYER_BUDGET) {
  const file = join(clientDir, EMBED_PLAYER_FILE);
  if (!existsSync(file)) throw new Error(`no ${EMBED_PLAYER_FILE} in ${clientDir}: rebuild the app`);
  const bytes = gzipSync(readFileSync(file), {level: 9}).length;
  const budgetBytes = Math.round(budgetKb * 1024);
  const url = `/${EMBED_PLAYER_FILE}`;
  return {
    routeId: 'embed-player',
    name: 'embed-player',
    path: url,
    bytes,
    budgetBytes,
    files: [{url, bytes}],
    over: bytes > budgetBytes,
  };
}

const MANIFEST_PREFIX = /^\s*window\.__reactRouterManifest\s*=\s*/;

/** The React Router manifest object from the text of `build/client/assets/manifest-*.js`. */
export function parseManifest(source) {
  if (!MANIFEST_PREFIX.test(source))
    throw new Error('not a React Router manifest (window.__reactRouterManifest=…)');
  return JSON.parse(source.replace(MANIFEST_PREFIX, '').replace(/;\s*$/, ''));
}

/**
 * The files of the newest build in a client folder, relative to it (`assets/root-….js`), from the
 * record beside it (`builds.json`, written by the app's build: a folder keeps the hashed files of the
 * builds before it too); undefined for a folder without that record.
 */
export function currentBuildFiles(clientDir) {
  const record = join(clientDir, '..', 'builds.json');
  if (!existsSync(record)) return undefined;
  const [newest] = JSON.parse(readFileSync(record, 'utf8'));
  if (!newest) return undefined;
  return new Set(
    newest.files.filter((file) => file.startsWith('client/')).map((file) => file.slice('client/'.length)),
  );
}

/** The names in `assets/` of the newest build of a client folder that match `pattern`. */
function currentAssets(clientDir, pattern) {
  const current = currentBuildFiles(clientDir);
  return readdirSync(join(clientDir, 'assets')).filter(
    (name) => pattern.test(name) && (!current || current.has(`assets/${name}`)),
  );
}

/** Reads the manifest of a client build folder (the one `manifest-*.js` its newest build wrote). */
export function readManifest(clientDir) {
  const assets = join(clientDir, 'assets');
  if (!existsSync(assets)) throw new Error(`no client build at ${clientDir}: build the app first (--build)`);
  const files = currentAssets(clientDir, /^manifest-[\w-]+\.js$/);
  if (files.length !== 1)
    throw new Error(`expected one manifest-*.js in ${assets}, found ${files.length}: rebuild the app`);
  return parseManifest(readFileSync(join(assets, files[0]), 'utf8'));
}

/**
 * The scripts a route's page loads to start, in load order and each once: the client entry and
 * its imports, then each route from the root down to `routeId`.
 */
export function pageScripts(manifest, routeId) {
  const chain = [];
  for (let id = routeId; id !== undefined; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the build's manifest`);
    chain.unshift(route);
  }
  const scripts = [manifest.entry.module, ...manifest.entry.imports];
  for (const route of chain) {
    scripts.push(route.module, ...(route.imports ?? []));
    for (const split of ['clientLoaderModule', 'clientMiddlewareModule', 'clientActionModule']) {
      if (route[split]) scripts.push(route[split]);
    }
  }
  return [...new Set(scripts)];
}

/**
 * The one `assets/<name>-<hash>.js` of the newest build: a script built on its own (staticPageScript()
 * in vitePlugins.ts). Vite's hash is 8 characters: `static-page-…` is not `static-page-playback-…`.
 */
function ownScript(clientDir, name) {
  const files = currentAssets(clientDir, new RegExp(`^${name}-[\\w-]{8}\\.js$`));
  if (files.length !== 1)
    throw new Error(
      `expected one ${name}-*.js in ${clientDir}/assets, found ${files.length}: rebuild the app`,
    );
  return `/assets/${files[0]}`;
}

/**
 * A script of the pages sent without React: the one `assets/<name>-*.js` of the build, by default
 * `static-page`, the shell's parts alone (STATIC_PAGE_SCRIPTS in the route table names the others).
 */
export function staticPageScript(clientDir, name = 'static-page') {
  return ownScript(clientDir, name);
}

/** The script of the pages hydrated on the first interaction: the one `assets/hydrate-on-interaction-*.js`. */
export function hydrateOnInteractionScript(clientDir) {
  return ownScript(clientDir, 'hydrate-on-interaction');
}

/**
 * The pages sent without React to guests (`hydrate: false` in the route table), each by name with
 * the name of the script it loads: `scripts[page.staticScript ?? 'shell']` (the route table's
 * STATIC_PAGE_SCRIPTS).
 */
export function staticPageNames(pages, scripts = {shell: 'static-page'}) {
  return new Map(
    pages
      .filter((page) => page.hydrate === false)
      .map((page) => {
        const script = scripts[page.staticScript ?? 'shell'];
        if (!script)
          throw new Error(`the page ${page.name} takes an unknown static script: ${page.staticScript}`);
        return [page.name, script];
      }),
  );
}

/** The names of the pages hydrated on the first interaction (`hydrate: 'on-interaction'`). */
export function interactionPageNames(pages) {
  return new Set(pages.filter((page) => page.hydrate === 'on-interaction').map((page) => page.name));
}

/** The gzipped size of a client asset: its `.gz` twin from the build, else gzipped here (level 9). */
export function gzippedSize(clientDir, url) {
  const file = join(clientDir, url.replace(/^\//, ''));
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  if (!existsSync(file)) throw new Error(`${url} is in the manifest but not in ${clientDir}`);
  return gzipSync(readFileSync(file), {level: 9}).length;
}

/**
 * The public pages' route ids in the manifest: each page of the route table that is prerendered or
 * marked `public` (isPublicPage in the route table), sent without React to guests (`hydrate:
 * false`: a public profile, a shared playlist, whose paths take an id), or an interactive page open
 * to guests hydrated on the first interaction (`hydrate: 'on-interaction'`), in every locale.
 */
export function publicRouteIds(manifest, pages, localeSuffix) {
  const names = new Set(
    pages
      .filter(
        (page) =>
          page.prerender || page.public || page.hydrate === false || page.hydrate === 'on-interaction',
      )
      .map((page) => page.name),
  );
  return Object.keys(manifest.routes).filter((id) => {
    const at = id.lastIndexOf(localeSuffix);
    return at > 0 && names.has(id.slice(0, at)) && manifest.routes[id].path !== undefined;
  });
}

/**
 * Each public page's figure and verdict: `{routeId, name, path, bytes, budgetBytes, files, over}`.
 * `over` is true when the page's gzipped JavaScript is past its budget. Pages named in `staticNames`
 * (see {@link staticPageNames}) are measured by their static page script alone, those in
 * `interactionNames` by the script of the pages hydrated on the first interaction alone (what they
 * load before it).
 */
export function measurePages({
  clientDir,
  manifest,
  routeIds,
  localeSuffix,
  budgets = BUDGETS,
  staticNames = new Map(),
  interactionNames = new Set(),
}) {
  return routeIds.map((routeId) => {
    const name = routeId.slice(0, routeId.lastIndexOf(localeSuffix));
    const urls = staticNames.has(name)
      ? [staticPageScript(clientDir, staticNames.get(name))]
      : interactionNames.has(name)
        ? [hydrateOnInteractionScript(clientDir)]
        : pageScripts(manifest, routeId);
    const files = urls.map((url) => ({url, bytes: gzippedSize(clientDir, url)}));
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    const budgetBytes = Math.round((budgets[name] ?? budgets.default) * 1024);
    return {
      routeId,
      name,
      path: routePath(manifest, routeId),
      bytes,
      budgetBytes,
      files,
      over: bytes > budgetBytes,
    };
  });
}

function routePath(manifest, routeId) {
  const parts = [];
  for (let id = routeId; id !== undefined; id = manifest.routes[id]?.parentId) {
    const path = manifest.routes[id]?.path;
    if (path) parts.unshift(path);
  }
  return `/${parts.join('/')}`;
}

/**
 * The per-route bundle report: for every page route of the manifest, the files it loads to start
 * (gzipped sizes) and, from the visualizer's raw data (`modules.json`), each file's largest modules.
 */
export function routeReport({clientDir, manifest, modules}) {
  const largest = modulesByFile(modules);
  const lines = ['# Scripts each route loads to start (gzip)', ''];
  for (const [routeId, route] of Object.entries(manifest.routes)) {
    if (route.path === undefined && route.index !== true) continue;
    const files = pageScripts(manifest, routeId).map((url) => ({url, bytes: gzippedSize(clientDir, url)}));
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    lines.push(
      `## ${routeId} (${routePath(manifest, routeId)}): ${kilobytes(total)} KB, ${files.length} files`,
      '',
    );
    for (const file of [...files].sort((a, b) => b.bytes - a.bytes)) {
      const top = (largest.get(file.url.replace(/^\//, '')) ?? []).slice(0, 4);
      const detail = top.map((m) => `${m.id} ${kilobytes(m.gzip)}`).join(', ');
      lines.push(`- ${file.url} ${kilobytes(file.bytes)} KB${detail ? `: ${detail}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** File name → its modules, largest first (gzipped alone), from rollup-plugin-visualizer's raw data. */
function modulesByFile(modules) {
  const byFile = new Map();
  if (!modules) return byFile;
  const collect = (node, into) => {
    if (node.uid) {
      const part = modules.nodeParts[node.uid];
      const id = modules.nodeMetas[part.metaUid].id
        .replace(/^.*node_modules[\\/]/, '')
        .replace(/^.*packages[\\/]/, '');
      into.push({id, gzip: part.gzipLength ?? 0});
    }
    for (const child of node.children ?? []) collect(child, into);
  };
  for (const chunk of modules.tree.children ?? []) {
    const into = [];
    collect(chunk, into);
    byFile.set(
      chunk.name,
      into.sort((a, b) => b.gzip - a.gzip),
    );
  }
  return byFile;
}

/**
 * The ICU message parser's modules in a client build (its parser proper and the skeleton parser it
 * brings), as `{file, id}`, from the visualizer's raw data. There should be none: messages reach the
 * browser compiled (app/i18n.server.ts) and the client takes the runtime without its parser
 * (vite.config.ts, messageParserOnlyOnServer; only `no-parser.js`, its types and helpers, stays).
 */
export function messageParserModules(modules) {
  const parser =
    /[\\/]@formatjs[\\/](icu-messageformat-parser[\\/](?!no-parser\.js$)|icu-skeleton-parser[\\/])/;
  const found = [];
  const visit = (node, file) => {
    if (node.uid !== undefined) {
      const id = modules.nodeMetas[modules.nodeParts[node.uid].metaUid].id;
      if (parser.test(id)) found.push({file, id: id.replace(/^.*node_modules[\\/]/, '')});
    }
    for (const child of node.children ?? []) visit(child, file);
  };
  for (const chunk of modules.tree.children ?? []) visit(chunk, chunk.name);
  return found;
}

const kilobytes = (bytes) => (bytes / 1024).toFixed(1);

/** The report the test command prints: one line per page, its figure against its budget. */
export function formatReport(results) {
  const width = Math.max(...results.map((row) => row.path.length));
  return results
    .map(
      (row) =>
        `${row.over ? 'OVER' : 'ok  '} ${row.path.padEnd(width)}  ${kilobytes(row.bytes).padStart(6)} KB / ` +
        `${kilobytes(row.budgetBytes)} KB gzip, ${row.files.length} files`,
    )
    .join('\n');
}

async function main(argv) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const clientIndex = argv.indexOf('--client');
  const clientDir = clientIndex === -1 ? join(root, 'packages/app/build/client') : argv[clientIndex + 1];
  if (argv.includes('--build')) {
    execFileSync('npx', ['turbo', 'run', 'build', '--filter=@nada/app', '--output-logs=errors-only'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  const {pages, LOCALE_SUFFIX, STATIC_PAGE_SCRIPTS} =
    await import('../packages/app/app/routing/routeTable.ts');
  const manifest = readManifest(clientDir);
  const routeIds = publicRouteIds(manifest, pages, LOCALE_SUFFIX);
  if (routeIds.length === 0) throw new Error('no public page in the manifest');
  const results = [
    ...measurePages({
      clientDir,
      manifest,
      routeIds,
      localeSuffix: LOCALE_SUFFIX,
      staticNames: staticPageNames(pages, STATIC_PAGE_SCRIPTS),
      interactionNames: interactionPageNames(pages),
    }),
    measureEmbedPlayer(clientDir),
  ];
  console.log(formatReport(results));
  const analysis = join(clientDir, '../analysis');
  const modulesFile = join(analysis, 'modules.json');
  const modules = existsSync(modulesFile) ? JSON.parse(readFileSync(modulesFile, 'utf8')) : undefined;
  const parser = modules ? messageParserModules(modules) : [];
  if (parser.length > 0) {
    console.error(
      `\nThe ICU message parser is in the client build (messages reach the browser compiled):\n` +
        parser.map(({file, id}) => `  ${file}: ${id}`).join('\n'),
    );
  }
  if (argv.includes('--report')) {
    mkdirSync(analysis, {recursive: true});
    writeFileSync(join(analysis, 'routes.md'), routeReport({clientDir, manifest, modules}));
    console.log(
      `per-route report: ${join(analysis, 'routes.md')} (treemap: ${join(analysis, 'client.html')})`,
    );
  }
  const over = results.filter((row) => row.over);
  if (over.length > 0) {
    console.error(
      `\n${over.length} public page(s) past their JavaScript budget (scripts/js-budget.mjs BUDGETS):`,
    );
    for (const row of over) {
      const largest = [...row.files].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
      console.error(`  ${row.path}: ${largest.map((f) => `${f.url} ${kilobytes(f.bytes)} KB`).join(', ')}`);
    }
    return 1;
  }
  return parser.length > 0 ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
