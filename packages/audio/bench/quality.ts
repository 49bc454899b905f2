import {fileURLToPath} from 'node:url';

/** The medians quality.test.ts holds the engines to (written by `bench:separation -- --baseline`). */
export const BASELINE_FILE = fileURLToPath(new URL('quality-baseline.json', import.meta.url));

/** How far a median may fall below its baseline before the regression test fails, in dB. */
export const ALLOWED_DROP_DB = 0.5;

/** One baseline median. */
export interface BaselineEntry {
  engine: string;
  stems: '2' | '4';
  stem: string;
  sdr: number;
}
