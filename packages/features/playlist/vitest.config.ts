import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Speed is measured by benchmarks; on the shared two-core machines a render can outlast 5 s.
    testTimeout: 15_000,
  },
});
