import type {JobRegistry} from '../src/jobs/registry.ts';
import {hashJobKind} from '../src/jobs/testing/hashJob.ts';

/** The kind the load benchmark submits: real work (chained SHA-256 in a worker thread) with progress. */
export const BENCH_KIND = 'bench.hash';

/** For the benchmark's API process and `nada worker --kinds bench/benchKinds.ts`. */
export function registerJobKinds(registry: JobRegistry): void {
  registry.registerJobKind(hashJobKind(BENCH_KIND));
}
