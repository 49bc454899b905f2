import {defineConfig} from 'vitest/config';
import {THREAD_SAFE_NODE_FLAGS} from './src/workerProtocol.ts';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    // Real work (ffmpeg, Rubber Band, separation in worker threads) while the test command runs every
    // package's suite on two cores: a test that takes 1 s alone can take 10 s then. Speed is measured
    // by the benchmarks, not by these limits.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The test processes start and end worker threads by the hundred (workerProtocol.ts says why).
    execArgv: [...THREAD_SAFE_NODE_FLAGS],
  },
});
