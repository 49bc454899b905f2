// The real-music set of the separation benchmark: MUSDB18's 7-second previews (NI stem files) in
// ../shared/data/musdb18-previews beside the repository (see the README there). The mixture is the
// sum of the decoded stems, so the references and the mixture carry the same codec artefacts.
import {spawn} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {mixAudio, SAMPLE_RATE} from '../src/index.ts';
import type {StereoAudio} from '../src/index.ts';
import type {Fixture, Stem} from './fixtures/render.ts';

// Where the development machines keep the shared data: beside the working checkout, and at one
// fixed place for a clone made elsewhere (CI clones main into a folder of its own on the same machine).
const MUSDB_CANDIDATES = [
  fileURLToPath(new URL('../../../../shared/data/musdb18-previews', import.meta.url)),
  '/work/shared/data/musdb18-previews',
];

/**
 * The previews folder: `NADA_MUSDB_DIR`, else `../shared/data/musdb18-previews` beside the
 * repository, else `/work/shared/data/musdb18-previews`.
 */
export const MUSDB_DIR =
  process.env['NADA_MUSDB_DIR'] ??
  MUSDB_CANDIDATES.find((folder) => existsSync(folder)) ??
  MUSDB_CANDIDATES[0] ??
  '';

// Streams 1 to 4 of a stem file are drums, bass, other and vocals (0 is the mastered mixture).
const STREAM_STEMS = ['drums', 'bass', 'other', 'vocals'] as const satisfies readonly Stem[];

// The four stems in one ffmpeg run: merged into eight channels, interleaved float.
function decodeStems(path: string): Promise<Record<Stem, StereoAudio>> {
  return new Promise((resolve, reject) => {
    const merge = '[0:1][0:2][0:3][0:4]amerge=inputs=4[stems]';
    const args = ['-v', 'error', '-i', path, '-filter_complex', merge, '-map', '[stems]', '-f', 'f32le'];
    const ffmpeg = spawn('ffmpeg', [...args, '-ar', String(SAMPLE_RATE), '-'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    let errors = '';
    ffmpeg.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    ffmpeg.stderr.on('data', (chunk: Buffer) => (errors += String(chunk)));
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => {
      if (code !== 0) return reject(new Error(`ffmpeg could not decode the stems of ${path}: ${errors}`));
      const bytes = Buffer.concat(chunks);
      const samples = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
      const width = 2 * STREAM_STEMS.length;
      const length = Math.floor(samples.length / width);
      const stems = STREAM_STEMS.map((_, s) => {
        const left = new Float32Array(length);
        const right = new Float32Array(length);
        for (let i = 0; i < length; i++) {
          left[i] = samples[i * width + 2 * s]!;
          right[i] = samples[i * width + 2 * s + 1]!;
        }
        return {sampleRate: SAMPLE_RATE, channels: [left, right]} satisfies StereoAudio;
      });
      resolve(
        Object.fromEntries(STREAM_STEMS.map((stem, s) => [stem, stems[s]!])) as Record<Stem, StereoAudio>,
      );
    });
  });
}

/**
 * The previews of a split (`test` for evaluation; never train on it), sorted by name; `limit` takes
 * that many spread evenly over the split. Throws when the folder is missing, so a test on real music
 * fails instead of passing on nothing.
 */
export async function loadMusdb(
  split: 'train' | 'test',
  options: {dir?: string; limit?: number; log?: (line: string) => void} = {},
): Promise<Fixture[]> {
  const folder = join(options.dir ?? MUSDB_DIR, split);
  if (!existsSync(folder))
    throw new Error(`No MUSDB18 previews in ${folder}: set NADA_MUSDB_DIR to the musdb18-previews folder`);
  let names = readdirSync(folder)
    .filter((name) => name.endsWith('.stem.mp4'))
    .sort();
  if (!names.length) throw new Error(`No .stem.mp4 files in ${folder}`);
  const {limit} = options;
  if (limit !== undefined && limit < names.length) {
    const all = names;
    names = Array.from({length: limit}, (_, i) => all[Math.floor((i * all.length) / limit)]!);
  }
  const fixtures: Fixture[] = [];
  for (const name of names) {
    options.log?.(`decoding ${name} ...`);
    const stems = await decodeStems(join(folder, name));
    fixtures.push({
      name: name.replace(/\.stem\.mp4$/, ''),
      mixture: mixAudio(stems.vocals, stems.drums, stems.bass, stems.other),
      stems,
    });
  }
  return fixtures;
}
