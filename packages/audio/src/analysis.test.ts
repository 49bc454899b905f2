import {spawnSync} from 'node:child_process';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {encodeAudio} from './ffmpeg.ts';
import {estimateKey, estimateTuning} from './key.ts';
import {integratedLoudness, samplePeak, truePeak} from './loudness.ts';
import {waveformPeaks} from './peaks.ts';
import {estimatePitch, medianPitch} from './pitch.ts';
import type {StereoAudio} from './stereo.ts';
import {audioDuration, monoToStereo} from './stereo.ts';
import {estimateTempo} from './tempo.ts';
import {tempFolder, testNoise, testSine} from './testing.ts';
import {midiToHertz} from './units.ts';

const RATE = 44100;

let folder: Awaited<ReturnType<typeof tempFolder>>;
beforeAll(async () => {
  folder = await tempFolder();
});
afterAll(() => folder.cleanup());

function ffmpegLoudness(path: string): number {
  const run = spawnSync('ffmpeg', [
    '-nostdin',
    '-hide_banner',
    '-i',
    path,
    '-af',
    'ebur128=framelog=verbose',
    '-f',
    'null',
    '-',
  ]);
  const matches = [...run.stderr.toString().matchAll(/I:\s+(-?[\d.]+) LUFS/g)];
  return Number(matches.at(-1)?.[1]);
}

describe('loudness', () => {
  it('matches ffmpeg ebur128 within 0.2 LU on music-like audio with quiet passages (gating)', async () => {
    // Noise and tones with a loud, a quiet and a silent section, different in each channel.
    const length = 8 * RATE;
    const noise = testNoise(length, 5);
    const left = new Float32Array(length);
    const right = new Float32Array(length);
    for (let i = 0; i < length; i++) {
      const section = Math.floor(i / (2 * RATE));
      const level = [0.5, 0.05, 0.3, 0][section]!;
      left[i] = level * (0.5 * noise[i]! + 0.5 * Math.sin((2 * Math.PI * 220 * i) / RATE));
      right[i] = level * (0.3 * noise[length - 1 - i]! + 0.6 * Math.sin((2 * Math.PI * 3000 * i) / RATE));
    }
    const audio: StereoAudio = {sampleRate: RATE, channels: [left, right]};
    const path = folder.file('mix.wav');
    await encodeAudio(audio, path, {format: 'wav24'});
    const ours = integratedLoudness(audio);
    expect(Math.abs(ours - ffmpegLoudness(path))).toBeLessThan(0.2);
  });

  it('gives the reference level of a 1 kHz sine: -3.01 LUFS at 0 dBFS in both channels', () => {
    const sine = testSine(997, 3, 48000, 1);
    expect(integratedLoudness(monoToStereo(sine, 48000))).toBeCloseTo(0, 1);
    expect(integratedLoudness(monoToStereo(new Float32Array(RATE)))).toBe(-Infinity);
  });

  it('finds sample and true peaks, the true peak above the samples for a quarter-rate sine at 45°', () => {
    const n = 4096;
    // Faded in and out: an abrupt start would ring above the steady peak.
    const fade = (i: number) => Math.min(1, i / 256, (n - 1 - i) / 256);
    const signal = new Float32Array(n).map(
      (_, i) => fade(i) * 0.5 * Math.sin((Math.PI / 2) * i + Math.PI / 4),
    );
    const audio = monoToStereo(signal);
    expect(samplePeak(audio)).toBeCloseTo(20 * Math.log10(0.5 * Math.SQRT1_2), 3);
    expect(truePeak(audio)).toBeCloseTo(20 * Math.log10(0.5), 1);
    // The same burst across the 65 536-sample block boundary of the oversampler.
    const long = new Float32Array(70000);
    long.set(signal, 65536 - 2048);
    expect(truePeak(monoToStereo(long))).toBeCloseTo(20 * Math.log10(0.5), 1);
  });
});

function clickTrack(bpm: number, seconds: number): Float32Array {
  const out = new Float32Array(seconds * RATE);
  const noise = testNoise(2000, 3);
  const period = (60 / bpm) * RATE;
  for (let beat = 0; beat * period < out.length; beat++) {
    const start = Math.round(beat * period);
    const accent = beat % 4 === 0 ? 1 : 0.6;
    for (let i = 0; i < 2000 && start + i < out.length; i++)
      out[start + i] = accent * noise[i]! * Math.exp(-i / 300);
  }
  return out;
}

