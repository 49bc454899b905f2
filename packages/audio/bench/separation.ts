// The separation benchmark: every engine `listEngines` offers (the bundled models included, and the
// ONNX models in --models), on real music first, then on the synthetic fixtures.
//
//   npm run bench:separation [-- --set musdb-test,fixtures --engines repet-sim,dsp --stems 2,4
//                               --musdb DIR --multitrack DIR --tracks A,B --limit N --gain=DB --models DIR
//                               --no-oracle --json out.json --baseline]
//
// Sets: `musdb-test` is the test split of MUSDB18's 7-second previews (--musdb, else NADA_MUSDB_DIR,
// else ../shared/data/musdb18-previews beside the repository; see musdb.ts); `fixtures` are the
// synthetic songs with known stems, built on first use (fluidsynth and the synthesised voice, see
// fixtures/) into .cache/ at the repo root; `multitrack` is every whole song of the multitrack data set
// `train/multitrack.py` prepared (--multitrack, else NADA_MULTITRACK_DIR, else .cache/everythingisremixed;
// see multitrack.ts), and `multitrack-held-out` only its validation song (`--tracks` keeps only the songs
// named). Prints, per track and as the median over tracks, the
// global SDR of the Music Demixing Challenge and SI-SDR of every stem, and seconds of processing per
// minute of audio, with the ideal ratio mask (`oracle-irm`) as the upper bound of mask-based engines.
// `--gain=DB` turns every track (mix and stems alike) up or down by that many dB first: the same
// songs as a quieter or louder recording would give them (with `=`, so a negative value is not
// taken for an option).
// `--baseline` writes the fixtures' medians to bench/quality-baseline.json, which quality.test.ts
// holds them to.
import {writeFileSync} from 'node:fs';
import {cpus} from 'node:os';
import {parseArgs} from 'node:util';
import {applyGain, decibelsToGain, listEngines, loadEngine} from '../src/index.ts';
import type {SeparationEngine, StemSet} from '../src/index.ts';
import {evaluate, evaluateOracle} from './evaluate.ts';
import type {Evaluation} from './evaluate.ts';
import {FIXTURE_CACHE, loadFixtures} from './fixtures/render.ts';
import type {Fixture} from './fixtures/render.ts';
import {loadMultitrack} from './multitrack.ts';
import {loadMusdb} from './musdb.ts';
import {BASELINE_FILE} from './quality.ts';

const {values: options} = parseArgs({
  options: {
    set: {type: 'string', default: 'musdb-test,fixtures'},
    engines: {type: 'string'},
    stems: {type: 'string', default: '2,4'},
    musdb: {type: 'string'},
    multitrack: {type: 'string'},
    tracks: {type: 'string'},
    limit: {type: 'string'},
    gain: {type: 'string'},
    models: {type: 'string'},
    json: {type: 'string'},
    baseline: {type: 'boolean', default: false},
    oracle: {type: 'boolean', default: true},
  },
  allowNegative: true,
});
const log = (line: string) => process.stderr.write(`${line}\n`);
const print = (line: string) => process.stdout.write(`${line}\n`);

const modelsDir = options.models;
// The engines a user can choose, as `nada separate --engine` loads them; only the wanted ones are
// loaded (a model's session holds its weights in memory).
const available = await listEngines({modelsDir});
const wanted = options.engines?.split(',');
const engines: SeparationEngine[] = [];
for (const engine of available)
  if (!wanted || wanted.includes(engine.id)) engines.push(await loadEngine(engine.id, {modelsDir}));
if (!engines.length) throw new Error(`No engine among ${available.map((e) => e.id).join(', ')} matches`);
const stemSets = (options.stems ?? '2,4').split(',') as StemSet[];
const sets = (options.set ?? '').split(',');
const TITLES: Record<string, string> = {
  'musdb-test': 'MUSDB18 previews, test split',
  fixtures: 'Synthetic fixtures',
  multitrack: 'Multitrack songs (every song)',
  'multitrack-held-out': 'Multitrack songs (the held-out song)',
};
for (const set of sets)
  if (!(set in TITLES)) throw new Error(`Unknown set ${set}: ${Object.keys(TITLES).join(', ')}`);
