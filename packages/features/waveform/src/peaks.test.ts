import {describe, expect, it} from 'vitest';
import {isEmptyPeaks, peakColumns, peaksDuration, pickLevel} from './peaks';
import {demoPeaks} from './testing';
import type {WaveformPeaks} from './types';

const small: WaveformPeaks = {
  sampleRate: 8,
  channels: 1,
  length: 16,
  levels: [
    {
      samplesPerBucket: 2,
      min: [-0.1, -0.2, -0.3, -0.4, -0.5, -0.6, -0.7, -0.8],
      max: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8],
    },
    {samplesPerBucket: 8, min: [-0.9, -0.2], max: [0.3, 0.8]},
  ],
};

/** Counts the reads of bucket values, to prove that drawing never walks every bucket of a song. */
function countingReads(peaks: WaveformPeaks): {peaks: WaveformPeaks; reads: () => number} {
  let reads = 0;
  const counted = (values: number[]) =>
    new Proxy(values, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
        return Reflect.get(target, key, receiver);
      },
    });
  return {
    peaks: {
      ...peaks,
      levels: peaks.levels.map((level) => ({...level, min: counted(level.min), max: counted(level.max)})),
    },
    reads: () => reads,
  };
}

describe('peaks', () => {
  it('knows the duration and whether there is audio at all', () => {
    expect(peaksDuration(small)).toBe(2);
    expect(isEmptyPeaks(small)).toBe(false);
    expect(
      isEmptyPeaks({
        sampleRate: 44_100,
        channels: 2,
        length: 0,
        levels: [{samplesPerBucket: 256, min: [], max: []}],
      }),
    ).toBe(true);
  });

  it('picks the finest level whose buckets are at least one column wide, else the coarsest', () => {
    expect(pickLevel(small, 1)?.samplesPerBucket).toBe(2);
    expect(pickLevel(small, 2)?.samplesPerBucket).toBe(2);
    expect(pickLevel(small, 3)?.samplesPerBucket).toBe(8);
    expect(pickLevel(small, 100)?.samplesPerBucket).toBe(8);
    // Levels in any order are sorted first.
    expect(pickLevel({...small, levels: [...small.levels].reverse()}, 3)?.samplesPerBucket).toBe(8);
  });

  it('merges buckets: the min of the mins and the max of the maxes under each column', () => {
    const columns = peakColumns(small, {start: 0, end: 2, columns: 5});
    // 3.2 samples a column: the 8-sample level; the middle column straddles both of its buckets.
    expect(Array.from(columns.max)).toEqual([0.3, 0.3, 0.8, 0.8, 0.8].map(Math.fround));
    expect(Array.from(columns.min)).toEqual([-0.9, -0.9, -0.9, -0.2, -0.2].map(Math.fround));
  });

  it('reads the one bucket under a column narrower than a bucket (zoomed in)', () => {
    const columns = peakColumns(small, {start: 0, end: 0.5, columns: 4});
    expect(Array.from(columns.max)).toEqual([0.1, 0.1, 0.2, 0.2].map(Math.fround));
  });

  it('leaves columns past the end of the audio empty (NaN)', () => {
    const columns = peakColumns(small, {start: 1, end: 3, columns: 4});
    expect(Array.from(columns.max.slice(0, 2))).toEqual([0.8, 0.8].map(Math.fround));
    expect(Number.isNaN(columns.max[2])).toBe(true);
    expect(Number.isNaN(columns.min[3])).toBe(true);
  });

  it('matches a sample-exact envelope of the same song at any width', () => {
    const peaks = demoPeaks({duration: 30, sampleRate: 8000, samplesPerBucket: [64, 256, 1024]});
    const finest = peaks.levels[0];
    if (!finest) throw new Error('demoPeaks made no level');
    const columns = peakColumns(peaks, {start: 0, end: 30, columns: 300});
    // 800 samples a column: the 1024 level is used; each of its buckets spans 16 of the finest.
    for (const column of [0, 17, 150, 299]) {
      const from = Math.floor((column * 800) / 1024) * 16;
      const to = Math.min(finest.max.length, Math.ceil(((column + 1) * 800) / 1024) * 16);
      const expected = Math.max(...finest.max.slice(from, to));
      expect(columns.max[column]).toBeCloseTo(expected, 3);
    }
  });

  it('draws a 10-minute song from a number of buckets near the number of pixels, not the samples', () => {
    const song = demoPeaks({duration: 600});
    expect(song.length).toBe(26_460_000);
    const {peaks, reads} = countingReads(song);
    const pixels = 1280 * 2;
    const columns = peakColumns(peaks, {start: 0, end: 600, columns: pixels});
    expect(columns.max.every((value) => !Number.isNaN(value))).toBe(true);
    // The 4096-sample level has 6460 buckets: each is read once for min and once for max at most,
    // plus the bucket shared by neighbouring columns.
    expect(reads()).toBeLessThanOrEqual(2 * (6460 + pixels));
    // Zoomed in on 10 s of it, the work is still one or two buckets a column.
    const {peaks: again, reads: readsZoomed} = countingReads(song);
    peakColumns(again, {start: 300, end: 310, columns: pixels});
    expect(readsZoomed()).toBeLessThanOrEqual(2 * 2 * pixels);
  });
});
