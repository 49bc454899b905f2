import {createIntl} from 'react-intl';
import {describe, expect, it} from 'vitest';
import {daysUntil, formatMinutes, isoDuration, withoutExtension} from './format';

const id = createIntl({locale: 'id', messages: {}});
const en = createIntl({locale: 'en', messages: {}});

describe('format', () => {
  it('writes elapsed time as an ISO duration', () => {
    expect(isoDuration(65.7)).toBe('PT1M5S');
    expect(isoDuration(-3)).toBe('PT0M0S');
  });

  it('writes processing time in seconds under a minute, else in minutes to a tenth', () => {
    expect(formatMinutes(en, 45.4)).toBe('45 seconds');
    expect(formatMinutes(id, 1794)).toBe('29,9 menit');
    expect(formatMinutes(en, 1800)).toBe('30 minutes');
  });

  it('counts whole days ahead, rounded up, and none for a past date', () => {
    const now = new Date('2026-12-07T12:00:00Z');
    expect(daysUntil(new Date('2026-12-08T11:00:00Z'), now)).toBe(1);
    expect(daysUntil(new Date('2026-12-01T00:00:00Z'), now)).toBe(0);
  });
});

describe('withoutExtension', () => {
  it('drops an extension of two to four letters or digits, and nothing else', () => {
    expect(withoutExtension('Bengawan Solo.mp3')).toBe('Bengawan Solo');
    expect(withoutExtension('Latihan.FLAC')).toBe('Latihan');
    expect(withoutExtension('Lagu v1.0 (minus one).m4a')).toBe('Lagu v1.0 (minus one)');
    expect(withoutExtension('Tanpa titik')).toBe('Tanpa titik');
    expect(withoutExtension('Versi.panjang')).toBe('Versi.panjang');
  });
});
