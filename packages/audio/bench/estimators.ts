// The tempo and key estimators on recorded music nobody at Nada made, each clip with a published
// label: tempo annotations of MIR data sets (as shipped in mirdata's test resources) and keys named
// by the recordings themselves (librosa's example data). Small: see docs/benchmarks.md.
//
//   node bench/estimators.ts --data DIR      (DIR holds the files named below; `--extract` writes
//                                            them there from git mirrors of the two repositories)
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {decodeAudio, estimateKey, estimateTempo, toMono} from '../src/index.ts';

interface Source {
  /** The GitHub repository and commit the file is taken from, unchanged. */
  repo: 'mir-dataset-loaders/mirdata' | 'librosa/data';
  path: string;
}

/** One labelled recording. */
export interface LabelledClip {
  file: string;
  source: Source;
  /** The annotated tempo, BPM, and where it comes from. */
  bpm?: number;
  /** The key, e.g. 'F# minor', or a tonic alone ('F') when the label names no mode. */
  key?: string;
  label: string;
}

/** The commits the clips are read from. */
export const SOURCE_COMMITS = {
  'mir-dataset-loaders/mirdata': 'b95bf3893616ff16082beed7869f144bb711c163',
  'librosa/data': '450cdd8a002c98e7bdbfebb309fc1ed024001f77',
} as const;

const MIRDATA = 'tests/resources/mir_datasets';

/** The clips with their labels. */
export const CLIPS: LabelledClip[] = [
  {
    file: 'ballroom-waltz-Media-105901.wav',
    source: {
      repo: 'mir-dataset-loaders/mirdata',
      path: `${MIRDATA}/ballroom/B_1.0/audio/Waltz/Media-105901.wav`,
    },
    bpm: 84,
    label: 'Ballroom (Gouyon et al. 2006), annotations/tempo/Media-105901.bpm',
  },
  {
    file: 'gtzan-country.00000.wav',
    source: {
      repo: 'mir-dataset-loaders/mirdata',
      path: `${MIRDATA}/gtzan_genre/gtzan_genre/genres/country/country.00000.wav`,
    },
    bpm: 85.53,
    label: 'GTZAN tempo/beat annotations (Marchand & Peeters 2015), gtzan_country_00000.bpm',
  },
  {
    file: 'hainsworth-hains001.flac',
    source: {repo: 'mir-dataset-loaders/mirdata', path: `${MIRDATA}/hainsworth/H_1.0/audio/hains001.flac`},
    bpm: 100.16,
    label: 'Hainsworth beat data set (2004), annotations/tempo/hains001.bpm',
  },
  {
    file: 'brid-0001-M4-01-SA.wav',
    source: {
      repo: 'mir-dataset-loaders/mirdata',
      path: `${MIRDATA}/brid/BRID_1.0/Data/Acoustic Mixtures/4 Instruments/[0001] M4-01-SA.wav`,
    },
    bpm: 79.99,
    label: 'BRID, Brazilian samba (Maia et al. 2018), Annotations/tempo/[0001] M4-01-SA.bpm',
  },
  {
    file: 'jtd-barron-allgodschildren.wav',
    source: {
      repo: 'mir-dataset-loaders/mirdata',
      path: `${MIRDATA}/jtd/raw/barronk-allgodschildren-drummondrrileyb-1990-8b77c067.wav`,
    },
    bpm: 285.7,
    label: 'Jazz Trio Database (Cheston et al. 2024), beats.csv: median of 22 beat intervals, 0.21 s',
  },
  {
    file: 'librosa-trumpet-loop-F-90bpm.ogg',
    source: {repo: 'librosa/data', path: 'audio/sorohanro_-_solo-trumpet-06.hq.ogg'},
    bpm: 90,
    key: 'F',
    label: 'Jazz Trumpet Loops Pack in F 90 bpm (Mihai Sorohan, Freesound 77711): its own text',
  },
  {
    file: 'librosa-hungarian-dance-5.ogg',
    source: {
      repo: 'librosa/data',
      path: 'audio/Hungarian_Dance_number_5_-_Allegro_in_F_sharp_minor_(string_orchestra).hq.ogg',
    },
    key: 'F# minor',
    label: 'Brahms, Hungarian Dance no. 5 in F sharp minor, US Army Strings (Musopen): its title',
  },
  {
    file: 'librosa-sugar-plum-fairy.ogg',
    source: {
      repo: 'librosa/data',
      path: 'audio/Kevin_MacLeod_-_P_I_Tchaikovsky_Dance_of_the_Sugar_Plum_Fairy.hq.ogg',
    },
    key: 'E minor',
    label: "Tchaikovsky, Dance of the Sugar Plum Fairy (Kevin MacLeod's arrangement): E minor in the score",
  },
];

