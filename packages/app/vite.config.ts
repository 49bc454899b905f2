import {reactRouter} from '@react-router/dev/vite';
import formatjs from '@formatjs/vite-plugin';
import {defineConfig, type Plugin} from 'vite';
import {visualizer} from 'rollup-plugin-visualizer';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {buildDirectory} from './react-router.config';
import {
  buildVersion,
  compiledCatalogs,
  embedPlayerScript,
  keepRecordedFiles,
  precompressAssets,
  routeModuleErrorEvent,
  staticPageScript,
} from './vitePlugins';

/**
 * Messages reach the browser compiled (app/i18n.server.ts), so the client bundle takes the message
 * format's runtime without its parser.
 */
function messageParserOnlyOnServer(): Plugin {
  return {
    name: 'nada:message-parser-only-on-server',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@formatjs/icu-messageformat-parser' || options.ssr) return null;
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, {
        ...options,
        skipSelf: true,
      });
    },
  };
}

/** The build folder, absolute (react-router.config.ts names it relative to this folder). */
const buildFolder = resolve(fileURLToPath(new URL('.', import.meta.url)), buildDirectory);

/**
 * The client build's bundle analysis, kept in build/analysis/ (not committed): the visualizer's
 * treemap to look at, and its raw data, which `node scripts/js-budget.mjs --report` turns into each
 * route's files and largest modules.
 */
function bundleAnalysis(): Plugin[] {
  const clientOnly = (plugin: Plugin): Plugin => ({
    ...plugin,
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
  });
  return [
    clientOnly(
      visualizer({
        filename: join(buildFolder, 'analysis/client.html'),
        template: 'treemap',
        gzipSize: true,
      }) as Plugin,
    ),
    clientOnly(
      visualizer({
        filename: join(buildFolder, 'analysis/modules.json'),
        template: 'raw-data',
        gzipSize: true,
      }) as Plugin,
    ),
  ];
}

export default defineConfig({
  plugins: [
    // Messages come from the catalogs; the English defaults in the source need not reach the browser.
    formatjs({removeDefaultMessage: true}),
    messageParserOnlyOnServer(),
    compiledCatalogs(),
    reactRouter(),
    buildVersion(),
    routeModuleErrorEvent(),
    // The pages sent without React (`hydrate: false`): one script each, by what the page needs
    // (STATIC_PAGE_SCRIPTS in the route table).
    staticPageScript(fileURLToPath(new URL('app/routing/staticPageScript.ts', import.meta.url))),
    staticPageScript(fileURLToPath(new URL('app/routing/staticFaqSearchPageScript.ts', import.meta.url)), {
      module: 'virtual:nada-static-page-faq-search-script',
      name: 'static-page-faq-search',
    }),
    staticPageScript(fileURLToPath(new URL('app/routing/staticPlaybackPageScript.ts', import.meta.url)), {
      module: 'virtual:nada-static-page-playback-script',
      name: 'static-page-playback',
    }),
    // The pages hydrated on the first interaction (`hydrate: 'on-interaction'`) load this one instead.
    staticPageScript(fileURLToPath(new URL('app/routing/hydrateOnInteractionScript.ts', import.meta.url)), {
      module: 'virtual:nada-hydrate-on-interaction-script',
      name: 'hydrate-on-interaction',
    }),
    embedPlayerScript('@nada/player/embed/player'),
    precompressAssets(),
    ...bundleAnalysis(),
    keepRecordedFiles(),
  ],
  // A rebuild keeps what the builds before it wrote (recordBuild prunes their hashed files), so
  // pages a running server sent before the rebuild still find their chunks (issue 41).
  build: {emptyOutDir: false},
  environments: {
    client: {
      build: {
        // Fonts stay files (swap-displayed, cached) rather than base64 inside the render-blocking CSS.
        assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
        rolldownOptions: {
          output: {
            // Every page needs the framework and the message runtime: two long-cached files
            // instead of a dozen small ones (fewer requests, better compression). The app's and
            // ui's own modules are left to the route-level split: a group of "modules three routes
            // share" took their dependencies with it (Radix's select and dialog, the API client,
            // playlists) onto every page, a guest's landing page too (issue 21).
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                },
                {name: 'intl', test: /[\\/]node_modules[\\/](react-intl|intl-messageformat|@formatjs)[\\/]/},
              ],
            },
          },
        },
      },
    },
  },
  server: {port: 3000},
});
