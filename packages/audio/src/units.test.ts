import {describe, expect, it} from 'vitest';
import {
  decibelsToGain,
  gainToDecibels,
  hertzToMidi,
  midiToHertz,
  ratioToSemitones,
  semitonesToRatio,
} from './units.ts';

describe('units', () => {
  it('an octave doubles the frequency and a fifth is close to 3/2', () => {
    expect(semitonesToRatio(12)).toBeCloseTo(2, 12);
    expect(semitonesToRatio(-12)).toBeCloseTo(0.5, 12);
    expect(semitonesToRatio(7)).toBeCloseTo(1.4983, 4);
  });

  it('semitones and ratios round-trip', () => {
    for (const shift of [-12, -5, -1, 0, 2, 11])
      expect(ratioToSemitones(semitonesToRatio(shift))).toBeCloseTo(shift, 10);
  });

  it('refuses impossible input with a RangeError', () => {
    expect(() => semitonesToRatio(Number.NaN)).toThrow(RangeError);
    expect(() => ratioToSemitones(0)).toThrow(RangeError);
    expect(() => gainToDecibels(-1)).toThrow(RangeError);
    expect(() => hertzToMidi(0)).toThrow(RangeError);
  });

  it('converts between gain and decibels', () => {
    expect(gainToDecibels(1)).toBe(0);
    expect(gainToDecibels(0.5)).toBeCloseTo(-6.0206, 4);
    expect(decibelsToGain(-6.0206)).toBeCloseTo(0.5, 4);
    expect(gainToDecibels(0)).toBe(-Infinity);
  });

  it('maps MIDI notes to hertz and back with cents', () => {
    expect(midiToHertz(69)).toBe(440);
    expect(midiToHertz(60)).toBeCloseTo(261.626, 3);
    expect(hertzToMidi(440)).toEqual({note: 69, cents: 0});
    expect(hertzToMidi(445)).toEqual({note: 69, cents: 20});
  });
});
