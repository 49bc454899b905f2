// Runs separation engines on the benchmark's fixtures and measures every stem: shared by the
// benchmark (separation.ts) and the quality regression test (quality.test.ts).
import * as audio from '../src/index.ts';
import type {SeparationEngine, StemSet, StereoAudio} from '../src/index.ts';
import type {Fixture} from './fixtures/render.ts';
import {median, siSdr} from './metrics.ts';
import {ORACLE_ID, oracleStems, referenceStems} from './oracle.ts';

/** One stem of one track separated by one engine. */
export interface Row {
  engine: string;
  stems: StemSet;
  track: string;
  stem: string;
  sdr: number;
  siSdr: number;
}

/** The median over the tracks of one stem of one engine. */
export interface Median {
  engine: string;
  stems: StemSet;
  stem: string;
  sdr: number;
  siSdr: number;
}

/** What `evaluate` measured. */
export interface Evaluation {
  rows: Row[];
  medians: Median[];
  speed: {engine: string; stems: StemSet; secondsPerMinute: number}[];
  minutes: number;
}

const isEngine = (value: unknown): value is SeparationEngine =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SeparationEngine).id === 'string' &&
  typeof (value as SeparationEngine).separate === 'function';

/** Every engine object the package exports (the dsp engines need no model files). */
export const exportedEngines: SeparationEngine[] = Object.values(audio).filter(isEngine);

/** One row per stem of a fixture's estimates against its true stems. */
function score(
  engine: string,
  set: StemSet,
  fixture: Fixture,
  estimates: Record<string, StereoAudio>,
): Row[] {
  return Object.entries(referenceStems(fixture, set)).map(([stem, reference]) => {
    const estimate = estimates[stem];
    if (!estimate) throw new Error(`${engine} gave no ${stem}`);
    return {
      engine,
      stems: set,
      track: fixture.name,
      stem,
      sdr: audio.signalToDistortion(reference, estimate),
      siSdr: siSdr(reference, estimate),
    };
  });
}

/** The median per stem of one engine's rows for one stem set. */
function mediansOf(engine: string, set: StemSet, rows: readonly Row[]): Median[] {
  return [...new Set(rows.map((row) => row.stem))].map((stem) => {
    const of = rows.filter((row) => row.stem === stem);
    return {
      engine,
      stems: set,
      stem,
      sdr: median(of.map((row) => row.sdr)),
      siSdr: median(of.map((row) => row.siSdr)),
    };
  });
}

/** The oracle's rows and medians (the ideal ratio mask: an upper bound for mask-based engines). */
export function evaluateOracle(
  stemSets: readonly StemSet[],
  fixtures: readonly Fixture[],
): Pick<Evaluation, 'rows' | 'medians'> {
  const rows: Row[] = [];
  const medians: Median[] = [];
  for (const set of stemSets) {
    const ofSet = fixtures.flatMap((fixture) => score(ORACLE_ID, set, fixture, oracleStems(fixture, set)));
    rows.push(...ofSet);
    medians.push(...mediansOf(ORACLE_ID, set, ofSet));
  }
  return {rows, medians};
}

/** Separates every fixture with every engine in each of `stemSets` it offers, and measures. */
export async function evaluate(
  engines: readonly SeparationEngine[],
  stemSets: readonly StemSet[],
  fixtures: readonly Fixture[],
  log: (line: string) => void = () => {},
): Promise<Evaluation> {
  const minutes = fixtures.reduce((total, f) => total + audio.audioDuration(f.mixture), 0) / 60;
  const rows: Row[] = [];
  const medians: Median[] = [];
  const speed: Evaluation['speed'] = [];
  for (const engine of engines) {
    for (const set of stemSets.filter((s) => engine.stems.includes(s))) {
      // Untimed: one second of audio, so one-off start-up (worker threads) is not counted as processing.
      const first = fixtures[0];
      if (first)
        await engine.separate(audio.sliceAudio(first.mixture, 0, first.mixture.sampleRate), {stems: set});
      let seconds = 0;
      const ofSet: Row[] = [];
      for (const fixture of fixtures) {
        log(`${engine.id}, ${set} stems: ${fixture.name} ...`);
        const started = performance.now();
        const estimates = await engine.separate(fixture.mixture, {stems: set});
        seconds += (performance.now() - started) / 1000;
        ofSet.push(...score(engine.id, set, fixture, estimates as Record<string, StereoAudio>));
      }
      rows.push(...ofSet);
      speed.push({engine: engine.id, stems: set, secondsPerMinute: seconds / minutes});
      medians.push(...mediansOf(engine.id, set, ofSet));
    }
  }
  return {rows, medians, speed, minutes};
}
