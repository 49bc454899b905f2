import {describe, expect, it} from 'vitest';
import {
  applyGain,
  audioDuration,
  audioLength,
  createStereo,
  fitLength,
  mixAudio,
  monoToStereo,
  sliceAudio,
  subtractAudio,
  toMono,
} from './stereo.ts';
import {floatWavBytes, parseFloatWav} from './wav.ts';

const stereo = (left: number[], right: number[]) => ({
  sampleRate: 8000,
  channels: [Float32Array.from(left), Float32Array.from(right)] as [Float32Array, Float32Array],
});

describe('stereo helpers', () => {
  it('measures length and duration and refuses uneven channels', () => {
    const audio = createStereo(4000, 8000);
    expect(audioLength(audio)).toBe(4000);
    expect(audioDuration(audio)).toBe(0.5);
    expect(() => audioLength(stereo([1, 2], [1]))).toThrow(RangeError);
  });

  it('makes stereo from mono with independent channels, and mono from stereo', () => {
    const audio = monoToStereo(Float32Array.from([0.5, -0.5]), 8000);
    audio.channels[0][0] = 0;
    expect([...audio.channels[1]]).toEqual([0.5, -0.5]);
    expect([...toMono(stereo([1, 0], [0, 1]))]).toEqual([0.5, 0.5]);
  });

  it('mixes buffers of different lengths and applies gain', () => {
    const mixed = mixAudio(stereo([0.25, 0.25, 0.25], [0, 0, 0]), stereo([0.5], [-0.5]));
    expect([...mixed.channels[0]]).toEqual([0.75, 0.25, 0.25]);
    expect([...mixed.channels[1]]).toEqual([-0.5, 0, 0]);
    expect([...applyGain(mixed, 2).channels[0]]).toEqual([1.5, 0.5, 0.5]);
    expect(() => mixAudio(stereo([1], [1]), {...stereo([1], [1]), sampleRate: 44100})).toThrow(RangeError);
  });

  it('subtracts buffers from one, so the parts and the rest sum back to it', () => {
    const mix = stereo([1, 0.5, -0.25], [0, 0.75, 0.5]);
    const parts = [stereo([0.5, 0.25, 0], [0, 0.5, 0.25]), stereo([0.25, 0, -0.5], [0.5, 0, 0])];
    const rest = subtractAudio(mix, ...parts);
    expect(rest.sampleRate).toBe(8000);
    expect([...rest.channels[0]]).toEqual([0.25, 0.25, 0.25]);
    expect([...rest.channels[1]]).toEqual([-0.5, 0.25, 0.25]);
    expect(subtractAudio(mix).channels).toEqual(mix.channels);
    expect(subtractAudio(mix).channels[0]).not.toBe(mix.channels[0]);
  });

  it('slices and fits lengths', () => {
    const audio = stereo([1, 2, 3, 4], [5, 6, 7, 8]);
    expect([...sliceAudio(audio, 1, 3).channels[1]]).toEqual([6, 7]);
    expect([...fitLength(audio, 6).channels[0]]).toEqual([1, 2, 3, 4, 0, 0]);
    expect([...fitLength(audio, 2).channels[0]]).toEqual([1, 2]);
  });
});

describe('float WAV', () => {
  it('round-trips exactly and refuses other formats', () => {
    const audio = stereo([0.1, -0.2, 0.3], [1, -1, 0.5]);
    const back = parseFloatWav(floatWavBytes(audio));
    expect(back?.sampleRate).toBe(8000);
    expect(back?.channels).toEqual(audio.channels);
    expect(parseFloatWav(Buffer.from('not a wav file at all'))).toBeNull();
  });
});
