// The separation benchmark: every engine @nada/audio exports, on fixtures with known stems.
//
//   npm run bench:separation [-- --engines repet-sim,dsp --stems 2,4 --json out.json --baseline]
//
// Prints, per track and as the median over tracks, the global SDR of the Music Demixing Challenge
// and SI-SDR of every stem, and seconds of processing per minute of audio. The fixtures are built on
// first use (fluidsynth and the synthesised voice, see fixtures/) into .cache/ at the repo root.
// `--baseline` writes the medians to bench/quality-baseline.json, which quality.test.ts holds them to.
import {writeFileSync} from 'node:fs';
import {cpus} from 'node:os';
import {parseArgs} from 'node:util';
import type {StemSet} from '../src/index.ts';
import {evaluate, exportedEngines} from './evaluate.ts';
import {FIXTURE_CACHE, loadFixtures} from './fixtures/render.ts';
import {BASELINE_FILE} from './quality.ts';

const {values: options} = parseArgs({
  options: {
    engines: {type: 'string'},
    stems: {type: 'string', default: '2,4'},
    json: {type: 'string'},
    baseline: {type: 'boolean', default: false},
  },
});
const log = (line: string) => process.stderr.write(`${line}\n`);
const print = (line: string) => process.stdout.write(`${line}\n`);

const wanted = options.engines?.split(',');
const engines = wanted ? exportedEngines.filter((engine) => wanted.includes(engine.id)) : exportedEngines;
if (!engines.length)
  throw new Error(`No engine among ${exportedEngines.map((e) => e.id).join(', ')} matches`);
const stemSets = (options.stems ?? '2,4').split(',') as StemSet[];

const fixtures = await loadFixtures(FIXTURE_CACHE, log);
const {rows, medians, speed, minutes} = await evaluate(engines, stemSets, fixtures, log);

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
for (const m of medians) {
  const perMinute = speed.find((s) => s.engine === m.engine && s.stems === m.stems)?.secondsPerMinute ?? NaN;
  print(
    `| ${m.engine} | ${m.stems} | ${m.stem} | ${dB(m.sdr)} | ${dB(m.siSdr)} | ${perMinute.toFixed(2)} | ${(60 / perMinute).toFixed(0)} |`,
  );
}
if (options.json) writeFileSync(options.json, `${JSON.stringify({rows, medians, speed}, null, 2)}\n`);
if (options.baseline) {
  const baseline = medians.map(({engine, stems, stem, sdr}) => ({
    engine,
    stems,
    stem,
    sdr: Number(sdr.toFixed(2)),
  }));
  writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
  log(`wrote ${BASELINE_FILE}`);
}