// A drum-kit pattern: kick on 1 and 3, snare on 2 and 4, closed hi-hat on every eighth note.
function drumPattern(bpm: number, seconds: number): Float32Array {
  const out = new Float32Array(seconds * RATE);
  const noise = testNoise(4000, 8);
  const eighth = (30 / bpm) * RATE;
  for (let step = 0; step * eighth < out.length; step++) {
    const start = Math.round(step * eighth);
    for (let i = 0; i < 4000 && start + i < out.length; i++) {
      const t = i / RATE;
      let value = 0.1 * noise[i]! * Math.exp(-i / 150);
      if (step % 4 === 0)
        value += 0.8 * Math.sin(2 * Math.PI * (50 + 100 * Math.exp(-t * 30)) * t) * Math.exp(-t * 12);
      if (step % 4 === 2) value += 0.4 * noise[(i * 7) % 4000]! * Math.exp(-i / 1200);
      out[start + i]! += value;
    }
  }
  return out;
}

// A slow song's pulse: kick and a struck chord on each beat, a soft snare on 2 and 4, quiet
// eighth-note hats and lead notes between the beats (the eighths the old 120-BPM prior counted as
// beats, issue 15).
function slowSong(bpm: number, seconds: number): Float32Array {
  const out = new Float32Array(seconds * RATE);
  const noise = testNoise(4000, 5);
  const eighth = (30 / bpm) * RATE;
  for (let step = 0; step * eighth < out.length; step++) {
    const start = Math.round(step * eighth);
    const onBeat = step % 2 === 0;
    for (let i = 0; i < 4000 && start + i < out.length; i++) {
      const t = i / RATE;
      let value = 0.06 * noise[i]! * Math.exp(-i / 150);
      if (onBeat) {
        value += 0.7 * Math.sin(2 * Math.PI * (55 + 90 * Math.exp(-t * 30)) * t) * Math.exp(-t * 8);
        for (const frequency of [220, 277.2, 329.6, 440])
          for (let h = 1; h <= 4; h++)
            value += (0.1 / h) * Math.sin(2 * Math.PI * frequency * h * t) * Math.exp(-t * 6);
      }
      if (step % 4 === 2) value += 0.25 * noise[(i * 7) % 4000]! * Math.exp(-i / 1200);
      if (!onBeat) value += 0.08 * Math.sin(2 * Math.PI * 660 * t) * Math.exp(-t * 10);
      out[start + i]! += value;
    }
  }
  return out;
}

describe('tempo', () => {
  for (const bpm of [68, 80])
    it(`finds ${bpm} BPM, not its double, in a slow song with eighth notes between the beats`, () => {
      const estimate = estimateTempo(monoToStereo(slowSong(bpm, 16)));
      expect(Math.abs(estimate.bpm - bpm)).toBeLessThan(1.5);
    });

  for (const bpm of [75, 96, 128, 150])
    it(`finds ${bpm} BPM in a drum pattern with eighth-note hi-hats`, () => {
      const estimate = estimateTempo(monoToStereo(drumPattern(bpm, 12)));
      expect(Math.abs(estimate.bpm - bpm)).toBeLessThan(1);
    });

  it('gives 0 BPM with no confidence for silence', () => {
    expect(estimateTempo(monoToStereo(new Float32Array(5 * RATE)))).toEqual({bpm: 0, confidence: 0});
  });

  for (const bpm of [90, 128])
    it(`finds ${bpm} BPM in a click track`, () => {
      const estimate = estimateTempo(monoToStereo(clickTrack(bpm, 12)));
      expect(Math.abs(estimate.bpm - bpm)).toBeLessThan(0.5);
      expect(estimate.confidence).toBeGreaterThan(0.3);
    });
});

// Chords of piano-like tones (three decaying harmonics), one per second.
function progression(chords: number[][], seconds = 1): Float32Array {
  const out = new Float32Array(chords.length * seconds * RATE);
  chords.forEach((notes, index) => {
    const offset = index * seconds * RATE;
    for (const note of notes) {
      const frequency = midiToHertz(note);
      for (let i = 0; i < seconds * RATE; i++) {
        const t = i / RATE;
        const envelope = Math.exp(-2 * t) * Math.min(1, i / 200);
        let value = 0;
        for (let h = 1; h <= 3; h++) value += Math.sin(2 * Math.PI * frequency * h * t) / (h * h);
        out[offset + i]! += 0.1 * envelope * value;
      }
    }
  });
  return out;
}

