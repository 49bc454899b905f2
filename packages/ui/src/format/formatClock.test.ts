import {describe, expect, it} from 'vitest';
import {formatClock} from './formatClock';

describe('formatClock', () => {
  it('reads minutes and seconds, and hours when there are any', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
  });

  it('rounds a running time down and a length to the nearest second', () => {
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(187.6, {rounding: 'nearest'})).toBe('3:08');
    expect(formatClock(187.4, {rounding: 'nearest'})).toBe('3:07');
  });

  it('reads a negative or unknown time as zero', () => {
    expect(formatClock(-3)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(-0.4, {rounding: 'nearest'})).toBe('0:00');
  });
});
