import {describe, expect, it} from 'vitest';
import {cleanLine, cleanText, lineSchema, textSchema} from './displayText.ts';

describe('cleanLine', () => {
  // Issue 41: display names kept NUL and U+202E (which shows "Sari\u202Eliam.exe" as "Sariexe.liam").
  it.each([
    ['Sari\u0000 Dewi', 'Sari Dewi'],
    ['Sari\u202Eliam.exe', 'Sariliam.exe'],
    ['\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061CBudi', 'Budi'],
    ['Budi\u0007\u001B[31m\u007F\u0085\u009B', 'Budi[31m'],
    ['\uFEFFBudi\u2060\u2062', 'Budi'],
    ['Sari\nDewi\r\nPutri\tAyu\u2028Lestari', 'Sari Dewi Putri Ayu Lestari'],
    ['  Sari    Dewi  ', 'Sari Dewi'],
    ['Sari\uD800Dewi', 'SariDewi'],
  ])('drops what is hidden or controls from %j', (input, expected) => {
    expect(cleanLine(input)).toBe(expected);
  });

  it.each([
    'Ibadah Minggu Pagi',
    'Lagu untuk latihan paduan suara — Natal 2026',
    'محمد عبد الله',
    'שלום',
    'गीत',
    'می‌خواهم',
    '🎤 Karaoke 🎶',
    '👨‍👩‍👧 Keluarga',
    '🏳️‍🌈 ❤️',
    '🏴󠁧󠁢󠁳󠁣󠁴󠁿 Skotlandia',
    '歌 うた',
  ])('keeps %j as typed', (text) => {
    expect(cleanLine(text)).toBe(text);
  });

  it('composes to NFC, so one name has one spelling', () => {
    expect(cleanLine('Jose\u0301')).toBe('Jos\u00E9');
  });
});

describe('cleanText', () => {
  it('keeps line breaks and tabs, drops the rest as cleanLine does', () => {
    expect(cleanText('  Halo,\r\n\u202Evokal\u0000 masih\tterdengar.\n\nTerima kasih 🙏  ')).toBe(
      'Halo,\nvokal masih\tterdengar.\n\nTerima kasih 🙏',
    );
  });
});

describe('the schemas', () => {
  it('clean before checking the length, so hidden characters alone are empty', () => {
    const title = lineSchema().min(1).max(5);
    expect(title.parse(' \u202EAbc\u0000 ')).toBe('Abc');
    expect(title.safeParse('\u202E\u0000\u200F').success).toBe(false);
    expect(title.safeParse(`Abcde${'\u202E'.repeat(10)}`).success).toBe(true);
    expect(textSchema().max(3).parse('a\u202E\nb')).toBe('a\nb');
  });
});
