import {describe, expect, it} from 'vitest';
import {stemFileName, variantFileName, variantWords} from './resultNames.ts';

describe('variantWords', () => {
  it('says nothing of the defaults: two stems, the original key and tempo, MP3', () => {
    expect(variantWords({}, 'id')).toEqual([]);
    expect(variantWords({stems: '2', semitones: 0, tempo: 1, format: 'mp3'}, 'en')).toEqual([]);
  });

  it('names the stem set, the key change, the tempo and the format in the language asked', () => {
    const variant = {stems: '4', semitones: 2, tempo: 0.9, format: 'wav'} as const;
    expect(variantWords(variant, 'id')).toEqual(['4 stem', '+2 semiton', 'tempo 90%', 'WAV']);
    expect(variantWords(variant, 'en')).toEqual(['4 stems', '+2 semitones', 'tempo 90%', 'WAV']);
  });

  it('writes a lowered key with its sign, one semitone in the singular, and a decimal tempo in each language’s way', () => {
    expect(variantWords({semitones: -1, tempo: 1.125}, 'en')).toEqual(['-1 semitone', 'tempo 112.5%']);
    expect(variantWords({semitones: -1, tempo: 1.125}, 'id')).toEqual(['-1 semiton', 'tempo 112,5%']);
  });
});

describe('result file names', () => {
  // Issue 42: the original-key and the +2 / 90 % minus one of one song both were "Lagu Bintang (minus one).mp3".
  it('gives two results of one song different names', () => {
    const original = stemFileName(
      'Lagu Bintang',
      'minus one',
      {stems: '2', semitones: 0, tempo: 1},
      'id',
      '.mp3',
    );
    const changed = stemFileName(
      'Lagu Bintang',
      'minus one',
      {stems: '2', semitones: 2, tempo: 0.9},
      'id',
      '.mp3',
    );
    expect(original).toBe('Lagu Bintang (minus one).mp3');
    expect(changed).toBe('Lagu Bintang (minus one, +2 semiton, tempo 90%).mp3');
    expect(variantFileName('Lagu Bintang', {stems: '2', semitones: 0, tempo: 1}, 'id', '.zip')).toBe(
      'Lagu Bintang.zip',
    );
    expect(variantFileName('Lagu Bintang', {stems: '2', semitones: 2, tempo: 0.9}, 'en', '.zip')).toBe(
      'Lagu Bintang (+2 semitones, tempo 90%).zip',
    );
  });

  it('leaves the format to a stem file’s extension', () => {
    expect(stemFileName('Lagu', 'vocals', {stems: '4', format: 'wav'}, 'en', '.wav')).toBe(
      'Lagu (vocals, 4 stems).wav',
    );
  });
});
