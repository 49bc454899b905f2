import {jsdomTestConfig} from '@nada/ui/testing/vitest-config';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    ...jsdomTestConfig,
    // Speed is measured by benchmarks; on the shared two-core machines a render can outlast 5 s.
    testTimeout: 15_000,
  },
});
