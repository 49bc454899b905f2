import {createIntl} from 'react-intl';
import {describe, expect, it} from 'vitest';
import {formatFileSize} from './formatFileSize';

const id = createIntl({locale: 'id', messages: {}});
const en = createIntl({locale: 'en', messages: {}});

describe('formatFileSize', () => {
  it('writes a size in the largest decimal unit under it, for the locale', () => {
    expect(formatFileSize(id, 4_400_000)).toBe('4,4 MB');
    expect(formatFileSize(en, 148_000_000)).toBe('148 MB');
    expect(formatFileSize(en, 1_500_000_000)).toBe('1.5 GB');
    expect(formatFileSize(en, 2_500)).toBe('2.5 kB');
    expect(formatFileSize(en, 512)).toBe('512 byte');
  });

  it('writes a part in the unit of its whole', () => {
    expect(formatFileSize(en, 0, 9_400_000)).toBe('0 MB');
    expect(formatFileSize(en, 820_000, 9_400_000)).toBe('0.8 MB');
    expect(formatFileSize(id, 512, 1_500_000_000)).toBe('0 GB');
  });
});
