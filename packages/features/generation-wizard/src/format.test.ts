import {createIntl} from 'react-intl';
import {describe, expect, it} from 'vitest';
import idMessages from '../lang/id.json';
import {formatMusicalKey, formatSpeed, formatTimeLeft} from './format';

const id = createIntl({locale: 'id', messages: idMessages});
const en = createIntl({locale: 'en', messages: {}});

describe('format', () => {
  it('writes speeds per second and rough times left', () => {
    expect(formatSpeed(id, 1_200_000)).toBe('1,2 MB/dtk');
    expect(formatSpeed(en, 820_000)).toBe('820 kB/s');
    expect(formatTimeLeft(id, 14.2)).toBe('15 detik');
    expect(formatTimeLeft(en, 0.2)).toBe('1 second');
    expect(formatTimeLeft(en, 150)).toBe('3 minutes');
  });

  it('names a key the API found in the user’s language, and leaves an unknown spelling alone', () => {
    expect(formatMusicalKey(id, 'Bb major')).toBe('Bb mayor');
    expect(formatMusicalKey(id, 'B major')).toBe('B mayor');
    expect(formatMusicalKey(id, 'F# minor')).toBe('F# minor');
    expect(formatMusicalKey(en, 'Bb major')).toBe('Bb major');
    expect(formatMusicalKey(id, '')).toBe('');
    expect(formatMusicalKey(id, 'H dur')).toBe('H dur');
  });
});
