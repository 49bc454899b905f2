// Compares General MIDI soundfonts for the generator: renders the same phrase on every instrument
// the arranger uses (and a drum groove) with each soundfont, and measures loudness at equal gain,
// how long the render takes to fall to exact silence after the phrase (noise floor, tails), brightness (spectral centroid and the share of
// energy above 10 kHz), and how long loading and rendering take.
//
//   node bench/soundfonts.ts [-- --spectra DIR] <soundfont.sf2|sf3> ...
import {writeFile} from 'node:fs/promises';
import {parseArgs} from 'node:util';
import {renderMidi} from '../src/generation/render.ts';
import {VOICES} from '../src/generation/instruments.ts';
import {writeMidiFile} from '../src/generation/midiFile.ts';
import type {MidiNote} from '../src/generation/midiFile.ts';
import {integratedLoudness} from '../src/loudness.ts';
import {sliceAudio, toMono} from '../src/stereo.ts';
import {FrameProcessor} from '../src/stft.ts';
import {tempFolder} from '../src/testing.ts';
import {readFloatWav} from '../src/wav.ts';
import {INSTRUMENTS} from '../src/generation/vocabulary.ts';

const {values, positionals} = parseArgs({options: {spectra: {type: 'string'}}, allowPositionals: true});

function phrase(instrument: string, low: number): MidiNote[] {
  if (instrument === 'drums' || instrument === 'kendang') {
    const keys = instrument === 'drums' ? [36, 42, 38, 42, 36, 42, 38, 46] : [64, 62, 63, 62, 64, 60, 63, 54];
    return keys.map((pitch, i) => ({tick: i * 240, length: 200, pitch, velocity: 100}));
  }
  const base = Math.max(low, 48) + 4;
  const steps = [0, 4, 7, 12, 7, 4, 0, 2, 4, 5, 7, 9];
  return [
    ...steps.map((step, i) => ({tick: i * 240, length: 220, pitch: base + step, velocity: 90})),
    ...[0, 4, 7].map((step) => ({tick: steps.length * 240, length: 960, pitch: base + step, velocity: 90})),
  ];
}

function spectrum(signal: Float32Array, sampleRate: number): {centroid: number; above10k: number} {
  const processor = new FrameProcessor(signal, {nFft: 4096, hop: 2048, window: 'hann'});
  let weighted = 0;
  let total = 0;
  let high = 0;
  for (let t = 0; t < processor.frames; t++) {
    processor.analyze(t);
    for (let k = 1; k < processor.bins; k++) {
      const power = processor.re[k]! ** 2 + processor.im[k]! ** 2;
      const frequency = (k * sampleRate) / 4096;
      weighted += frequency * power;
      total += power;
      if (frequency > 10_000) high += power;
    }
  }
  return {centroid: weighted / total, above10k: high / total};
}

const folder = await tempFolder();
const lines = [
  '| soundfont | instrument | LUFS at gain 0.5 | silent after the last note, s | centroid, Hz | energy > 10 kHz, % | render, s |',
  '|---|---|---|---|---|---|---|',
];
try {
  for (const soundfont of positionals) {
    const name = soundfont.split('/').pop()!;
    for (const instrument of INSTRUMENTS) {
      const voice = VOICES[instrument];
      const drum = instrument === 'drums' || instrument === 'kendang';
      const notes = phrase(instrument, voice.low);
      const end = notes.reduce((max, note) => Math.max(max, note.tick + note.length), 0);
      const midi = folder.file(`${instrument}.mid`);
      // Two seconds of silence after the phrase: what is left there is the soundfont's noise and tails.
      await writeFile(
        midi,
        writeMidiFile({
          bpm: 120,
          title: instrument,
          endTick: end + 2 * 960,
          tracks: [
            {name: instrument, channel: drum ? 9 : 0, program: voice.program, volume: 100, pan: 64, notes},
          ],
        }),
      );
      const wav = folder.file(`${instrument}.wav`);
      const started = performance.now();
      await renderMidi(midi, wav, {soundfont});
      const seconds = (performance.now() - started) / 1000;
      const audio = (await readFloatWav(wav))!;
      const phraseEnd = Math.round((end / 960) * 0.5 * audio.sampleRate);
      // After the last note: how long until the render is exactly silent (no noise floor, no hum).
      const mono = toMono(audio);
      let last = mono.length - 1;
      while (last > 0 && mono[last] === 0) last--;
      const tail = (last - phraseEnd) / audio.sampleRate;
      const {centroid, above10k} = spectrum(toMono(sliceAudio(audio, 0, phraseEnd)), audio.sampleRate);
      lines.push(
        `| ${name} | ${instrument} | ${integratedLoudness(audio).toFixed(1)} | ${tail.toFixed(2)} | ${centroid.toFixed(0)} | ${(100 * above10k).toFixed(2)} | ${seconds.toFixed(2)} |`,
      );
      if (values.spectra)
        await writeFile(
          `${values.spectra}/${name}-${instrument}.wav`,
          await import('node:fs/promises').then((fs) => fs.readFile(wav)),
        );
    }
  }
} finally {
  await folder.cleanup();
}
process.stdout.write(`${lines.join('\n')}\n`);
