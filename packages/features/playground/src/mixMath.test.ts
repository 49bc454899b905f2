import {describe, expect, it} from 'vitest';
import {
  clampLoop,
  clampSemitones,
  clampTempo,
  defaultSettings,
  effectiveGains,
  isSilentMix,
  stemChannels,
} from './mixMath';

const level = (change = {}) => ({volume: 1, muted: false, solo: false, pan: 0, ...change});

describe('effectiveGains', () => {
  it('plays each stem at its volume, and a muted one not at all', () => {
    expect(effectiveGains({vocals: level({volume: 0.4}), bass: level({muted: true})})).toEqual({
      vocals: 0.4,
      bass: 0,
    });
  });

  it('silences every stem that is not solo while one is, and a muted solo stem too', () => {
    const levels = {vocals: level({solo: true}), drums: level({solo: true, muted: true}), bass: level()};
    expect(effectiveGains(levels)).toEqual({vocals: 1, drums: 0, bass: 0});
  });

  it('keeps a volume out of range within 0..1', () => {
    expect(effectiveGains({a: level({volume: 3}), b: level({volume: -1})})).toEqual({a: 1, b: 0});
  });
});

// Issue 42: such a mix exported a silent file without a word.
describe('isSilentMix', () => {
  it('is silent when every stem is muted, at volume 0, or left out by a muted solo stem', () => {
    expect(isSilentMix({vocals: level({muted: true}), other: level({muted: true})})).toBe(true);
    expect(isSilentMix({vocals: level({volume: 0}), other: level({muted: true})})).toBe(true);
    expect(isSilentMix({vocals: level({solo: true, muted: true}), other: level()})).toBe(true);
    expect(isSilentMix({})).toBe(true);
  });

  it('is not silent while one stem sounds, quietly or alone', () => {
    expect(isSilentMix({vocals: level({muted: true}), other: level({volume: 0.05})})).toBe(false);
    expect(isSilentMix({vocals: level({solo: true}), other: level({muted: true})})).toBe(false);
  });
});

describe('the master limits', () => {
  it('keeps the key to whole semitones within -12..12 and the tempo within 50..200 %', () => {
    expect([clampSemitones(2.4), clampSemitones(-20), clampSemitones(13)]).toEqual([2, -12, 12]);
    expect([clampTempo(0.3), clampTempo(1.234), clampTempo(5)]).toEqual([0.5, 1.23, 2]);
  });

  it('keeps a loop inside the song, and drops one too short to hear', () => {
    expect(clampLoop({start: 4, end: 12, enabled: true}, 6)).toEqual({start: 4, end: 6, enabled: true});
    expect(clampLoop({start: 5.9, end: 7, enabled: true}, 6)).toBeNull();
  });

  it('starts every stem at full volume, centred, in the recorded key and tempo', () => {
    expect(defaultSettings(['vocals'])).toEqual({
      levels: {vocals: level()},
      semitones: 0,
      tempo: 1,
      loop: null,
      markers: [],
    });
  });
});

describe('stemChannels', () => {
  it('lays stem i out in channels 2i and 2i + 1, a mono stem in both, padded to the longest', () => {
    const stereo = [Float32Array.of(1, 2, 3), Float32Array.of(4, 5, 6)];
    const mono = [Float32Array.of(7)];
    expect(stemChannels([stereo, mono]).map((channel) => [...channel])).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 0, 0],
      [7, 0, 0],
    ]);
  });

  it('refuses a stem without channels', () => {
    expect(() => stemChannels([[]])).toThrow(RangeError);
  });

  // The stretch node reads every channel at one position, so a sample of one stem and the sample at
  // the same index of another always play together: after ten minutes as after one.
  it('keeps sample n of every stem at index n after ten minutes of audio', () => {
    const sampleRate = 8000;
    const length = 10 * 60 * sampleRate + 1;
    // A click every second in every stem, at the same sample; the stems differ in length.
    const stem = (extra: number, value: number) => {
      const channel = new Float32Array(length - extra);
      for (let at = 0; at < channel.length; at += sampleRate) channel[at] = value;
      return [channel];
    };
    const channels = stemChannels([stem(0, 1), stem(sampleRate / 2, 0.5), stem(3, 0.25)]);
    const last = 10 * 60 * sampleRate - sampleRate;
    for (const [index, expected] of [1, 1, 0.5, 0.5, 0.25, 0.25].entries()) {
      expect(channels[index]?.length).toBe(length);
      expect(channels[index]?.[last]).toBe(expected);
      expect(channels[index]?.[last + 1]).toBe(0);
      expect(channels[index]?.[last - 1]).toBe(0);
    }
  });
});
