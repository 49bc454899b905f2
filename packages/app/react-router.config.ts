import type {Config} from '@react-router/dev/config';

/**
 * Where `react-router build` writes the app and server.mjs serves it from: `NADA_APP_BUILD_DIR`,
 * else `build` beside this file (what turbo caches: it passes the variable to no build). The
 * rebuild test (tests/app/rebuild.spec.ts) builds into a folder of its own.
 */
export const buildDirectory = process.env['NADA_APP_BUILD_DIR'] || 'build';

// Nothing is prerendered at build time: the pages marked `prerender` carry the server's public URL,
// analytics id and Firebase settings, so server.mjs renders them once with its own (issue 41).
export default {
  appDirectory: 'app',
  buildDirectory,
  ssr: true,
} satisfies Config;
