// Nada's production server: the HTTP API under /api, the client assets, the prerendered public
// pages when they are valid for the request (see app/serving.server.ts), and a server render for
// everything else. One origin, so the pages reach the API without CORS.
import {readFile, stat} from 'node:fs/promises';
import {extname, join} from 'node:path';
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
  {default: compression},
  {default: express},
  {default: morgan},
  {createApiHandler, loadConfig, readServerSession},
] = await Promise.all([
  import('@react-router/express'),
  import('compression'),
  import('express'),
  import('morgan'),
  import('@nada/api'),
]);

const here = fileURLToPath(new URL('.', import.meta.url));
const client = join(here, 'build/client');
// The build reads the app's variables when loaded (app/env.server.ts): a bad one stops the start there.
const build = await import(pathToFileURL(join(here, 'build/server/index.js')).href).catch(exitOnConfigError);
const prerendered = new Set(build.prerender);
const {
  prerenderedPageAllowed,
  createNonce,
  securityHeaders,
  withNonce,
  createLoadContext,
  env,
  isEmbedPage,
  EMBED_PLAYER_PATH,
} = build.entry.module;

/** The Fetch API view of an Express request that the app's rules read (URL and headers). */
function toRequest(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined) headers.append(name, item);
  }
  return new Request(new URL(req.originalUrl, `${req.protocol}://${req.get('host')}`), {headers});
}

/** The HTML of the prerendered pages, read once: the build never changes under a running server. */
const prerenderedHtml = new Map();
function readPrerenderedHtml(page) {
  let entry = prerenderedHtml.get(page);
  if (!entry) {
    const file = join(client, page, 'index.html');
    entry = Promise.all([readFile(file, 'utf8'), stat(file)]).then(([html, {mtime}]) => ({html, mtime}));
    prerenderedHtml.set(page, entry);
  }
  return entry;
}

/**
 * Answers with a prerendered page's HTML or `.data` when the page has one and it is valid here.
 * The HTML was rendered with a placeholder nonce: each answer gets this response's own, and no
 * validator, since a cached copy under a new policy's nonce would have its scripts blocked.
 */
function servePrerendered(req, res, next) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const isData = req.path.endsWith('.data');
  const page = isData ? req.path.slice(0, -'.data'.length) : req.path;
  if (!prerendered.has(page) || !prerenderedPageAllowed(toRequest(req))) return next();
  res
    .vary('Cookie')
    .vary('Accept-Language')
    .set('Cache-Control', isData ? 'no-cache' : 'private, no-cache');
  if (isData) {
    res.type('text/x-script');
    return res.sendFile(join(client, `${page}.data`));
  }
  readPrerenderedHtml(page).then(({html, mtime}) => {
    res.type('html').set('Last-Modified', mtime.toUTCString());
    res.end(req.method === 'HEAD' ? undefined : withNonce(html, res.locals.nonce));
  }, next);
}

/**
 * Every answer but the API's (which sets its own) carries the security headers, and pages a
 * policy with a nonce of their own, made here for the server render or the prerendered HTML.
 */
function setSecurityHeaders(req, res, next) {
  res.locals.nonce = createNonce();
  // The embed pages, which other sites frame, set their own (resources/embedPlaylist.ts).
  if (isEmbedPage(req.path)) return next();
  const https = req.protocol === 'https' || Boolean(env.publicUrl?.startsWith('https:'));
  res.set(securityHeaders(res.locals.nonce, env, {https}));
  next();
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

/** Prerendered files are only ever served through servePrerendered. */
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
app.get(EMBED_PLAYER_PATH, compression(), (req, res, next) => {
  res.set({
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Type-Options': 'nosniff',
  });
  res.sendFile(join(client, EMBED_PLAYER_PATH), {maxAge: '10m'}, (error) => error && next(error));
});
app.use(setSecurityHeaders);
app.use(compression());
// Hashed file names: cached for a year; a missing chunk is a plain 404, never an HTML page.
app.use('/assets', servePrecompressed);
app.use('/assets', express.static(join(client, 'assets'), {...assetOptions, fallthrough: false}));
// A chunk an older page asks for after a deploy is routine: a short 404, no stack trace in the log.
app.use('/assets', (error, req, res, next) =>
  error.status === 404 ? res.status(404).type('text/plain').send('Not found') : next(error),
);
// The build id the running app polls for must never come from a cache.
const noCache = (res) => res.set('Cache-Control', 'no-cache');
app.use('/builds', express.static(join(client, 'builds'), {setHeaders: noCache, fallthrough: false}));
app.use(notPrerendered(express.static(client, {index: false, redirect: false, maxAge: '1h'})));
app.use(morgan('tiny'));
app.use(servePrerendered);
app.all(
  '/{*splat}',
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req, res) =>
      createLoadContext({
        nonce: res.locals.nonce,
        readUser: () => readUser(req),
        apiFetch: (request) => api.fetch(request, {remoteAddress: req.ip}),
      }),
  }),
);

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