describe('key', () => {
  it('finds C major in I-IV-V-I', () => {
    const key = estimateKey({
      signal: progression([
        [48, 60, 64, 67],
        [53, 60, 65, 69],
        [55, 59, 62, 67],
        [48, 60, 64, 67],
      ]),
      sampleRate: RATE,
    });
    expect(key.name).toBe('C major');
  });
  it('finds A minor in i-iv-V-i', () => {
    const key = estimateKey({
      signal: progression([
        [45, 57, 60, 64],
        [50, 57, 62, 65],
        [52, 56, 59, 64],
        [45, 57, 60, 64],
      ]),
      sampleRate: RATE,
    });
    expect(key.name).toBe('A minor');
  });
  it('finds A minor under drums and noise', () => {
    const chords = progression(
      [
        [45, 57, 60, 64],
        [50, 57, 62, 65],
        [52, 56, 59, 64],
        [45, 57, 60, 64],
      ],
      2,
    );
    const drums = drumPattern(100, 8);
    const hiss = testNoise(chords.length, 12);
    for (let i = 0; i < chords.length; i++) chords[i]! += 0.5 * drums[i]! + 0.01 * hiss[i]!;
    expect(estimateKey({signal: chords, sampleRate: RATE}).name).toBe('A minor');
  });
  it('finds Bb major in ii-V-I chains, not F (issue 15: the jazz in Bb)', () => {
    const key = estimateKey({
      signal: progression([
        [48, 58, 63, 67],
        [41, 57, 63, 67],
        [46, 57, 62, 65],
        [43, 58, 62, 65],
        [48, 58, 63, 67],
        [41, 57, 63, 67],
        [46, 57, 62, 65],
        [46, 58, 62, 65],
      ]),
      sampleRate: RATE,
    });
    expect(key.name).toBe('Bb major');
  });
  it('measures a recording tuned 30 cents sharp and still finds its key', () => {
    const sharp = (chords: number[][]) => chords.map((notes) => notes.map((note) => note + 0.3));
    const signal = progression(
      sharp([
        [45, 57, 60, 64],
        [50, 57, 62, 65],
        [52, 56, 59, 64],
        [45, 57, 60, 64],
      ]),
    );
    expect(estimateTuning(signal, RATE)).toBeCloseTo(30, -1);
    expect(estimateKey({signal, sampleRate: RATE}).name).toBe('A minor');
  });
  it('finds E major in I-IV-V-I', () => {
    const key = estimateKey({
      signal: progression([
        [52, 64, 68, 71],
        [57, 64, 69, 73],
        [59, 63, 66, 71],
        [52, 64, 68, 71],
      ]),
      sampleRate: RATE,
    });
    expect(key.name).toBe('E major');
  });
});

describe('pitch (YIN)', () => {
  it('measures a 440 Hz sine and a 493.88 Hz tone with harmonics within 0.1 %', () => {
    expect(estimatePitch(testSine(440, 0.05), RATE)!.frequency).toBeCloseTo(440, 0);
    const rich = testSine(493.88, 0.5);
    const second = testSine(2 * 493.88, 0.5);
    for (let i = 0; i < rich.length; i++) rich[i]! += 0.6 * second[i]!;
    expect(Math.abs(medianPitch(rich, RATE)! / 493.88 - 1)).toBeLessThan(0.001);
  });
  it('says nothing for noise and silence', () => {
    expect(estimatePitch(testNoise(2048), RATE)).toBeNull();
    expect(estimatePitch(new Float32Array(2048), RATE)).toBeNull();
  });
});

describe('waveform peaks', () => {
  it('gives min and max per bucket over both channels at each zoom level', () => {
    const left = new Float32Array(5000);
    const right = new Float32Array(5000);
    left[10] = 0.5;
    right[300] = -0.75;
    left[4999] = 0.25;
    const peaks = waveformPeaks({sampleRate: RATE, channels: [left, right]});
    expect(peaks).toMatchObject({sampleRate: RATE, channels: 2, length: 5000});
    expect(peaks.levels.map((level) => level.samplesPerBucket)).toEqual([256, 1024, 4096]);
    const [fine, middle, coarse] = peaks.levels;
    expect(fine!.max.length).toBe(20);
    expect(fine!.max[0]).toBe(0.5);
    expect(fine!.min[1]).toBe(-0.75);
    expect(middle!.min[0]).toBe(-0.75);
    expect(coarse!.max).toEqual([0.5, 0.25]);
    expect(JSON.parse(JSON.stringify(peaks))).toEqual(peaks);
  });
  it('reports durations', () => {
    expect(audioDuration(monoToStereo(new Float32Array(22050)))).toBe(0.5);
  });
});
