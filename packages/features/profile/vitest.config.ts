import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // The forms are typed into key by key; on the shared two-core machines that can outlast 5 s.
    testTimeout: 15_000,
  },
});
