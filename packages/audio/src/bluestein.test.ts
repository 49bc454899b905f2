import {describe, expect, it} from 'vitest';
import {BluesteinDft, realDftOfSize} from './bluestein.ts';
import {RealFft} from './fft.ts';

// The DFT by its definition, for a few bins.
function naiveBin(signal: Float64Array, k: number): [number, number] {
  let re = 0;
  let im = 0;
  for (let n = 0; n < signal.length; n++) {
    const angle = (-2 * Math.PI * ((n * k) % signal.length)) / signal.length;
    re += signal[n]! * Math.cos(angle);
    im += signal[n]! * Math.sin(angle);
  }
  return [re, im];
}

const testSignal = (size: number) =>
  Float64Array.from({length: size}, (_, i) => Math.sin(0.37 * i) + ((i * 7919) % 13) / 13 - 0.5);

describe('BluesteinDft', () => {
  it.each([12, 96, 6144, 7680])('matches the DFT of size %i and inverts it', (size) => {
    const dft = new BluesteinDft(size);
    const signal = testSignal(size);
    const re = new Float64Array(dft.bins);
    const im = new Float64Array(dft.bins);
    dft.forward(signal, re, im);
    for (const k of [0, 1, 5, size / 4, size / 2]) {
      const [expectedRe, expectedIm] = naiveBin(signal, k);
      expect(Math.abs(re[k]! - expectedRe)).toBeLessThan(1e-9 * size);
      expect(Math.abs(im[k]! - expectedIm)).toBeLessThan(1e-9 * size);
    }
    const back = new Float64Array(size);
    dft.inverse(re, im, back);
    for (let n = 0; n < size; n++) expect(Math.abs(back[n]! - signal[n]!)).toBeLessThan(1e-9);
  });

  it('agrees with RealFft where both apply, and realDftOfSize picks RealFft for powers of two', () => {
    const signal = testSignal(1024);
    const [a, b] = [new BluesteinDft(1024), new RealFft(1024)];
    const out = [0, 1].map(() => [new Float64Array(513), new Float64Array(513)] as const);
    a.forward(signal, out[0]![0], out[0]![1]);
    b.forward(signal, out[1]![0], out[1]![1]);
    for (let k = 0; k < 513; k++) expect(Math.abs(out[0]![0][k]! - out[1]![0][k]!)).toBeLessThan(1e-9);
    expect(realDftOfSize(2048)).toBeInstanceOf(RealFft);
    expect(realDftOfSize(6144)).toBeInstanceOf(BluesteinDft);
    expect(() => new BluesteinDft(15)).toThrow(RangeError);
  });
});
