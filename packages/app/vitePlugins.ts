import {execFileSync} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {brotliCompressSync, constants as zlib, gzipSync} from 'node:zlib';
import type {Plugin} from 'vite';
import {BUILDS_DIRECTORY, createBuildId, type BuildInfo} from './app/version/buildInfo';
import {ROUTE_MODULE_ERROR_EVENT} from './app/version/chunkReload';

const BUILD_MODULE = 'virtual:nada-build';
const RESOLVED_BUILD_MODULE = `\0${BUILD_MODULE}`;

/**
 * The year of the source being built, in UTC: `SOURCE_DATE_EPOCH` when set (the reproducible-builds
 * convention), else the last commit's date, else today's (a tarball without its history). The
 * footer's copyright line shows it, so a page reads the same whatever day it is rendered or tested
 * on (issue 43: a page screenshot once turned red with the calendar).
 */
export function sourceYear(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): number {
  const fromEnv = Number(env['SOURCE_DATE_EPOCH']);
  if (env['SOURCE_DATE_EPOCH'] && Number.isFinite(fromEnv)) return new Date(fromEnv * 1000).getUTCFullYear();
  try {
    const committed = Number(
      execFileSync('git', ['log', '-1', '--format=%ct'], {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
    if (committed > 0) return new Date(committed * 1000).getUTCFullYear();
  } catch {
    // Not a git checkout, or no git: the build's own date.
  }
  return new Date().getUTCFullYear();
}

/**
 * Gives every build a unique id: the app reads it from `virtual:nada-build`, and the client build
 * publishes `builds/latest.json` ({id, timestamp}) and `builds/meta/{id}.json` ({id, timestamp,
 * version}) beside its assets, so an open tab can tell that a newer build has been deployed.
 */
export function buildVersion(): Plugin {
  const timestamp = Date.now();
  const {version} = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  const build: BuildInfo = {id: createBuildId(timestamp, randomBytes(4).toString('hex')), timestamp, version};
  const copyrightYear = sourceYear();
  return {
    name: 'nada:build-version',
    resolveId(id) {
      return id === BUILD_MODULE ? RESOLVED_BUILD_MODULE : undefined;
    },
    load(id) {
      return id === RESOLVED_BUILD_MODULE
        ? `export const buildId = ${JSON.stringify(build.id)};\nexport const copyrightYear = ${copyrightYear};\n`
        : undefined;
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      const json = (value: object) => `${JSON.stringify(value, null, 2)}\n`;
      this.emitFile({
        type: 'asset',
        fileName: `${BUILDS_DIRECTORY}/meta/${build.id}.json`,
        source: json(build),
      });
      this.emitFile({
        type: 'asset',
        fileName: `${BUILDS_DIRECTORY}/latest.json`,
        source: json({id: build.id, timestamp: build.timestamp}),
      });
    },
  };
}

// React Router (8.4) reloads the page whenever a route module fails to load, however often that
// happens; its loadRouteModule() offers no hook. This is the one place that decides it.
const ROUTE_MODULES_FILE =
  /[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]lib[\\/]dom[\\/]ssr[\\/]routeModules\.js$/;
const RELOAD_ON_ERROR = /(catch \((\w+)\) \{[\s\S]{0,600}?)(window\.location\.reload\(\);)/;

/**
 * Lets the app decide what a failed route module load does: React Router dispatches the cancelable
 * {@link ROUTE_MODULE_ERROR_EVENT} first, and when a listener cancels it, the route renders the
 * import error (so its error boundary, the error page, shows) instead of reloading. Fails the build
 * if React Router's code no longer has the reload it patches.
 */
export function routeModuleErrorEvent(): Plugin {
  let patched = false;
  return {
    name: 'nada:route-module-error-event',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!ROUTE_MODULES_FILE.test(id)) return undefined;
      if (!RELOAD_ON_ERROR.test(code))
        this.error(`${id} no longer reloads on a route module error as expected`);
      patched = true;
      // A thrown error would be lost on routes without a loader (the page would stay blank), so the
      // route gets a component that throws it while rendering.
      return code.replace(
        RELOAD_ON_ERROR,
        (_, before: string, error: string, reload: string) =>
          `${before}if (!window.dispatchEvent(new CustomEvent(${JSON.stringify(ROUTE_MODULE_ERROR_EVENT)}, ` +
          `{cancelable: true, detail: ${error}}))) return {default: () => { throw ${error}; }};\n\t\t${reload}`,
      );
    },
    buildEnd(error) {
      if (!error && !patched) this.error("React Router's routeModules.js was not in the client build");
    },
  };
}

/** Client files worth compressing ahead of time: scripts, styles and the like (fonts are already). */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/**
 * Writes a `.gz` (level 9) and a `.br` (quality 11) beside each compressible client asset, once, at
 * build time: server.mjs sends them instead of compressing every response on the fly at a lower
 * level, so a first visit on a slow link downloads less for no CPU per request. It reads the files
 * as written, after every other plugin has finished with them (Vite fills in its preload lists at
 * the very end, so the bundle's code is not yet the final text when other hooks see it).
 */
export function precompressAssets(): Plugin {
  return {
    name: 'nada:precompress-assets',
    enforce: 'post',
    writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.startsWith('assets/') || !COMPRESSIBLE.test(fileName)) continue;
        const path = join(options.dir, fileName);
        const source = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(source, {level: 9}));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, {
            params: {[zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length},
          }),
        );
      }
    },
  };
}

