import {execFileSync} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import {basename, dirname, join, relative} from 'node:path';
import {brotliCompressSync, constants as zlib, gzipSync} from 'node:zlib';
import {parse, type MessageFormatElement} from '@formatjs/icu-messageformat-parser';
import type {Plugin} from 'vite';
import {BUILDS_DIRECTORY, ROUTE_MODULE_ERROR_EVENT, createBuildId, type BuildInfo} from '@nada/version/build';

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

/** How many builds' hashed files a build folder keeps: the newest and the two before it. */
export const KEPT_BUILDS = 3;

/** The record of the builds whose files a build folder holds, beside `client` and `server`. */
export const BUILDS_RECORD = 'builds.json';

/** One build in {@link BUILDS_RECORD}: its id and time, and the hashed files it wrote. */
export interface BuildRecord {
  id: string;
  timestamp: number;
  /** Paths relative to the build folder (`client/assets/root-….js`, `server/assets/….js`, …). */
  files: string[];
}

// Where builds write files that differ from one build to the next under the same folder: content-
// hashed chunks and styles, and each build's meta file. Everything else is overwritten in place.
const HASHED_FOLDERS = ['client/assets', 'server/assets', `client/${BUILDS_DIRECTORY}/meta`];

function filesUnder(buildDir: string, folder: string): {path: string; mtimeMs: number}[] {
  const dir = join(buildDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, withFileTypes: true}).flatMap((entry) => {
    const path = join(entry.parentPath, entry.name);
    // A file another plugin has just moved away is no longer this folder's.
    const stats = entry.isFile() ? statSync(path, {throwIfNoEntry: false}) : undefined;
    return stats ? [{path: relative(buildDir, path), mtimeMs: stats.mtimeMs}] : [];
  });
}

/** The builds recorded in a build folder, newest first; none when it has no record (or a broken one). */
export function readBuildRecords(buildDir: string): BuildRecord[] {
  try {
    const records: unknown = JSON.parse(readFileSync(join(buildDir, BUILDS_RECORD), 'utf8'));
    return Array.isArray(records) ? (records as BuildRecord[]) : [];
  } catch {
    return [];
  }
}

/**
 * Records the build that has just written `buildDir` (the hashed files written since it started) in
 * {@link BUILDS_RECORD}, then deletes the hashed files of every older build but the `keep - 1`
 * before it: a page a server sent before the rebuild still finds its chunks, and the folder does
 * not grow without end. Returns the records kept, newest first.
 */
export function recordBuild(
  buildDir: string,
  build: {id: string; timestamp: number},
  startedAt: number,
  keep = KEPT_BUILDS,
): BuildRecord[] {
  const present = HASHED_FOLDERS.flatMap((folder) => filesUnder(buildDir, folder));
  const written = present.filter((file) => file.mtimeMs >= startedAt).map((file) => file.path);
  const records = [
    {id: build.id, timestamp: build.timestamp, files: written.sort()},
    ...readBuildRecords(buildDir).filter((record) => record.id !== build.id),
  ].slice(0, keep);
  writeFileSync(join(buildDir, BUILDS_RECORD), `${JSON.stringify(records, null, 2)}\n`);
  const kept = new Set(records.flatMap((record) => record.files));
  for (const file of present) if (!kept.has(file.path)) rmSync(join(buildDir, file.path), {force: true});
  return records;
}

/** Whether `path` holds exactly `source`. */
function sameAsOnDisk(path: string, source: string | Uint8Array): boolean {
  return existsSync(path) && readFileSync(path).equals(Buffer.from(source));
}

/**
 * Leaves on disk, as it is, each file of this build that a completed build in the folder's record
 * already wrote under the same name (a content hash, so the same bytes), and each other asset whose
 * bytes have not changed (`embed/player.js`): Vite would write it again in place, and a page (or
 * the running server's bundle) loading it at that moment would get part of it (issue 41). A
 * recorded file's time is renewed instead, with its compressed twins', so that {@link recordBuild}
 * counts it as this build's. Files no completed build recorded (the first build, or one a killed
 * build left half-written) are written as usual.
 */
export function keepRecordedFiles(): Plugin {
  return {
    name: 'nada:keep-recorded-files',
    apply: 'build',
    generateBundle: {
      // After every other plugin has seen the whole bundle (Vite's manifest lists every file).
      order: 'post',
      handler(options, bundle) {
        if (!options.dir) return;
        const {dir} = options;
        const folder = basename(dir);
        const recorded = new Set(readBuildRecords(dirname(dir)).flatMap((record) => record.files));
        const {manifest} = this.environment.config.build;
        const manifestFile = manifest === true ? '.vite/manifest.json' : manifest || undefined;
        if (manifestFile && !(manifestFile in bundle))
          return this.error(
            "Vite's manifest is not in the bundle yet: the files kept would be missing from it",
          );
        const now = new Date();
        for (const [fileName, output] of Object.entries(bundle)) {
          const kept =
            recorded.has(`${folder}/${fileName}`) ||
            (output.type === 'asset' && sameAsOnDisk(join(dir, fileName), output.source));
          if (!kept) continue;
          // Its time renewed, so that recordBuild counts it as this build's: a file on disk that no
          // kept record names (a build from before the records, or one pruned) would otherwise be
          // pruned as an older build's, and this build would lose it (the static pages' script did).
          for (const file of [fileName, `${fileName}.gz`, `${fileName}.br`]) {
            const path = join(dir, file);
            if (existsSync(path)) utimesSync(path, now, now);
          }
          // Left out of the bundle, it is not written (Rolldown's bundle takes deletions).
          Reflect.deleteProperty(bundle, fileName);
        }
      },
    },
  };
}

