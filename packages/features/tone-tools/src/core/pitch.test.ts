import {describe, expect, it} from 'vitest';
import {centsBetween, frequencyToNote, midiToFrequency, midiToNoteName, parseNoteName} from './notes';
import {detectPitch} from './pitch';

const RATE = 48_000;

/** A block of harmonics (amplitude per harmonic, from the fundamental) plus seeded white noise. */
function signal(frequency: number, harmonics: number[], noise = 0, length = 4096): Float32Array {
  const block = new Float32Array(length);
  let seed = 7;
  for (let index = 0; index < length; index += 1) {
    let value = 0;
    harmonics.forEach((amplitude, harmonic) => {
      value += amplitude * Math.sin((2 * Math.PI * frequency * (harmonic + 1) * index) / RATE + harmonic);
    });
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    block[index] = value + noise * (seed / 2 ** 30 - 1);
  }
  return block;
}

describe('detectPitch', () => {
  it.each([41.2, 82.41, 110, 196, 261.63, 440, 659.25, 1318.5])(
    'finds a pure %s Hz within half a cent',
    (frequency) => {
      const estimate = detectPitch(signal(frequency, [0.5]), RATE);
      expect(estimate).not.toBeNull();
      expect(Math.abs(centsBetween(estimate?.frequency ?? 0, frequency))).toBeLessThan(0.5);
    },
  );

  it('finds the fundamental under strong harmonics, not an octave above', () => {
    // A bowed-string-like spectrum whose second harmonic is louder than the fundamental.
    const estimate = detectPitch(signal(146.83, [0.3, 0.5, 0.35, 0.2, 0.1]), RATE);
    expect(Math.abs(centsBetween(estimate?.frequency ?? 0, 146.83))).toBeLessThan(1);
  });

  it('finds a missing fundamental from its harmonics', () => {
    const estimate = detectPitch(signal(110, [0, 0.4, 0.3, 0.2]), RATE);
    expect(Math.abs(centsBetween(estimate?.frequency ?? 0, 110))).toBeLessThan(2);
  });

  it('holds within two cents with noise 20 dB under the tone', () => {
    const estimate = detectPitch(signal(329.63, [0.5, 0.2], 0.05), RATE);
    expect(Math.abs(centsBetween(estimate?.frequency ?? 0, 329.63))).toBeLessThan(2);
  });

  it('reports silence and plain noise as no pitch', () => {
    expect(detectPitch(new Float32Array(4096), RATE)).toBeNull();
    expect(detectPitch(signal(440, [0], 0.5), RATE)).toBeNull();
  });

  it('refuses a bad sample rate or range', () => {
    expect(() => detectPitch(new Float32Array(16), 0)).toThrow(RangeError);
    expect(() => detectPitch(new Float32Array(16), RATE, {minFrequency: 500, maxFrequency: 100})).toThrow(
      RangeError,
    );
  });
});

describe('notes', () => {
  it('names a frequency and its offset in cents under a reference', () => {
    expect(frequencyToNote(440)).toMatchObject({name: 'A', octave: 4, midi: 69});
    const sharp = frequencyToNote(440 * 2 ** (10 / 1200));
    expect(sharp.cents).toBeCloseTo(10, 6);
    expect(frequencyToNote(415, 415)).toMatchObject({
      name: 'A',
      octave: 4,
      cents: expect.closeTo(0, 6) as number,
    });
    expect(frequencyToNote(82.41)).toMatchObject({name: 'E', octave: 2});
  });

  it('parses note names with sharps and flats', () => {
    expect(parseNoteName('A4')).toBe(69);
    expect(parseNoteName('c#3')).toBe(49);
    expect(parseNoteName('Bb2')).toBe(46);
    expect(parseNoteName('E♭5')).toBe(75);
    expect(parseNoteName('H2')).toBeUndefined();
    expect(parseNoteName('A')).toBeUndefined();
    expect(midiToNoteName(61)).toBe('C#4');
    expect(midiToFrequency(57, 432)).toBeCloseTo(216, 6);
  });

  it('refuses a reference outside 415..466 Hz', () => {
    expect(() => frequencyToNote(440, 400)).toThrow(RangeError);
    expect(() => midiToFrequency(69, 470)).toThrow(RangeError);
  });
});
