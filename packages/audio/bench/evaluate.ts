// Runs separation engines on the benchmark's fixtures and measures every stem: shared by the
// benchmark (separation.ts) and the quality regression test (quality.test.ts).
import * as audio from '../src/index.ts';
import type {SeparationEngine, StemSet, StereoAudio} from '../src/index.ts';
import type {Fixture} from './fixtures/render.ts';
import {median, siSdr} from './metrics.ts';

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

/** The reference stems of a fixture for a stem set: 2 stems fold drums, bass and other together. */
function references(fixture: Fixture, set: StemSet): Record<string, StereoAudio> {
  if (set === '4') return fixture.stems;
  const {vocals, drums, bass, other} = fixture.stems;
  return {vocals, instrumental: audio.mixAudio(drums, bass, other)};
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
        for (const [stem, reference] of Object.entries(references(fixture, set))) {
          const estimate = (estimates as Record<string, StereoAudio>)[stem];
          if (!estimate) throw new Error(`${engine.id} gave no ${stem}`);
          ofSet.push({
            engine: engine.id,
            stems: set,
            track: fixture.name,
            stem,
            sdr: audio.signalToDistortion(reference, estimate),
            siSdr: siSdr(reference, estimate),
          });
        }
      }
      rows.push(...ofSet);
      speed.push({engine: engine.id, stems: set, secondsPerMinute: seconds / minutes});
      for (const stem of new Set(ofSet.map((row) => row.stem))) {
        const of = ofSet.filter((row) => row.stem === stem);
        medians.push({
          engine: engine.id,
          stems: set,
          stem,
          sdr: median(of.map((row) => row.sdr)),
          siSdr: median(of.map((row) => row.siSdr)),
        });
      }
    }
  }
  return {rows, medians, speed, minutes};
}
