// Nada's production server: the client assets, the prerendered public pages when they are valid
// for the request (see app/serving.server.ts), and a server render for everything else.
import {join} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

// React picks its production or development build when first loaded: set the mode before that.
process.env.NODE_ENV ??= 'production';
const [{createRequestHandler}, {default: compression}, {default: express}, {default: morgan}] =
  await Promise.all([
    import('@react-router/express'),
    import('compression'),
    import('express'),
    import('morgan'),
  ]);

const here = fileURLToPath(new URL('.', import.meta.url));
const client = join(here, 'build/client');
const build = await import(pathToFileURL(join(here, 'build/server/index.js')).href);
const prerendered = new Set(build.prerender);
const {prerenderedPageAllowed} = build.entry.module;

/** The Fetch API view of an Express request that the app's rules read (URL and headers). */
function toRequest(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined) headers.append(name, item);
  }
  return new Request(new URL(req.originalUrl, `${req.protocol}://${req.get('host')}`), {headers});
}

/** Answers with a prerendered page's HTML or `.data` when the page has one and it is valid here. */
function servePrerendered(req, res, next) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const isData = req.path.endsWith('.data');
  const page = isData ? req.path.slice(0, -'.data'.length) : req.path;
  if (!prerendered.has(page) || !prerenderedPageAllowed(toRequest(req))) return next();
  res.vary('Cookie').vary('Accept-Language').set('Cache-Control', 'no-cache');
  if (isData) res.type('text/x-script');
  return res.sendFile(isData ? join(client, `${page}.data`) : join(client, page, 'index.html'));
}

/** Prerendered files are only ever served through servePrerendered. */
const notPrerendered = (serve) => (req, res, next) =>
  /\.(html|data)$/.test(req.path) ? next() : serve(req, res, next);

const app = express();
app.disable('x-powered-by');
app.use(compression());
// Hashed file names: cached for a year; a missing chunk is a plain 404, never an HTML page.
app.use(
  '/assets',
  express.static(join(client, 'assets'), {immutable: true, maxAge: '1y', fallthrough: false}),
);
// The build id the running app polls for must never come from a cache.
const noCache = (res) => res.set('Cache-Control', 'no-cache');
app.use('/builds', express.static(join(client, 'builds'), {setHeaders: noCache, fallthrough: false}));
app.use(notPrerendered(express.static(client, {index: false, redirect: false, maxAge: '1h'})));
app.use(morgan('tiny'));
app.use(servePrerendered);
app.all('/{*splat}', createRequestHandler({build, mode: process.env.NODE_ENV}));

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
const server = app.listen(port, ...(host ? [host] : []), () => {
  process.stdout.write(`Nada is listening on http://${host ?? 'localhost'}:${port}\n`);
});
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close());
