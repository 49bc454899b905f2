import {describe, expect, it} from 'vitest';
import {contentDisposition, sanitizeFileName} from './fileName.ts';

describe('sanitizeFileName', () => {
  it.each([
    ['Lagu Indonesia — Bengawan Solo.mp3', 'Lagu Indonesia — Bengawan Solo.mp3'],
    ['C:\\Users\\sari\\Musik\\lagu.mp3', 'lagu.mp3'],
    ['../../etc/passwd', 'passwd'],
    ['evil\u202Egnp.mp3', 'evilgnp.mp3'],
    ['line\r\nbreak.wav', 'linebreak.wav'],
    ['  many   spaces .flac ', 'many spaces .flac'],
    ['Cafe\u0301.mp3', 'Café.mp3'],
  ])('cleans %j', (name, expected) => {
    expect(sanitizeFileName(name, 'audio.mp3')).toBe(expected);
  });

  it('falls back when nothing is left, and caps the length', () => {
    expect(sanitizeFileName(undefined, 'audio.mp3')).toBe('audio.mp3');
    expect(sanitizeFileName('/\u0000', 'audio.wav')).toBe('audio.wav');
    expect([...sanitizeFileName('é'.repeat(300), 'x')]).toHaveLength(200);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 6266, RFC 5987)', () => {
    expect(contentDisposition('inline', 'Lagu Indonesia — Bengawan Solo.mp3')).toBe(
      'inline; filename="Lagu Indonesia _ Bengawan Solo.mp3"; filename*=UTF-8\'\'Lagu%20Indonesia%20%E2%80%94%20Bengawan%20Solo.mp3',
    );
    expect(contentDisposition('attachment', `Café "live" (1)'s.mp3`)).toBe(
      "attachment; filename=\"Cafe _live_ (1)'s.mp3\"; filename*=UTF-8''Caf%C3%A9%20%22live%22%20%281%29%27s.mp3",
    );
  });
});
