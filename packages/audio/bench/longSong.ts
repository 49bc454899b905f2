// End to end on a long song: separateSong on 10 minutes of stereo, as a user would upload it.
//
//   npm run bench:long -w @nada/audio [-- --minutes 10 --stems 2 --format mp3 --engine dsp
//                                        --models-dir D --key 0 --tempo 1]
//
// Builds the song from the separation fixtures (their mixtures one after another, repeated) as an
// MP3 in a temporary folder, then runs separateSong on it in a fresh Node process, so the peak
// resident memory it prints (process.resourceUsage().maxRSS) is the job's alone, and prints the wall
// time of every stage.
import {spawn} from 'node:child_process';
import {cpus} from 'node:os';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {createStereo, encodeAudio, separateSong} from '../src/index.ts';
import type {SeparationStage, SongFormat, StemSet} from '../src/index.ts';
import {tempFolder} from '../src/testing.ts';
import {FIXTURE_CACHE, loadFixtures} from './fixtures/render.ts';

const {values: options} = parseArgs({
  options: {
    minutes: {type: 'string', default: '10'},
    stems: {type: 'string', default: '2'},
    format: {type: 'string', default: 'mp3'},
    engine: {type: 'string', default: 'dsp'},
    'models-dir': {type: 'string'},
    key: {type: 'string', default: '0'},
    tempo: {type: 'string', default: '1'},
    song: {type: 'string'},
    out: {type: 'string'},
  },
});
const log = (line: string) => process.stderr.write(`${line}\n`);

async function runJob(song: string, out: string): Promise<void> {
  const started = performance.now();
  const stageStarts: [SeparationStage, number][] = [];
  // The resident memory while each stage runs (worker threads included), sampled every 50 ms.
  const stagePeaks = new Map<SeparationStage, number>();
  const sample = setInterval(() => {
    const stage = stageStarts.at(-1)?.[0];
    if (stage) stagePeaks.set(stage, Math.max(stagePeaks.get(stage) ?? 0, process.memoryUsage.rss()));
  }, 50);
  const result = await separateSong(song, out, {
    stems: options.stems as StemSet,
    format: options.format as SongFormat,
    engine: options.engine,
    ...(options['models-dir'] ? {modelsDir: options['models-dir']} : {}),
    semitones: Number(options.key),
    tempo: Number(options.tempo),
    onProgress: (stage) => {
      if (stageStarts.at(-1)?.[0] !== stage) stageStarts.push([stage, performance.now()]);
    },
  });
  const ended = performance.now();
  clearInterval(sample);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const minutes = result.input.durationSeconds / 60;
  process.stdout.write(
    `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}); ` +
      `${minutes.toFixed(1)} minutes of stereo, ${options.stems} stems, ${options.format}, engine ${result.engine}, ` +
      `key ${result.semitones}, tempo ${result.tempo}\n\n` +
      '| stage | wall time s | peak resident MB |\n|---|---|---|\n',
  );
  for (const [index, [stage, at]] of stageStarts.entries())
    process.stdout.write(
      `| ${stage} | ${seconds((stageStarts[index + 1]?.[1] ?? ended) - at)} | ${((stagePeaks.get(stage) ?? 0) / 2 ** 20).toFixed(0)} |\n`,
    );
  const total = ended - started;
  const peakMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(
    `| total | ${seconds(total)} (${((60 * minutes) / (total / 1000)).toFixed(1)}× real time) | ${peakMb.toFixed(0)} |\n\n` +
      `Peak resident memory: ${peakMb.toFixed(0)} MB (one stereo buffer of the song is ` +
      `${((result.input.durationSeconds * 44100 * 2 * 4) / 1e6).toFixed(0)} MB of floats).\n`,
  );
}

if (options.song && options.out) await runJob(options.song, options.out);
else {
  const folder = await tempFolder();
  try {
    const fixtures = await loadFixtures(FIXTURE_CACHE, log);
    const length = Math.round(Number(options.minutes) * 60 * 44100);
    const song = createStereo(length);
    for (let at = 0, index = 0; at < length; index++) {
      const {channels} = fixtures[index % fixtures.length]!.mixture;
      const take = Math.min(channels[0].length, length - at);
      for (let c = 0; c < 2; c++) song.channels[c]!.set(channels[c]!.subarray(0, take), at);
      at += take;
    }
    const songPath = folder.file('long-song.mp3');
    log(`encoding ${options.minutes} minutes to ${songPath} ...`);
    await encodeAudio(song, songPath, {format: 'mp3'});
    const args = process.argv.slice(2);
    // A fresh process, so the peak memory is the job's and not this one's (fixtures, the song).
    const child = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), ...args, '--song', songPath, '--out', folder.file('stems')],
      {stdio: 'inherit'},
    );
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    process.exitCode = code ?? 1;
  } finally {
    await folder.cleanup();
  }
}