const limit = options.limit ? Number(options.limit) : undefined;
const gainDb = options.gain ? Number(options.gain) : 0;
if (!Number.isFinite(gainDb)) throw new Error(`--gain must be a number of dB, not ${options.gain}`);
const gain = decibelsToGain(gainDb);
const withGain = (fixtures: Fixture[]): Fixture[] =>
  gainDb === 0
    ? fixtures
    : fixtures.map(({name, mixture, stems}) => ({
        name,
        mixture: applyGain(mixture, gain),
        stems: Object.fromEntries(
          Object.entries(stems).map(([stem, audio]) => [stem, applyGain(audio, gain)]),
        ) as Fixture['stems'],
      }));

const dB = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : String(value));

function report(title: string, fixtures: readonly Fixture[], evaluation: Evaluation): void {
  const {medians, speed, minutes} = evaluation;
  const oracle = options.oracle ? evaluateOracle(stemSets, fixtures) : {rows: [], medians: []};
  const rows = [...evaluation.rows, ...oracle.rows];
  print(`## ${title}\n`);
  print(
    `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}); ` +
      `${fixtures.length} tracks, ${minutes.toFixed(2)} minutes of audio.\n`,
  );
  print('| engine | stems | track | stem | SDR dB | SI-SDR dB |');
  print('|---|---|---|---|---|---|');
  for (const row of rows)
    print(
      `| ${row.engine} | ${row.stems} | ${row.track} | ${row.stem} | ${dB(row.sdr)} | ${dB(row.siSdr)} |`,
    );
  print('\nMedians over the tracks, and speed:\n');
  print('| engine | stems | stem | median SDR dB | median SI-SDR dB | s per minute of audio | × real time |');
  print('|---|---|---|---|---|---|---|');
  for (const m of [...medians, ...oracle.medians]) {
    const perMinute = speed.find((s) => s.engine === m.engine && s.stems === m.stems)?.secondsPerMinute;
    const timing =
      perMinute === undefined ? '– | –' : `${perMinute.toFixed(2)} | ${(60 / perMinute).toFixed(0)}`;
    print(`| ${m.engine} | ${m.stems} | ${m.stem} | ${dB(m.sdr)} | ${dB(m.siSdr)} | ${timing} |`);
  }
  print('');
}

const results: Record<string, Evaluation> = {};
for (const set of sets) {
  const fixtures = withGain(
    set === 'musdb-test'
      ? await loadMusdb('test', {
          log,
          ...(options.musdb ? {dir: options.musdb} : {}),
          ...(limit ? {limit} : {}),
        })
      : set === 'fixtures'
        ? await loadFixtures(FIXTURE_CACHE, log)
        : await loadMultitrack({
            log,
            heldOut: set === 'multitrack-held-out',
            ...(options.tracks ? {tracks: options.tracks.split(',')} : {}),
            ...(options.multitrack ? {dir: options.multitrack} : {}),
          }),
  );
  const evaluation = await evaluate(engines, stemSets, fixtures, log);
  results[set] = evaluation;
  const title = TITLES[set] ?? set;
  report(
    gainDb ? `${title}, turned ${gainDb > 0 ? 'up' : 'down'} ${Math.abs(gainDb)} dB` : title,
    fixtures,
    evaluation,
  );
}
if (options.json) writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`);
if (options.baseline) {
  const fixtures = results['fixtures'];
  if (!fixtures) throw new Error('--baseline needs the fixtures set');
  const baseline = fixtures.medians.map(({engine, stems, stem, sdr}) => ({
    engine,
    stems,
    stem,
    sdr: Number(sdr.toFixed(2)),
  }));
  writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
  log(`wrote ${BASELINE_FILE}`);
}
