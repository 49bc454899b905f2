import {describe, expect, it} from 'vitest';
import {searchFaq} from './faq';

const entries = [
  {id: 'a', question: 'Apa itu minus one?', answer: 'Lagu tanpa vokal, untuk bernyanyi.'},
  {id: 'b', question: 'Format apa saja?', answer: 'MP3, WAV, FLAC dan video. Hasil minus one dalam MP3.'},
  {id: 'c', question: 'Bagaimana menghapus akun?', answer: 'Di profil, pilih Hapus akun.'},
];

describe('searchFaq', () => {
  it('keeps every entry for an empty query', () => {
    expect(searchFaq(entries, '  ').map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });

  it('needs every word, ignores case and accents, and puts question matches first', () => {
    expect(searchFaq(entries, 'MINUS one').map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(searchFaq(entries, 'hapús akun').map((entry) => entry.id)).toEqual(['c']);
    expect(searchFaq(entries, 'vokal flac')).toEqual([]);
  });
});
