// Backing tracks for train.py's --accompaniments: songs from Nada's own composer (every genre and
// mood, any key, the genre's tempo give or take 15 %, the genre's band plus, in half of them, a melody
// instrument that plays over it), rendered with fluidsynth and mixed and mastered as generation does.
// The voices stay real (MUSDB18's and MIR-1K's): these only widen what the network hears as "not a
// voice" beyond the 84 train previews.
//
//   node packages/audio/train/renderAccompaniments.ts --out DIR [--count 200] [--seconds 20] [--from 0]
//
// Writes DIR/accompaniment-<seed>.wav (44.1 kHz, 16-bit stereo), one per seed from --from; a file
// already there is kept, so an interrupted run continues where it stopped.
import {existsSync} from 'node:fs';
import {mkdir, rename, rm} from 'node:fs/promises';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {Random} from '../src/generation/random.ts';
import {GENERATION_LIMITS, GENRES, MOODS, type Instrument} from '../src/generation/vocabulary.ts';
import {PITCH_CLASSES, generateTrack, keyName, understandPrompt} from '../src/index.ts';

// Melody instruments that often carry a line a listener could take for a singer.
const LEADS: readonly Instrument[] = [
  'violin',
  'flute',
  'suling',
  'saxophone',
  'trumpet',
  'electric-guitar',
  'synth',
];
// A choir is sung (MUSDB18 counts backing vocals as vocals): never part of an accompaniment here.
const SUNG: readonly Instrument[] = ['choir'];

const {values: options} = parseArgs({
  options: {
    out: {type: 'string'},
    count: {type: 'string', default: '200'},
    seconds: {type: 'string', default: '20'},
    from: {type: 'string', default: '0'},
  },
});
if (!options.out) throw new Error('--out DIR is required');
const out = options.out;
const count = Number(options.count);
const seconds = Number(options.seconds);
const from = Number(options.from);
await mkdir(out, {recursive: true});

const started = performance.now();
for (let seed = from; seed < from + count; seed++) {
  const target = join(out, `accompaniment-${seed}.wav`);
  if (existsSync(target)) continue;
  const random = new Random(seed);
  const request = {
    prompt: '',
    seed,
    durationSeconds: seconds,
    genre: random.pick(GENRES),
    mood: random.pick(MOODS),
  };
  const understood = understandPrompt(request);
  const band = understood.instruments.filter((instrument) => !SUNG.includes(instrument));
  // Any key, and the genre's usual tempo give or take 15 %: the composer's defaults per genre and mood
  // would give every song of a genre the same key and tempo.
  const {minBpm, maxBpm} = GENERATION_LIMITS;
  const tempo = Math.min(maxBpm, Math.max(minBpm, Math.round(understood.bpm * (0.85 + 0.3 * random.next()))));
  const key = keyName({tonic: random.pick(PITCH_CLASSES), mode: understood.key.mode});
  const lead = random.pick(LEADS);
  const instruments =
    random.chance(0.5) && !band.includes(lead) && band.length < GENERATION_LIMITS.maxInstruments
      ? [...band, lead]
      : band;
  const folder = join(out, `.render-${seed}`);
  const track = await generateTrack(
    {...request, tempo, key, instruments},
    {outDir: folder, format: 'wav', locale: 'en'},
  );
  await rename(track.mixPath, target);
  await rm(folder, {recursive: true, force: true});
  process.stdout.write(
    `${target}: ${request.genre}, ${request.mood}, ${track.bpm} BPM, ${track.key}, ${instruments.join(' ')}\n`,
  );
}
process.stdout.write(`${count} accompaniments in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
