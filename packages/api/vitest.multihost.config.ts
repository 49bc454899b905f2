import {defineConfig} from 'vitest/config';

// The multi-host test (test/multihost): its own network namespaces, PostgreSQL, Redis and S3
// server, two API processes and two `nada worker` processes. Run by `npm run test:multihost`
// (a step of scripts/test.mjs), not by the unit suite: it needs root and builds a network.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/multihost/**/*.test.ts'],
    pool: 'forks',
    // THREAD_SAFE_NODE_FLAGS in @nada/audio, as in vitest.config.ts.
    execArgv: ['--no-memory-protection-keys'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