const STATIC_PAGE_MODULE = 'virtual:nada-static-page-script';
const RESOLVED_STATIC_PAGE_MODULE = `\0${STATIC_PAGE_MODULE}`;

/**
 * Builds the script of the pages sent without React (`hydrate: false` in the route table) as one
 * self-contained file, `assets/static-page-[hash].js` of the client build, and tells the server its
 * URL through `virtual:nada-static-page-script` (React Router builds the client first). It is a
 * separate build on purpose: as an entry of the app's own build it would share the modules it has in
 * common with the app (consent, cookies, icons), and splitting those out of the app's chunks made
 * every hydrated page load more, smaller files. Only the server render reads the module; in the
 * client bundle it is empty. In development the dev server serves the source itself.
 */
export function staticPageScript(entry: string): Plugin {
  let src: string | undefined;
  return {
    name: 'nada:static-page-script',
    resolveId(id) {
      return id === STATIC_PAGE_MODULE ? RESOLVED_STATIC_PAGE_MODULE : undefined;
    },
    load(id) {
      if (id !== RESOLVED_STATIC_PAGE_MODULE) return undefined;
      const module = (url: string) => `export default ${JSON.stringify({src: url})};\n`;
      if (this.environment.mode === 'dev') return module(`/@fs${entry}`);
      if (this.environment.name === 'client') return module('');
      if (!src) this.error("the static pages' script is not built: the client build runs first");
      return module(src);
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const {build} = await import('vite');
      const output = await build({
        configFile: false,
        root: this.environment.config.root,
        logLevel: 'warn',
        build: {
          write: false,
          minify: true,
          target: this.environment.config.build.target,
          rolldownOptions: {input: entry, output: {format: 'es', codeSplitting: false}},
        },
      });
      const chunk = (Array.isArray(output) ? output : [output])
        .flatMap((result) => ('output' in result ? result.output : []))
        .find((file) => file.type === 'chunk' && file.isEntry);
      if (chunk?.type !== 'chunk') return this.error(`no script built from ${entry}`);
      const fileName = this.getFileName(
        this.emitFile({type: 'asset', name: 'static-page.js', source: chunk.code}),
      );
      src = `${this.environment.config.base}${fileName}`;
    },
  };
}

/** Where the embeddable player's script is in the client build, served as `/embed/player.js`. */
export const EMBED_PLAYER_FILE = 'embed/player.js';

/**
 * Builds `<nada-player>`, the player partner sites load from `/embed/player.js`, as one
 * self-contained classic script (no framework, no imports: it runs from a plain `<script src>` on
 * any page) into the client build. Its name has no hash: other sites' pages name it.
 */
export function embedPlayerScript(entry: string): Plugin {
  // `entry` is a module specifier (a workspace package's export), resolved from the app.
  return {
    name: 'nada:embed-player-script',
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const {build} = await import('vite');
      const output = await build({
        configFile: false,
        root: this.environment.config.root,
        logLevel: 'warn',
        build: {
          write: false,
          minify: true,
          target: 'es2022',
          rolldownOptions: {input: entry, output: {format: 'iife', codeSplitting: false}},
        },
      });
      const chunk = (Array.isArray(output) ? output : [output])
        .flatMap((result) => ('output' in result ? result.output : []))
        .find((file) => file.type === 'chunk' && file.isEntry);
      if (chunk?.type !== 'chunk') return this.error(`no script built from ${entry}`);
      this.emitFile({type: 'asset', fileName: EMBED_PLAYER_FILE, source: chunk.code});
    },
  };
}
