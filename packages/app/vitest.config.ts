import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}'],
    // The test command runs every package's suite at once on two cores: the first transform of a
    // module graph (a lazily loaded component with @nada/ui under it) can then take well over 10 s.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
