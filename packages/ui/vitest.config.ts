import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/jsdomSetup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
