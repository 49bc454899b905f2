import {describe, expect, it} from 'vitest';
import {mixStems, renderMix, stemGains} from './mixdown.ts';
import {medianPitch} from './pitch.ts';
import {audioLength, monoToStereo} from './stereo.ts';
import {testSine} from './testing.ts';
import type {StemMixLevel} from './mixdown.ts';
import type {StereoAudio} from './stereo.ts';

const level = (change: Partial<StemMixLevel> = {}): StemMixLevel => ({
  volume: 1,
  muted: false,
  solo: false,
  pan: 0,
  ...change,
});
const constant = (left: number, right: number, length = 4): StereoAudio => ({
  sampleRate: 44100,
  channels: [new Float32Array(length).fill(left), new Float32Array(length).fill(right)],
});

describe('stemGains', () => {
  it('silences muted stems and, when any stem is solo, every stem that is not', () => {
    expect(stemGains([level({volume: 0.5}), level({muted: true})])).toEqual([0.5, 0]);
    expect(stemGains([level({solo: true, volume: 0.8}), level(), level({solo: true, muted: true})])).toEqual([
      0.8, 0, 0,
    ]);
  });

  it('keeps volumes within 0..1', () => {
    expect(stemGains([level({volume: 3}), level({volume: -1}), level({volume: Number.NaN})])).toEqual([
      1, 0, 0,
    ]);
  });
});

describe('mixStems', () => {
  it('adds the stems at their volumes, centred stems keep both channels as they are', () => {
    const mix = mixStems([constant(0.2, 0.1), constant(0.4, 0.3)], [level({volume: 0.5}), level()]);
    expect(mix.channels[0][0]).toBeCloseTo(0.5, 6);
    expect(mix.channels[1][0]).toBeCloseTo(0.35, 6);
  });

  it('pans hard left and right like a StereoPannerNode', () => {
    const left = mixStems([constant(0.2, 0.6)], [level({pan: -1})]);
    expect(left.channels[0][0]).toBeCloseTo(0.8, 6);
    expect(left.channels[1][0]).toBeCloseTo(0, 6);
    const right = mixStems([constant(0.2, 0.6)], [level({pan: 1})]);
    expect(right.channels[0][0]).toBeCloseTo(0, 6);
    expect(right.channels[1][0]).toBeCloseTo(0.8, 6);
  });

  it('half left keeps the left channel and folds the right in with an equal-power weight', () => {
    const mix = mixStems([constant(0, 1)], [level({pan: -0.5})]);
    expect(mix.channels[0][0]).toBeCloseTo(Math.cos(Math.PI / 4), 6);
    expect(mix.channels[1][0]).toBeCloseTo(Math.sin(Math.PI / 4), 6);
  });

  it('is as long as the longest stem and leaves out muted stems', () => {
    const mix = mixStems([constant(0.1, 0.1, 2), constant(1, 1, 6)], [level(), level({muted: true})]);
    expect(mix.channels[0].length).toBe(6);
    expect([...mix.channels[0]]).toEqual([0.1, 0.1, 0, 0, 0, 0].map(Math.fround));
  });

  it('refuses no stems, a level count that does not match and mixed sample rates', () => {
    expect(() => mixStems([], [])).toThrow(RangeError);
    expect(() => mixStems([constant(0, 0)], [])).toThrow(RangeError);
    expect(() =>
      mixStems([constant(0, 0), {...constant(0, 0), sampleRate: 48000}], [level(), level()]),
    ).toThrow(RangeError);
  });
});

describe('renderMix', () => {
  const RATE = 44100;
  const a = monoToStereo(testSine(440, 1, RATE, 0.5));
  const b = monoToStereo(testSine(660, 1, RATE, 0.5));

  it('mixes, then raises the key by two semitones (the muted stem stays out): 440 Hz becomes 493.9 Hz', async () => {
    const mix = await renderMix([a, b], {levels: [level(), level({muted: true})], semitones: 2});
    expect(audioLength(mix)).toBe(RATE);
    const pitch = medianPitch(mix.channels[0].subarray(4096, RATE - 4096), RATE) ?? Number.NaN;
    expect(Math.abs(pitch - 493.88)).toBeLessThan(2);
  });

  it('changes the length with the tempo and leaves the mix as it is at 0 semitones and 100 %', async () => {
    const slower = await renderMix([a], {levels: [level()], tempo: 0.8, engine: 'fast'});
    expect(audioLength(slower)).toBe(Math.round(RATE / 0.8));
    const same = await renderMix([a, b], {levels: [level({volume: 0.5}), level({solo: true})]});
    expect(same.channels[0][100]).toBeCloseTo(b.channels[0][100]!, 6);
  });
});
