import {fileURLToPath} from 'node:url';
import type {ViteUserConfig} from 'vitest/config';

// A fresh worker per test file loaded jsdom, React and every Radix primitive again for each file
// (about 1 s of CPU a file, 80 % of the suite's CPU) and ran the file's first test on cold code: on
// shared cores a keyboard test of 0.1 s of work took seconds (issue 20, docs/benchmarks.md).

/** The Vitest settings of every React package: jsdom, the shared set-up (a clean document for each test) and workers that run file after file. */
export const jsdomTestConfig = {
  environment: 'jsdom',
  // A path, not the package name: Vitest evaluates set-up files anew for each test file, but not
  // the modules they import, so its hooks must live in the set-up file itself.
  setupFiles: [fileURLToPath(new URL('./jsdomSetup.ts', import.meta.url))],
  include: ['src/**/*.test.{ts,tsx}'],
  css: false,
  isolate: false,
} satisfies NonNullable<ViteUserConfig['test']>;