const {values: options} = parseArgs({
  options: {
    data: {type: 'string', default: '/tmp/nada-estimator-data'},
    extract: {type: 'string', multiple: true},
  },
});
const dataDir = options.data;

// `--extract REPO=GITDIR`: copy each clip out of a git mirror of its repository at the pinned commit.
for (const pair of options.extract ?? []) {
  const [repo, gitDir] = pair.split('=');
  mkdirSync(dataDir, {recursive: true});
  for (const clip of CLIPS.filter((c) => c.source.repo === repo)) {
    const commit = SOURCE_COMMITS[clip.source.repo];
    const bytes = execFileSync('git', ['--git-dir', gitDir!, 'show', `${commit}:${clip.source.path}`], {
      maxBuffer: 1 << 28,
    });
    writeFileSync(join(dataDir, clip.file), bytes);
  }
}

const PITCHES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
const ALIASES: Record<string, string> = {Db: 'C#', 'D#': 'Eb', Gb: 'F#', 'G#': 'Ab', 'A#': 'Bb'};
const pitchIndex = (name: string) => PITCHES.indexOf(ALIASES[name] ?? name);

/** MIREX key score: 1 same key, 0.5 a fifth away, 0.3 relative, 0.2 parallel; a tonic-only label scores the tonic. */
function keyScore(label: string, estimate: string): number {
  const [labelTonic, labelMode] = label.split(' ');
  const [tonic, mode] = estimate.split(' ');
  const a = pitchIndex(labelTonic!);
  const b = pitchIndex(tonic!);
  if (!labelMode) return a === b ? 1 : 0;
  if (a === b && labelMode === mode) return 1;
  if (labelMode === mode && ((b - a + 12) % 12 === 7 || (a - b + 12) % 12 === 7)) return 0.5;
  if (labelMode === 'major' && mode === 'minor' && (a - b + 12) % 12 === 3) return 0.3;
  if (labelMode === 'minor' && mode === 'major' && (b - a + 12) % 12 === 3) return 0.3;
  if (a === b) return 0.2;
  return 0;
}

const within = (estimate: number, label: number, tolerance = 0.04) =>
  Math.abs(estimate / label - 1) <= tolerance;

let tempoCount = 0;
let tempoExact = 0;
let tempoOctave = 0;
let keyCount = 0;
let keyTotal = 0;
process.stdout.write(
  '| clip | length, s | BPM label / estimated | within 4 % | ×2, ×½, ×3, ×⅓ allowed | key label / estimated | MIREX key score |\n|---|---|---|---|---|---|---|\n',
);
for (const clip of CLIPS) {
  const path = join(dataDir, clip.file);
  if (!existsSync(path)) {
    process.stdout.write(`| ${clip.file} | missing in ${dataDir} |\n`);
    continue;
  }
  const audio = await decodeAudio(path);
  const mono = {signal: toMono(audio), sampleRate: audio.sampleRate};
  const seconds = (mono.signal.length / mono.sampleRate).toFixed(1);
  let tempoCells = ' | | ';
  if (clip.bpm) {
    const {bpm} = estimateTempo(mono);
    const exact = within(bpm, clip.bpm);
    const octave = [1, 2, 0.5, 3, 1 / 3].some((factor) => within(bpm, clip.bpm! * factor));
    tempoCount++;
    tempoExact += exact ? 1 : 0;
    tempoOctave += octave ? 1 : 0;
    tempoCells = `${clip.bpm} / ${bpm} | ${exact ? 'yes' : '**no**'} | ${octave ? 'yes' : '**no**'}`;
  }
  let keyCells = '|';
  if (clip.key) {
    const {name} = estimateKey(mono);
    const score = keyScore(clip.key, name);
    keyCount++;
    keyTotal += score;
    keyCells = `${clip.key} / ${name} | ${score}`;
  }
  process.stdout.write(`| ${clip.file} | ${seconds} | ${tempoCells} | ${keyCells} |\n`);
}
process.stdout.write(
  `\ntempo: ${tempoExact} of ${tempoCount} within 4 %, ${tempoOctave} of ${tempoCount} allowing octave errors; ` +
    `key: MIREX score ${keyTotal.toFixed(1)} of ${keyCount}\n`,
);
