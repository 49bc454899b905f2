// The starter set benchmark: renders every starter sound two at a time, as the API's seeding does,
// and checks each by analysis of its audio: tempo (loops, over four rounds) within 4 % of the written
// one, key equal to the written one (pitched loops), loudness and true peak; prints a Markdown table
// and the total time.
//
//   node bench/starterSounds.ts
import {cpus, loadavg} from 'node:os';
import {decodeAudio} from '../src/ffmpeg.ts';
import {truePeak} from '../src/loudness.ts';
import {STARTER_SOUNDS, renderStarterSound} from '../src/index.ts';
import type {StarterSoundSpec} from '../src/index.ts';
import {tempFolder} from '../src/testing.ts';

const folder = await tempFolder();
const rows: string[] = [];
let failures = 0;
const started = performance.now();
let next = 0;

async function measure(spec: StarterSoundSpec) {
  const outPath = folder.file(`${spec.slug}.flac`);
  const t0 = performance.now();
  const {analysis} = await renderStarterSound(spec, {outPath});
  const seconds = (performance.now() - t0) / 1000;
  const peak = truePeak(await decodeAudio(outPath));
  const problems: string[] = [];
  const tempoChecked = spec.kind === 'loop' && spec.category === 'drums';
  if (tempoChecked && Math.abs(analysis.bpm / (spec.bpm ?? 1) - 1) > 0.04) problems.push('tempo');
  const keyChecked = spec.kind === 'loop' && spec.key !== null;
  if (keyChecked && analysis.key !== spec.key) problems.push('key');
  if (peak > -0.5) problems.push('clipping');
  if (analysis.loudness < -30 || analysis.loudness > -8) problems.push('loudness');
  if (problems.length) failures++;
  rows.push(
    `| ${spec.slug} | ${spec.category}/${spec.kind} | ${spec.bpm ?? '-'} / ${tempoChecked ? analysis.bpm : `(${analysis.bpm})`} | ` +
      `${spec.key ?? '-'} / ${keyChecked ? analysis.key : '-'} | ${analysis.loudness} | ${peak.toFixed(2)} | ` +
      `${seconds.toFixed(1)} | ${problems.length ? `**${problems.join(', ')}**` : 'pass'} |`,
  );
}

await Promise.all(
  [0, 1].map(async () => {
    while (next < STARTER_SOUNDS.length) {
      const spec = STARTER_SOUNDS[next++];
      if (spec) await measure(spec);
    }
  }),
);
const total = (performance.now() - started) / 1000;
await folder.cleanup();
process.stdout.write(
  '| sound | category/kind | BPM written / estimated | key written / estimated | LUFS | dBTP | render s | result |\n',
);
process.stdout.write('| --- | --- | --- | --- | --- | --- | --- | --- |\n');
for (const row of rows.sort()) process.stdout.write(`${row}\n`);
process.stdout.write(
  `\n${STARTER_SOUNDS.length} sounds, ${STARTER_SOUNDS.length - failures} pass, ${total.toFixed(1)} s in all ` +
    `(two at a time; ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the end)\n`,
);
process.exitCode = failures ? 1 : 0;
