// Nada's production server: the HTTP API under /api, the client assets, the public pages rendered
// once per build (see app/serving.server.ts), and a server render for everything else. One origin,
// so the pages reach the API without CORS. A rebuild under a running server is adopted once it is
// complete (issue 41): pages come from the newest build, and the hashed files of the builds before
// it stay (vitePlugins.ts, recordBuild), so pages already open keep loading their chunks.
import {readFile, stat} from 'node:fs/promises';
import {extname, join, resolve} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

// The environment as launched: only NODE_ENV=production (however spelled: ` Production` too) puts the
// API in production mode (a real Firebase project, never the emulator), and the API refuses a value it
// does not know; `./run start`, the embedded default, leaves it unset.
const launchEnv = {...process.env};
// React picks its production or development build when first loaded, by NODE_ENV spelled exactly:
// set it before that, so that only an explicit `development` loads React's development build.
process.env.NODE_ENV = /^\s*development\s*$/i.test(process.env.NODE_ENV ?? '') ? 'development' : 'production';
const [
  {createRequestHandler},
  {createRequestHandler: createFetchHandler},
  {default: compression},
  {default: express},
  {default: morgan},
  {createApiHandler, loadConfig, readServerSession},
] = await Promise.all([
  import('@react-router/express'),
  import('react-router'),
  import('compression'),
  import('express'),
  import('morgan'),
  import('@nada/api'),
]);

const here = fileURLToPath(new URL('.', import.meta.url));
// NADA_APP_BUILD_DIR, as react-router.config.ts reads it (relative to this folder): the rebuild
// test serves a build folder of its own.
const buildDir = resolve(here, process.env.NADA_APP_BUILD_DIR || 'build');
const client = join(buildDir, 'client');
const serverEntry = join(buildDir, 'server/index.js');
// Written last by a build (vitePlugins.ts, buildVersion): it names a complete build.
const latestFile = join(client, 'builds/latest.json');

/**
 * One build as this server serves it: its server bundle (imported under `version`, so that a
 * rebuilt bundle is a new module), React Router's handlers for it, and the pages rendered once from it.
 */
async function importBuild(version) {
  const url = pathToFileURL(serverEntry);
  if (version) url.searchParams.set('version', version);
  const build = await import(url.href);
  const entry = build.entry.module;
  return {
    id: entry.buildId,
    entry,
    prerendered: new Set(entry.prerenderedPaths),
    rendered: new Map(),
    render: createFetchHandler(build, process.env.NODE_ENV),
    handleRequest: createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      getLoadContext: (req, res) =>
        entry.createLoadContext({
          nonce: res.locals.nonce,
          readUser: () => readUser(req),
          apiFetch: (request) => api.fetch(request, {remoteAddress: req.ip}),
        }),
    }),
  };
}

/** What identifies the files of the build on disk: latest.json's and the server bundle's times. */
async function filesVersion() {
  const [latest, bundle] = await Promise.all([stat(latestFile), stat(serverEntry)]);
  return `${latest.mtimeMs}-${bundle.mtimeMs}`;
}

// The version first: a build that completes between the two is then seen as new by the first look.
let servedVersion = await filesVersion().catch(() => undefined);
// The build reads the app's variables when loaded (app/env.server.ts): a bad one stops the start there.
let served = await importBuild().catch(exitOnConfigError);
let looking;
let failedVersion;

/**
 * The build that answers a page request: the newest complete one. A rebuild under the running
 * server is adopted as soon as its latest.json names it; every build adopted stays in memory (a
 * module cannot be unloaded), which a rebuild now and then can afford. One look at a time, which
 * costs two `stat` calls while nothing changes.
 */
function newestBuild() {
  looking ??= adoptNewerBuild().finally(() => (looking = undefined));
  return looking;
}

async function adoptNewerBuild() {
  let version;
  let id;
  try {
    version = await filesVersion();
    if (version === servedVersion || version === failedVersion) return served;
    ({id} = JSON.parse(await readFile(latestFile, 'utf8')));
  } catch {
    // A build folder being replaced (a cache restored, a copy): the build in memory answers meanwhile.
    return served;
  }
  if (id === served.id) {
    servedVersion = version;
    return served;
  }
  try {
    const next = await importBuild(version);
    // A build writes latest.json last, but a restored cache may write files in any order: the server
    // bundle must be the build that latest.json names, or the look is repeated on the next request.
    if (next.id !== id) return served;
    served = next;
    servedVersion = version;
    process.stdout.write(`Nada now serves build ${id}\n`);
  } catch (error) {
    failedVersion = version;
    process.stderr.write(
      `The new build ${id} could not be loaded; build ${served.id} goes on: ${error.stack}\n`,
    );
  }
  return served;
}

