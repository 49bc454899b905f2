import {describe, expect, it} from 'vitest';
import {RealFft} from './fft.ts';
import {FrameProcessor, istft, magnitude, stft} from './stft.ts';

function noise(length: number, seed = 1): Float32Array {
  let state = seed;
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    state = (state * 1664525 + 1013904223) >>> 0;
    out[i] = state / 2 ** 31 - 1;
  }
  return out;
}

describe('RealFft', () => {
  for (const size of [4, 8, 64, 128])
    it(`matches a direct DFT and inverts exactly (size ${size})`, () => {
      const fft = new RealFft(size);
      const input = noise(size, 7);
      const re = new Float64Array(fft.bins);
      const im = new Float64Array(fft.bins);
      fft.forward(input, re, im);
      for (let k = 0; k < fft.bins; k++) {
        let sr = 0;
        let si = 0;
        for (let n = 0; n < size; n++) {
          sr += input[n]! * Math.cos((2 * Math.PI * k * n) / size);
          si -= input[n]! * Math.sin((2 * Math.PI * k * n) / size);
        }
        expect(re[k]).toBeCloseTo(sr, 9);
        expect(im[k]).toBeCloseTo(si, 9);
      }
      const back = new Float64Array(size);
      fft.inverse(re, im, back);
      for (let n = 0; n < size; n++) expect(back[n]).toBeCloseTo(input[n]!, 12);
    });

  it('puts a sine on a bin centre into that bin', () => {
    const fft = new RealFft(1024);
    const input = new Float64Array(1024).map((_, n) => Math.sin((2 * Math.PI * 37 * n) / 1024));
    const re = new Float64Array(fft.bins);
    const im = new Float64Array(fft.bins);
    fft.forward(input, re, im);
    expect(Math.hypot(re[37]!, im[37]!)).toBeCloseTo(512, 6);
    expect(Math.hypot(re[36]!, im[36]!)).toBeLessThan(1e-9);
  });

  it('refuses sizes that are not powers of two', () => {
    expect(() => new RealFft(1000)).toThrow(RangeError);
  });
});

describe('stft / istft', () => {
  const cases = [
    {window: 'hann', overlap: 0.75},
    {window: 'sqrt-hann', overlap: 0.75},
    {window: 'hann', overlap: 0.5},
    {window: 'sqrt-hann', overlap: 0.5},
  ] as const;
  for (const {window, overlap} of cases)
    it(`reconstructs perfectly with ${window} at ${overlap * 100} % overlap`, () => {
      const signal = noise(44100 + 123, 3);
      const nFft = 2048;
      const spec = stft(signal, {nFft, hop: nFft * (1 - overlap), window});
      const back = istft(spec);
      expect(back.length).toBe(signal.length);
      let maxError = 0;
      for (let i = 0; i < signal.length; i++) maxError = Math.max(maxError, Math.abs(back[i]! - signal[i]!));
      expect(maxError).toBeLessThan(1e-5);
    });

  it('reconstructs with a hop that does not divide nFft, and to a requested length', () => {
    const signal = noise(20000, 5);
    const back = istft(stft(signal, {nFft: 1024, hop: 300, window: 'hann'}));
    let maxError = 0;
    for (let i = 0; i < signal.length; i++) maxError = Math.max(maxError, Math.abs(back[i]! - signal[i]!));
    expect(maxError).toBeLessThan(1e-5);
    const spec = stft(signal, {nFft: 1024, hop: 256});
    expect(istft(spec, {length: 19000}).length).toBe(19000);
    const longer = istft(spec, {length: 21000});
    expect(longer[19999]).toBeCloseTo(signal[19999]!, 5);
    expect(longer[20999]).toBe(0);
  });

  it('shows a steady sine as one ridge', () => {
    const sampleRate = 44100;
    const bin = 100;
    const frequency = (bin * sampleRate) / 2048;
    const signal = new Float32Array(8192).map((_, n) => Math.sin((2 * Math.PI * frequency * n) / sampleRate));
    const spec = stft(signal, {nFft: 2048, hop: 512});
    const mag = magnitude(spec);
    const row = mag.subarray(4 * spec.bins, 5 * spec.bins);
    expect(row.indexOf(Math.max(...row))).toBe(bin);
  });

  it('checks its arguments', () => {
    expect(() => stft(new Float32Array(10), {nFft: 1000})).toThrow(RangeError);
    expect(() => stft(new Float32Array(10), {nFft: 1024, hop: 0})).toThrow(RangeError);
    expect(() => stft(new Float32Array(10), {nFft: 1024, hop: 2048})).toThrow(RangeError);
  });
});

describe('FrameProcessor', () => {
  it('analyses frames like stft and reconstructs by streaming overlap-add', () => {
    const signal = noise(10000 + 77, 11);
    const spec = stft(signal, {nFft: 1024, hop: 256});
    const processor = new FrameProcessor(signal, {nFft: 1024, hop: 256});
    expect(processor.frames).toBe(spec.frames);
    for (let t = 0; t < processor.frames; t++) {
      processor.analyze(t);
      expect(processor.re[5]).toBeCloseTo(spec.re[t * spec.bins + 5]!, 4);
      processor.synthesize();
    }
    let maxError = 0;
    for (let i = 0; i < signal.length; i++)
      maxError = Math.max(maxError, Math.abs(processor.output[i]! - signal[i]!));
    expect(maxError).toBeLessThan(1e-5);
    expect(() => processor.synthesize()).toThrow(RangeError);
  });
});
