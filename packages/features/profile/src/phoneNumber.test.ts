import {describe, expect, it} from 'vitest';
import {isPhoneNumber, normalizePhoneNumber} from './phoneNumber';

describe('normalizePhoneNumber', () => {
  it('gives an Indonesian number written the local way the +62 country code', () => {
    expect(normalizePhoneNumber('0812-3456-7890')).toBe('+6281234567890');
    expect(normalizePhoneNumber('62 812 3456 7890')).toBe('+6281234567890');
  });
  it('keeps an international number and drops its spacing', () => {
    expect(normalizePhoneNumber('+44 (20) 7946 0958')).toBe('+442079460958');
  });
  it('turns empty text into no number', () => {
    expect(normalizePhoneNumber('  ')).toBeNull();
  });
});

describe('isPhoneNumber', () => {
  it('accepts E.164 numbers and empty text', () => {
    expect(isPhoneNumber('+6281234567890')).toBe(true);
    expect(isPhoneNumber('')).toBe(true);
  });
  it('refuses too short numbers, letters and a zero country code', () => {
    expect(isPhoneNumber('812-34')).toBe(false);
    expect(isPhoneNumber('+62 812 abc')).toBe(false);
    expect(isPhoneNumber('+0123456789')).toBe(false);
    expect(isPhoneNumber('+1234567890123456')).toBe(false);
  });
});