/** The Fetch API view of an Express request that the app's rules read (URL and headers). */
function toRequest(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined) headers.append(name, item);
  }
  return new Request(new URL(req.originalUrl, `${req.protocol}://${req.get('host')}`), {headers});
}

/**
 * A public page marked `prerender` (its HTML, or its `.data` when `path` ends so), rendered once per
 * build with this server's configuration and a placeholder nonce; kept as long as the build serves.
 */
function renderedOnce(build, path) {
  let rendering = build.rendered.get(path);
  if (!rendering) {
    rendering = renderPage(build, path);
    // A failed render is tried again by a later request, not kept.
    rendering.catch(() => build.rendered.delete(path));
    build.rendered.set(path, rendering);
  }
  return rendering;
}

/** Renders `path` as React Router's build-time prerendering did: a request without a visitor. */
async function renderPage(build, path) {
  const context = build.entry.createLoadContext({
    nonce: build.entry.NONCE_PLACEHOLDER,
    readUser: async () => null,
    apiFetch: (request) => api.fetch(request, {remoteAddress: '127.0.0.1'}),
  });
  const response = await build.render(new Request(new URL(path, build.entry.env.publicUrl)), context);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status} when rendered once`);
  return {body, renderedAt: new Date()};
}

/**
 * Answers with a page's HTML or `.data` rendered once, when the page is one of those and the render
 * is valid for this request. The HTML was rendered with a placeholder nonce: each answer gets this
 * response's own, and no validator, since a cached copy under a new policy's nonce would have its
 * scripts blocked. A page that cannot be rendered once is rendered per request, as any other.
 */
function servePrerendered(req, res, next) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const {build} = res.locals;
  const isData = req.path.endsWith('.data');
  const page = isData ? req.path.slice(0, -'.data'.length) : req.path;
  if (!build.prerendered.has(page) || !build.entry.prerenderedPageAllowed(toRequest(req))) return next();
  renderedOnce(build, isData ? `${page}.data` : page)
    .then(
      ({body, renderedAt}) => {
        res
          .vary('Cookie')
          .vary('Accept-Language')
          .set('Cache-Control', isData ? 'no-cache' : 'private, no-cache');
        if (isData) res.type('text/x-script');
        else res.type('html').set('Last-Modified', renderedAt.toUTCString());
        res.end(
          req.method === 'HEAD' ? undefined : isData ? body : build.entry.withNonce(body, res.locals.nonce),
        );
      },
      (error) => {
        process.stderr.write(`${error.stack}\n`);
        next();
      },
    )
    .catch(next);
}

/**
 * Every answer but the API's (which sets its own) carries the security headers, and pages a
 * policy with a nonce of their own, made here for the server render or the prerendered HTML.
 */
function setSecurityHeaders(req, res, next) {
  const {createNonce, env, isEmbedPage, securityHeaders} = res.locals.build.entry;
  res.locals.nonce = createNonce();
  // The embed pages, which other sites frame, set their own (resources/embedPlaylist.ts).
  if (isEmbedPage(req.path)) return next();
  const https = req.protocol === 'https' || Boolean(env.publicUrl?.startsWith('https:'));
  res.set(securityHeaders(res.locals.nonce, env, {https}));
  next();
}

/**
 * Picks the build that answers: for a page, the newest complete one; files (hashed assets, the
 * build files) are read from disk as they are, so their requests need not look.
 */
function pickBuild(req, res, next) {
  if (req.path.startsWith('/assets/') || req.path.startsWith('/builds/')) {
    res.locals.build = served;
    return next();
  }
  newestBuild().then((build) => {
    res.locals.build = build;
    next();
  }, next);
}

/** The signed-in user by the request's session cookie, verified by the API; null when there is none. */
async function readUser(req) {
  try {
    const session = await readServerSession(api.api.nada.auth, req.headers.cookie);
    return session && {uid: session.uid, isAdmin: session.isAdmin};
  } catch (error) {
    // Firebase cannot be asked: the visitor is treated as signed out on the server for this request.
    process.stderr.write(`The session cookie could not be checked: ${error.message}\n`);
    return null;
  }
}

// Names carry a content hash and never change: nothing to revalidate, so no validators to send.
const assetOptions = {immutable: true, maxAge: '1y', etag: false, lastModified: false};

/**
 * Sends the twin the build compressed ahead of time (`.br`, else `.gz`; see precompressAssets in
 * vitePlugins.ts) when the browser takes that encoding; anything else falls through to the plain file.
 */
function servePrecompressed(req, res, next) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !/\.(js|css|svg|json)$/.test(req.path))
    return next();
  const encoding = req.acceptsEncodings('br', 'gzip');
  if (!encoding) return next();
  res.vary('Accept-Encoding').type(extname(req.path)).set('Content-Encoding', encoding);
  const twin = `${req.path}.${encoding === 'br' ? 'br' : 'gz'}`;
  res.sendFile(twin, {...assetOptions, root: join(client, 'assets')}, (error) => {
    if (!error) return;
    if (res.headersSent) return next(error);
    res.removeHeader('Content-Encoding');
    res.removeHeader('Content-Type');
    next();
  });
}

/** No HTML or `.data` file is served as a file: a build folder may hold pages an older build prerendered. */
const notPrerendered = (serve) => (req, res, next) =>
  /\.(html|data)$/.test(req.path) ? next() : serve(req, res, next);

const apiSettings = apiConfig();
const api = await createApiHandler(apiSettings);

/** The API's configuration; a bad variable stops the start with a message naming it. */
function apiConfig() {
  try {
    return loadConfig(launchEnv);
  } catch (error) {
    return exitOnConfigError(error);
  }
}

/**
 * Stops the start with the message of a configuration error (the API's `ConfigError`, or the app's,
 * which names the variable the same way): the operator reads what to fix, not a stack trace.
 */
function exitOnConfigError(error) {
  if (error?.name !== 'ConfigError') throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

const app = express();
app.disable('x-powered-by');
// Behind proxies, as the API trusts them: req.protocol then says whether the visitor used https.
app.set('trust proxy', apiSettings.trustProxyHops);
// The API first, on the raw request: it reads bodies and streams (uploads, events) itself, and
// compresses nothing it should not. Express's mount path would strip the /api prefix it routes on.
app.use((req, res, next) =>
  req.path === '/api' || req.path.startsWith('/api/') ? api.handle(req, res) : next(),
);
// The embeddable player, loaded by other sites' pages (also as a module script, which needs CORS).
// Its name has no hash, so caches keep it briefly.
app.get(served.entry.EMBED_PLAYER_PATH, compression(), (req, res, next) => {
  res.set({
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Type-Options': 'nosniff',
  });
  res.sendFile(
    join(client, served.entry.EMBED_PLAYER_PATH),
    {maxAge: '10m'},
    (error) => error && next(error),
  );
});
app.use(pickBuild);
app.use(setSecurityHeaders);
app.use(compression());
// Hashed file names: cached for a year; a missing chunk is a plain 404, never an HTML page.
app.use('/assets', servePrecompressed);
app.use('/assets', express.static(join(client, 'assets'), {...assetOptions, fallthrough: false}));
// A chunk of a build older than those kept is routine: a short 404, no stack trace in the log.
app.use('/assets', (error, req, res, next) =>
  error.status === 404 ? res.status(404).type('text/plain').send('Not found') : next(error),
);
// The build id the running app polls for must never come from a cache.
const noCache = (res) => res.set('Cache-Control', 'no-cache');
app.use('/builds', express.static(join(client, 'builds'), {setHeaders: noCache, fallthrough: false}));
app.use(notPrerendered(express.static(client, {index: false, redirect: false, maxAge: '1h'})));
app.use(morgan('tiny'));
app.use(servePrerendered);
app.all('/{*splat}', (req, res, next) => res.locals.build.handleRequest(req, res, next));

const port = Number(process.env.PORT ?? 3000);
// Only the interface HOST names (localhost unless it says otherwise; the image sets 0.0.0.0).
const host = apiSettings.host;
const server = app.listen(port, host, () => {
  // The address really bound, as a URL: what the operator (and security.spec.ts) can check.
  const {address} = server.address();
  process.stdout.write(
    `Nada is listening on http://${address.includes(':') ? `[${address}]` : address}:${port}\n`,
  );
});
// An idle kept-alive connection stays open for 65 s (Node closes it after 5 s by default). A client
// or a proxy in front (nginx, a cloud load balancer: 60 s) that sends its next request just as the
// server closes the connection gets a reset instead of an answer; keeping it open longer than they
// do leaves the closing to them. The headers timeout has to be longer still.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
// Stop taking connections and let running requests finish, then close the API (database, Firebase).
// close() ends the connections idle at that moment; one that finishes its request later would stay
// open for the keep-alive time, so those are closed as they fall idle.
for (const signal of ['SIGTERM', 'SIGINT'])
  process.once(signal, () => {
    const sweep = setInterval(() => server.closeIdleConnections(), 250);
    server.close(() => {
      clearInterval(sweep);
      void api.close();
    });
  });
