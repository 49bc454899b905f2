import {jsdomTestConfig} from '@nada/ui/testing/vitest-config';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    ...jsdomTestConfig,
    // The forms are typed into key by key; on the shared two-core machines that can outlast 5 s.
    testTimeout: 15_000,
  },
});
