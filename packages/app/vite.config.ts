import {reactRouter} from '@react-router/dev/vite';
import formatjs from '@formatjs/vite-plugin';
import {defineConfig, type Plugin} from 'vite';
import {readEnv} from './app/env.server';
import {buildVersion, precompressAssets, routeModuleErrorEvent} from './vitePlugins';

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

function prerenderEnv() {
  const {publicUrl, analyticsId, firebase} = readEnv();
  return {publicUrl: publicUrl ?? null, analyticsId: analyticsId ?? null, firebase};
}

export default defineConfig({
  plugins: [
    // Messages come from the catalogs; the English defaults in the source need not reach the browser.
    formatjs({removeDefaultMessage: true}),
    messageParserOnlyOnServer(),
    reactRouter(),
    buildVersion(),
    routeModuleErrorEvent(),
    precompressAssets(),
  ],
  // Prerendered pages carry the build's public URL, analytics id and Firebase settings; the server serves them only
  // while it runs with the same ones.
  define: {__NADA_BUILD_PRERENDER_ENV__: JSON.stringify(prerenderEnv())},
  environments: {
    client: {
      build: {
        // Fonts stay files (swap-displayed, cached) rather than base64 inside the render-blocking CSS.
        assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
        rolldownOptions: {
          output: {
            // Every page needs the framework and the message runtime: two long-cached files
            // instead of a dozen small ones (fewer requests, better compression). The app's and
            // ui's own modules that three or more routes share make a third (buttons, links,
            // routing, messages): one request instead of a dozen tiny ones, each with its headers.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                },
                {name: 'intl', test: /[\\/]node_modules[\\/](react-intl|intl-messageformat|@formatjs)[\\/]/},
                // The API client (app/api) stays out: a guest's pages never load it.
                {
                  name: 'shared',
                  test: /[\\/]packages[\\/](ui[\\/]src|app[\\/]app[\\/](?!api[\\/]))/,
                  minShareCount: 3,
                },
              ],
            },
          },
        },
      },
    },
  },
  server: {port: 3000},
});
