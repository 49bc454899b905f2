import {createIntl} from 'react-intl';
import {describe, expect, it} from 'vitest';
import en from '../lang/en.json';
import id from '../lang/id.json';
import {playlistErrorCode} from './errors';
import {formatTotalDuration, titleProblem} from './format';

const intlEn = createIntl({locale: 'en', messages: en});
const intlId = createIntl({locale: 'id', messages: id});

describe('formatTotalDuration', () => {
  it('says the total in words in both languages', () => {
    expect(formatTotalDuration(intlEn, 40)).toBe('40 s');
    expect(formatTotalDuration(intlEn, 1500)).toBe('25 min');
    expect(formatTotalDuration(intlEn, 4330)).toBe('1 h 12 min');
    expect(formatTotalDuration(intlId, 40)).toBe('40 dtk');
    expect(formatTotalDuration(intlId, 4330)).toBe('1 j 12 mnt');
  });
});

describe('titleProblem', () => {
  it('wants 1 to 80 characters after trimming', () => {
    expect(titleProblem('   ')).toBe('required');
    expect(titleProblem(` ${'a'.repeat(80)} `)).toBeNull();
    expect(titleProblem('a'.repeat(81))).toBe('tooLong');
  });
});

describe('playlistErrorCode', () => {
  it('knows the API codes, a failed fetch, and nothing else', () => {
    expect(playlistErrorCode({code: 'PLAYLIST_FULL', message: 'full'})).toBe('PLAYLIST_FULL');
    expect(playlistErrorCode('PLAYLIST_LIMIT')).toBe('PLAYLIST_LIMIT');
    expect(playlistErrorCode({code: 'PLAYLIST_TRACK_UNAVAILABLE'})).toBe('PLAYLIST_TRACK_UNAVAILABLE');
    expect(playlistErrorCode(new TypeError('Failed to fetch'))).toBe('network');
    expect(playlistErrorCode({code: 'FILE_NOT_FOUND'})).toBe('unknown');
    expect(playlistErrorCode(undefined)).toBe('unknown');
  });
});
