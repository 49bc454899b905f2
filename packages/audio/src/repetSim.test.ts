import {describe, expect, it} from 'vitest';
import {isAudioError} from './errors.ts';
import {signalToDistortion} from './metrics.ts';
import {createRepetSimEngine, medianOfTen, repetSimEngine} from './repetSim.ts';
import {STEM_SETS, assertStems} from './separation.ts';
import type {StereoAudio} from './stereo.ts';
import {mixAudio} from './stereo.ts';
import {maxDifference, testNoise} from './testing.ts';
import {midiToHertz} from './units.ts';

const RATE = 44100;

// A repeating two-second loop (bass line, chord stabs and hi-hat noise) and a non-repeating melody
// with vibrato panned slightly left: a mixture whose stems are known.
function fixture(seconds: number): {mix: StereoAudio; vocals: StereoAudio; background: StereoAudio} {
  const length = seconds * RATE;
  const loop = new Float32Array(2 * RATE);
  const hat = testNoise(loop.length, 4);
  const bass = [36, 36, 43, 41];
  for (let i = 0; i < loop.length; i++) {
    const t = i / RATE;
    const beat = Math.floor(t * 2);
    const inBeat = t * 2 - beat;
    loop[i] = 0.25 * Math.sin(2 * Math.PI * midiToHertz(bass[beat]!) * t) * Math.exp(-3 * inBeat);
    for (const note of [60, 64, 67])
      loop[i]! += 0.06 * Math.sin(2 * Math.PI * midiToHertz(note) * t) * Math.exp(-6 * inBeat);
    loop[i]! += 0.05 * hat[i]! * Math.exp(-40 * ((t * 4) % 1));
  }
  const background: StereoAudio = {
    sampleRate: RATE,
    channels: [new Float32Array(length), new Float32Array(length)],
  };
  for (let i = 0; i < length; i++) {
    background.channels[0][i] = loop[i % loop.length]!;
    background.channels[1][i] = 0.9 * loop[i % loop.length]!;
  }
  const melody = [69, 72, 74, 76, 74, 72, 71, 67, 69, 72, 77, 76];
  const voice = new Float32Array(length);
  let phase = 0;
  for (let i = 0; i < length; i++) {
    const t = i / RATE;
    const note = melody[Math.floor(t / 0.75) % melody.length]!;
    const frequency = midiToHertz(note) * (1 + 0.01 * Math.sin(2 * Math.PI * 5.5 * t));
    phase += (2 * Math.PI * frequency) / RATE;
    voice[i] = 0.2 * (Math.sin(phase) + 0.5 * Math.sin(2 * phase) + 0.25 * Math.sin(3 * phase));
  }
  const vocals: StereoAudio = {sampleRate: RATE, channels: [voice, voice.map((x) => 0.8 * x)]};
  return {mix: mixAudio(background, vocals), vocals, background};
}

describe('repetSimEngine', () => {
  it('separates a melody from a repeating loop, stems summing back to the mix exactly', async () => {
    const {mix, vocals, background} = fixture(12);
    const progress: number[] = [];
    const stems = await repetSimEngine.separate(mix, {
      stems: '2',
      onProgress: (fraction) => progress.push(fraction),
    });
    assertStems(mix, stems, '2');
    expect(Object.keys(stems).sort()).toEqual([...STEM_SETS['2']].sort());
    const sum = mixAudio(stems.vocals, stems.instrumental);
    for (let c = 0; c < 2; c++) expect(maxDifference(sum.channels[c]!, mix.channels[c]!)).toBeLessThan(1e-6);
    // Doing nothing (the mix as the vocal estimate) scores this; REPET-SIM must do clearly better.
    const baseline = signalToDistortion(vocals, mix);
    expect(signalToDistortion(vocals, stems.vocals)).toBeGreaterThan(baseline + 4);
    expect(signalToDistortion(background, stems.instrumental)).toBeGreaterThan(4);
    expect(progress.at(-1)).toBe(1);
  });

  it('gives the same stems when the channels run in worker threads', async () => {
    const {mix} = fixture(3);
    const here = await repetSimEngine.separate(mix, {stems: '2'});
    const threaded = await createRepetSimEngine({workers: true}).separate(mix, {stems: '2'});
    expect(threaded.vocals.channels).toEqual(here.vocals.channels);
    expect(threaded.instrumental.channels).toEqual(here.instrumental.channels);
  });

  it('offers only 2 stems and honours abort', async () => {
    const {mix} = fixture(2);
    await expect(repetSimEngine.separate(mix, {stems: '4'})).rejects.toSatisfy((e) =>
      isAudioError(e, 'ENGINE_STEMS_UNSUPPORTED'),
    );
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(
      createRepetSimEngine().separate(mix, {stems: '2', signal: controller.signal}),
    ).rejects.toThrow('stop');
  });
});

describe('medianOfTen', () => {
  const offsets = Int32Array.from({length: 10}, (_, i) => i);

  it('averages the 5th and 6th smallest of ten values in every one of their 3,628,800 orders', () => {
    // Powers of two: the sum of any two of them names the two, so 16 + 32 proves both were chosen.
    const values = Float32Array.from({length: 10}, (_, i) => 2 ** i);
    const counters = new Int32Array(10);
    let wrong = medianOfTen(values, offsets, 0) === 24 ? 0 : 1;
    // Heap's algorithm: each step swaps two values, and the steps visit every order once.
    for (let i = 1; i < 10;) {
      if (counters[i]! < i) {
        const j = i % 2 ? counters[i]! : 0;
        [values[i], values[j]] = [values[j]!, values[i]!];
        if (medianOfTen(values, offsets, 0) !== 24) wrong++;
        counters[i]!++;
        i = 1;
      } else counters[i++] = 0;
    }
    expect(wrong).toBe(0);
  });

  it('is the median of values with ties, read at a bin of ten frames', () => {
    const bins = 7;
    const frames = new Float32Array(10 * bins);
    const frameOffsets = Int32Array.from([9, 3, 0, 7, 1, 8, 2, 6, 4, 5], (frame) => frame * bins);
    let seed = 5;
    for (let round = 0; round < 2000; round++) {
      for (let i = 0; i < frames.length; i++) {
        seed = (seed * 16807) % 2147483647;
        frames[i] = Math.fround((seed % 6) / 4);
      }
      for (let k = 0; k < bins; k++) {
        const sorted = [...frameOffsets].map((offset) => frames[offset + k]!).sort((a, b) => a - b);
        expect(medianOfTen(frames, frameOffsets, k)).toBe(0.5 * (sorted[4]! + sorted[5]!));
      }
    }
  });
});
