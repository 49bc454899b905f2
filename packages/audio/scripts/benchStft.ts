// Benchmark of the STFT hot path: `npm run bench:stft -w @nada/audio`. Prints how many times faster
// than real time a forward + inverse STFT of a minute of 44.1 kHz audio runs, per setting.
import {availableParallelism, cpus} from 'node:os';
import {istft, stft} from '../src/stft.ts';
import {testNoise} from '../src/testing.ts';

const seconds = Number(process.argv[2] ?? 60);
const signal = testNoise(Math.round(seconds * 44100), 7);
const settings = [
  {nFft: 2048, hop: 512},
  {nFft: 4096, hop: 1024},
  {nFft: 1024, hop: 512},
] as const;

const write = (line: string) => process.stdout.write(`${line}\n`);
write(
  `STFT benchmark: ${seconds} s of audio, ${cpus()[0]?.model ?? 'unknown CPU'} (${availableParallelism()} threads), Node ${process.version}`,
);
// One warm-up run so the JIT has compiled the hot loops.
istft(stft(signal.subarray(0, 44100), {nFft: 2048, hop: 512}));
for (const {nFft, hop} of settings) {
  const runs = 3;
  let forward = Infinity;
  let inverse = Infinity;
  for (let run = 0; run < runs; run++) {
    const t0 = performance.now();
    const spec = stft(signal, {nFft, hop});
    const t1 = performance.now();
    istft(spec);
    const t2 = performance.now();
    forward = Math.min(forward, t1 - t0);
    inverse = Math.min(inverse, t2 - t1);
  }
  const realTime = (seconds * 1000) / (forward + inverse);
  write(
    `nFft ${nFft}, hop ${hop}: stft ${forward.toFixed(0)} ms, istft ${inverse.toFixed(0)} ms, ` +
      `${realTime.toFixed(0)}x real time (best of ${runs}, one channel)`,
  );
}
