// The separation benchmark: every engine @nada/audio exports, on fixtures with known stems.
//
//   npm run bench:separation [-- --engines repet-sim,dsp --stems 2,4 --json out.json]
//
// Prints, per track and as the median over tracks, the global SDR of the Music Demixing Challenge
// and SI-SDR of every stem, and seconds of processing per minute of audio. The fixtures are built on
// first use (fluidsynth and the synthesised voice, see fixtures/) into .cache/ at the repo root.
import {writeFileSync} from 'node:fs';
import {cpus} from 'node:os';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import * as audio from '../src/index.ts';
import type {SeparationEngine, StemSet, StereoAudio} from '../src/index.ts';
import {loadFixtures} from './fixtures/render.ts';
import type {Fixture} from './fixtures/render.ts';
import {median, siSdr} from './metrics.ts';

const {values: options} = parseArgs({
  options: {
    engines: {type: 'string'},
    stems: {type: 'string', default: '2,4'},
    json: {type: 'string'},
  },
});
const cacheDir = fileURLToPath(new URL('../../../.cache/separation-fixtures', import.meta.url));
const log = (line: string) => process.stderr.write(`${line}\n`);
const print = (line: string) => process.stdout.write(`${line}\n`);

const isEngine = (value: unknown): value is SeparationEngine =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SeparationEngine).id === 'string' &&
  typeof (value as SeparationEngine).separate === 'function';

/** Every engine object the package exports (the dsp engines need no model files). */
const allEngines = Object.values(audio).filter(isEngine);
const wanted = options.engines?.split(',');
const engines = wanted ? allEngines.filter((engine) => wanted.includes(engine.id)) : allEngines;
if (!engines.length) throw new Error(`No engine among ${allEngines.map((e) => e.id).join(', ')} matches`);
const stemSets = (options.stems ?? '2,4').split(',') as StemSet[];

/** The reference stems of a fixture for a stem set: 2 stems fold drums, bass and other together. */
function references(fixture: Fixture, set: StemSet): Record<string, StereoAudio> {
  if (set === '4') return fixture.stems;
  const {vocals, drums, bass, other} = fixture.stems;
  return {vocals, instrumental: audio.mixAudio(drums, bass, other)};
}

export interface Row {
  engine: string;
  stems: StemSet;
  track: string;
  stem: string;
  sdr: number;
  siSdr: number;
}

const fixtures = await loadFixtures(cacheDir, log);
const minutes = fixtures.reduce((total, f) => total + audio.audioDuration(f.mixture), 0) / 60;
const rows: Row[] = [];
const speed: {engine: string; stems: StemSet; secondsPerMinute: number}[] = [];
for (const engine of engines) {
  for (const set of stemSets.filter((s) => engine.stems.includes(s))) {
    let seconds = 0;
    for (const fixture of fixtures) {
      log(`${engine.id}, ${set} stems: ${fixture.name} ...`);
      const started = performance.now();
      const estimates = await engine.separate(fixture.mixture, {stems: set});
      seconds += (performance.now() - started) / 1000;
      for (const [stem, reference] of Object.entries(references(fixture, set))) {
        const estimate = (estimates as Record<string, StereoAudio>)[stem];
        if (!estimate) throw new Error(`${engine.id} gave no ${stem}`);
        rows.push({
          engine: engine.id,
          stems: set,
          track: fixture.name,
          stem,
          sdr: audio.signalToDistortion(reference, estimate),
          siSdr: siSdr(reference, estimate),
        });
      }
    }
    speed.push({engine: engine.id, stems: set, secondsPerMinute: seconds / minutes});
  }
}

const dB = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : String(value));
print(
  `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}); ` +
    `${fixtures.length} fixtures, ${minutes.toFixed(2)} minutes of audio.\n`,
);
print('| engine | stems | track | stem | SDR dB | SI-SDR dB |');
print('|---|---|---|---|---|---|');
for (const row of rows) {
  print(`| ${row.engine} | ${row.stems} | ${row.track} | ${row.stem} | ${dB(row.sdr)} | ${dB(row.siSdr)} |`);
}
print('\nMedians over the tracks, and speed:\n');
print('| engine | stems | stem | median SDR dB | median SI-SDR dB | s per minute of audio | × real time |');
print('|---|---|---|---|---|---|---|');
const medians: {engine: string; stems: StemSet; stem: string; sdr: number; siSdr: number}[] = [];
for (const {engine, stems, secondsPerMinute} of speed) {
  const stemNames = [
    ...new Set(rows.filter((r) => r.engine === engine && r.stems === stems).map((r) => r.stem)),
  ];
  for (const stem of stemNames) {
    const of = rows.filter((r) => r.engine === engine && r.stems === stems && r.stem === stem);
    const sdr = median(of.map((r) => r.sdr));
    const si = median(of.map((r) => r.siSdr));
    medians.push({engine, stems, stem, sdr, siSdr: si});
    print(
      `| ${engine} | ${stems} | ${stem} | ${dB(sdr)} | ${dB(si)} | ${secondsPerMinute.toFixed(2)} | ${(60 / secondsPerMinute).toFixed(0)} |`,
    );
  }
}
if (options.json) writeFileSync(options.json, `${JSON.stringify({rows, medians, speed}, null, 2)}\n`);
