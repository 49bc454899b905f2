// A real-music set of the separation benchmark besides MUSDB18: whole songs of a multitrack data set
// that `train/multitrack.py` prepared (every stem of the songs mapped by hand to vocals, drums, bass
// and other, decoded once into `.cache/everythingisremixed/` at the repo root). The mixture is the sum
// of the four, as with the MUSDB18 previews.
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {mixAudio, readFloatWav} from '../src/index.ts';
import type {StereoAudio} from '../src/index.ts';
import {STEMS} from './fixtures/render.ts';
import type {Fixture, Stem} from './fixtures/render.ts';

/** Where `multitrack.py` writes by default: `NADA_MULTITRACK_DIR`, else `.cache/everythingisremixed`. */
export const MULTITRACK_DIR =
  process.env['NADA_MULTITRACK_DIR'] ??
  fileURLToPath(new URL('../../../.cache/everythingisremixed', import.meta.url));

/** What `multitrack.py` records of each song in `prepared.json` (the parts the benchmark reads). */
export interface PreparedSong {
  name: string;
  samples: number;
  validation: boolean;
  mobileOnly: string[];
}

/** `prepared.json`: the data set's origin and its songs. */
export interface Prepared {
  repository: string;
  commit: string;
  license: string;
  songs: PreparedSong[];
}

/** The folder's `prepared.json`; throws when the folder was not prepared, so no benchmark runs on nothing. */
export function readPrepared(dir: string = MULTITRACK_DIR): Prepared {
  const path = join(dir, 'prepared.json');
  if (!existsSync(path))
    throw new Error(
      `No prepared multitrack songs in ${dir}: run packages/audio/train/multitrack.py (see its README)`,
    );
  return JSON.parse(readFileSync(path, 'utf8')) as Prepared;
}

/**
 * The prepared songs as fixtures, in the order `prepared.json` lists them: every song, or with
 * `heldOut` only the validation song (the one training never reads), or with `tracks` only those.
 */
export async function loadMultitrack(
  options: {dir?: string; heldOut?: boolean; tracks?: readonly string[]; log?: (line: string) => void} = {},
): Promise<Fixture[]> {
  const dir = options.dir ?? MULTITRACK_DIR;
  const prepared = readPrepared(dir);
  const fixtures: Fixture[] = [];
  for (const song of prepared.songs) {
    if (options.heldOut && !song.validation) continue;
    if (options.tracks && !options.tracks.includes(song.name)) continue;
    options.log?.(`reading ${song.name} ...`);
    const stems: Partial<Record<Stem, StereoAudio>> = {};
    for (const stem of STEMS) {
      const audio = await readFloatWav(join(dir, song.name, `${stem}.wav`));
      if (!audio) throw new Error(`${join(dir, song.name, stem)}.wav is not a 32-bit float WAV file`);
      stems[stem] = audio;
    }
    const {vocals, drums, bass, other} = stems as Record<Stem, StereoAudio>;
    fixtures.push({
      name: song.name,
      mixture: mixAudio(vocals, drums, bass, other),
      stems: {vocals, drums, bass, other},
    });
  }
  if (!fixtures.length)
    throw new Error(`No ${options.heldOut ? 'held-out ' : ''}song in ${dir}/prepared.json`);
  return fixtures;
}
