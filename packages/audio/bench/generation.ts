// The generation benchmark: 20 fixed prompts (10 Indonesian, 10 English, every genre), each
// generated and then checked by analysis of the audio alone: length, tempo and key estimated from
// the mix, loudness, clipping, stems adding up to the mix; and the time per minute of music.
//
//   npm run bench:generation -w @nada/audio [-- --only 3 --format wav --keep DIR]
import {cpus, loadavg} from 'node:os';
import {parseArgs} from 'node:util';
import {analyseTrack, checkTrack} from '../src/generation/analyseTrack.ts';
import {generateTrack} from '../src/index.ts';
import type {GenerationRequest} from '../src/index.ts';
import {findSoundfont} from '../src/generation/render.ts';
import {tempFolder} from '../src/testing.ts';

/** The prompts, with the seed and length fixed so every run generates the same 20 tracks. */
export const BENCH_PROMPTS: GenerationRequest[] = [
  {prompt: 'lagu pop santai 90 bpm dengan piano', durationSeconds: 60},
  {prompt: 'dangdut koplo semangat untuk hajatan, dalam A minor', durationSeconds: 60},
  {prompt: 'keroncong pelan dalam D untuk lagu lama', durationSeconds: 75},
  {prompt: 'lagu rohani pujian yang khidmat, nada dasar G, 2 menit', durationSeconds: 120},
  {prompt: 'balada sedih dengan biola dan piano, 70 bpm, dalam E minor', durationSeconds: 60},
  {prompt: 'rock cepat dengan gitar listrik 140 bpm', durationSeconds: 45},
  {prompt: 'musik akustik untuk kafe, gitar dan biola, 1 menit', durationSeconds: 60},
  {prompt: 'lofi santai buat belajar dalam F', durationSeconds: 60},
  {prompt: 'hip hop gelap 92 bpm dalam C minor', durationSeconds: 45},
  {prompt: 'lagu pernikahan romantis R&B dengan saksofon, 75 bpm', durationSeconds: 60},
  {prompt: 'upbeat dangdut for a wedding', durationSeconds: 60},
  {prompt: 'keroncong in C, slow, for an old song', durationSeconds: 60},
  {prompt: 'happy pop song with ukulele and drums, 110 bpm, in G', durationSeconds: 60},
  {prompt: 'energetic EDM track in F minor, 128 bpm, 1 minute', durationSeconds: 60},
  {prompt: 'smooth jazz with saxophone, 100 bpm, in Bb', durationSeconds: 60},
  {prompt: 'sad piano ballad in D minor, 68 bpm', durationSeconds: 60},
  {prompt: 'chill lo-fi hip hop beat for studying, 80 bpm', durationSeconds: 45},
  {prompt: 'worship song for Sunday service in E, 2 minutes', durationSeconds: 120},
  {prompt: 'acoustic folk song with guitar and flute in A', durationSeconds: 60},
  {prompt: 'dark rock song in E minor, 120 bpm', durationSeconds: 45},
].map((request, index) => ({...request, seed: 1000 + index}));

const {values: options} = parseArgs({
  options: {only: {type: 'string'}, keep: {type: 'string'}, format: {type: 'string', default: 'wav'}},
});

const folder = await tempFolder();
const rows: string[] = [];
let failures = 0;
let musicSeconds = 0;
let wallSeconds = 0;
const list = options.only
  ? options.only.split(',').map((index) => BENCH_PROMPTS[Number(index)]!)
  : BENCH_PROMPTS;
process.stdout.write(
  `soundfont ${findSoundfont()}; ${cpus().length} × ${cpus()[0]?.model}; load ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}\n`,
);
try {
  for (const [index, request] of list.entries()) {
    const started = performance.now();
    const track = await generateTrack(request, {
      outDir: options.keep ? `${options.keep}/${index}` : folder.file(String(index)),
      format: options.format === 'mp3' ? 'mp3' : 'wav',
    });
    const seconds = (performance.now() - started) / 1000;
    wallSeconds += seconds;
    musicSeconds += track.durationSeconds;
    const analysis = await analyseTrack(track);
    const problems = checkTrack(analysis, {
      durationSeconds: track.durationSeconds,
      bpm: track.bpm,
      key: track.key,
    });
    failures += problems.length ? 1 : 0;
    const {understood} = track;
    rows.push(
      `| ${index + 1} | ${request.prompt} | ${understood.genre} | ${track.durationSeconds} / ${analysis.durationSeconds} (ends ${analysis.musicEndsSeconds}) | ` +
        `${track.bpm} / ${analysis.bpm} | ${track.key} / ${analysis.key} | ${analysis.integratedLufs} | ${analysis.truePeakDb} | ` +
        `${analysis.stemSumErrorDb} | ${(seconds / (track.durationSeconds / 60)).toFixed(1)} | ${problems.length ? `**${problems.join('; ')}**` : 'pass'} |`,
    );
    process.stdout.write(`${rows[rows.length - 1]}\n`);
  }
} finally {
  await folder.cleanup();
}
process.stdout.write(
  `\n| # | prompt | genre | length asked / file (music ends), s | BPM asked / estimated | key asked / estimated | LUFS | dBTP | stems − mix, dB | s per minute | result |\n|---|---|---|---|---|---|---|---|---|---|---|\n${rows.join('\n')}\n`,
);
process.stdout.write(
  `\n${list.length - failures} of ${list.length} pass; ${(wallSeconds / (musicSeconds / 60)).toFixed(1)} s per minute of music on average\n`,
);
process.exitCode = failures ? 1 : 0;