/** Writes `file` whole or not at all: a reader (the server, a tab checking for a new build) never sees half of it. */
function writeFileAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/**
 * Gives every build a unique id: the app reads it from `virtual:nada-build`, and the client build
 * publishes `builds/meta/{id}.json` ({id, timestamp, version}) beside its assets. Once the server
 * bundle is written too, it records the build's files ({@link recordBuild}), prunes older builds'
 * and, last, publishes `builds/latest.json` ({id, timestamp}): a running server then adopts the
 * build, and an open tab can tell that a newer one has been deployed. Before that moment, neither
 * sees a build that is still being written.
 */
export function buildVersion(): Plugin {
  const timestamp = Date.now();
  const {version} = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  const build: BuildInfo = {id: createBuildId(timestamp, randomBytes(4).toString('hex')), timestamp, version};
  const copyrightYear = sourceYear();
  let clientDir: string | undefined;
  const json = (value: object) => `${JSON.stringify(value, null, 2)}\n`;
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
      this.emitFile({
        type: 'asset',
        fileName: `${BUILDS_DIRECTORY}/meta/${build.id}.json`,
        source: json(build),
      });
    },
    writeBundle: {
      // After every other plugin's: React Router moves the server build's styles in its own.
      order: 'post',
      sequential: true,
      handler(options) {
        if (this.environment.mode !== 'build' || !options.dir) return;
        if (this.environment.name === 'client') {
          clientDir = options.dir;
          return;
        }
        if (!clientDir) return this.error('the client build was not written before the server build');
        recordBuild(dirname(options.dir), build, timestamp);
        writeFileAtomically(
          join(clientDir, BUILDS_DIRECTORY, 'latest.json'),
          json({id: build.id, timestamp: build.timestamp}),
        );
      },
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

/** Options of {@link staticPageScript}: which script it builds, under which names. */
export interface StaticPageScriptOptions {
  /** The virtual module the server render imports the script's URL from. @default 'virtual:nada-static-page-script' */
  module?: string;
  /** The file's name in `assets/`, before its hash. @default 'static-page' */
  name?: string;
}

/**
 * Builds the script of the pages sent without React (`hydrate: false` in the route table) as one
 * self-contained file, `assets/static-page-[hash].js` of the client build, and tells the server its
 * URL through `virtual:nada-static-page-script` (React Router builds the client first); with other
 * `options`, another such script (the one of the pages hydrated on the first interaction). It is a
 * separate build on purpose: as an entry of the app's own build it would share the modules it has in
 * common with the app (consent, cookies, icons), and splitting those out of the app's chunks made
 * every hydrated page load more, smaller files. Only the server render reads the module; in the
 * client bundle it is empty. In development the dev server serves the source itself.
 */
export function staticPageScript(
  entry: string,
  {
    module: virtualModule = 'virtual:nada-static-page-script',
    name = 'static-page',
  }: StaticPageScriptOptions = {},
): Plugin {
  const resolvedModule = `\0${virtualModule}`;
  let src: string | undefined;
  return {
    name: `nada:${name}-script`,
    resolveId(id) {
      return id === virtualModule ? resolvedModule : undefined;
    },
    load(id) {
      if (id !== resolvedModule) return undefined;
      const module = (url: string) => `export default ${JSON.stringify({src: url})};\n`;
      if (this.environment.mode === 'dev') return module(`/@fs${entry}`);
      if (this.environment.name === 'client') return module('');
      if (!src) this.error(`the script ${name} is not built: the client build runs first`);
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
        this.emitFile({type: 'asset', name: `${name}.js`, source: chunk.code}),
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

const COMPILED_CATALOG_PREFIX = '\0nada-compiled-catalog:';

/** A catalog's messages compiled to the ICU message format's AST (`formatjs compile --ast`). */
export function compileCatalog(catalog: Record<string, string>): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(catalog).map(([messageId, message]) => [messageId, parse(message)]),
  );
}

/**
 * The catalogs (`lang/*.json`) `app/i18n.server.ts` imports, compiled to the message format's AST
 * when the app is built rather than when the server starts and each page is first asked for: the
 * server sends messages compiled (the browser has no parser: vite.config.ts), and now does no
 * parsing of its own either. Other importers of a catalog (Storybook, the packages' tests) keep
 * its strings.
 */
export function compiledCatalogs(importerPattern = /[\\/]app[\\/]i18n\.server\.ts$/): Plugin {
  return {
    name: 'nada:compiled-catalogs',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !importerPattern.test(importer) || !/[\\/]lang[\\/][\w-]+\.json$/.test(source))
        return null;
      const resolved = await this.resolve(source, importer, {...options, skipSelf: true});
      return resolved ? `${COMPILED_CATALOG_PREFIX}${resolved.id}` : null;
    },
    load(id) {
      if (!id.startsWith(COMPILED_CATALOG_PREFIX)) return null;
      const file = id.slice(COMPILED_CATALOG_PREFIX.length);
      this.addWatchFile(file);
      const compiled = compileCatalog(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
      // Still JSON (the id ends in .json): Vite's JSON plugin makes it a module, as it does the catalog.
      return JSON.stringify(compiled);
    },
  };
}
