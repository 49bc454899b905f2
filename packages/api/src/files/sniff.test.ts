import {describe, expect, it} from 'vitest';
import {sniffAudio} from './sniff.ts';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('sniffAudio', () => {
  it.each([
    ['an ID3-tagged mp3', bytes('ID3', [4, 0, 0]), 'mp3', 'audio/mpeg'],
    ['a bare MPEG frame', bytes([0xff, 0xfb, 0x50, 0xc4]), 'mp3', 'audio/mpeg'],
    ['an ADTS AAC frame', bytes([0xff, 0xf1, 0x50, 0x80]), 'aac', 'audio/aac'],
    ['a RIFF WAVE', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), 'wav', 'audio/wav'],
    ['a FLAC stream', bytes('fLaC', [0, 0, 0, 0x22]), 'flac', 'audio/flac'],
    ['an Ogg page', bytes('OggS', [0, 2]), 'ogg', 'audio/ogg'],
    ['an M4A', bytes([0, 0, 0, 0x20], 'ftypM4A '), 'mp4', 'audio/mp4'],
    ['a WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'), 'webm', 'audio/webm'],
    [
      'a Matroska',
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'),
      'matroska',
      'audio/x-matroska',
    ],
  ])('recognises %s', (_name, head, family, contentType) => {
    expect(sniffAudio(head)).toMatchObject({family, contentType});
  });

  it.each([
    ['text', bytes('Ini bukan lagu.')],
    ['a PNG', bytes([0x89], 'PNG\r\n')],
    ['a RIFF that is not WAVE', bytes('RIFF', [0, 0, 0, 0], 'AVI ')],
    ['nothing', Buffer.alloc(0)],
    ['a lone 0xFF', bytes([0xff])],
  ])('does not take %s for audio', (_name, head) => {
    expect(sniffAudio(head)).toBeUndefined();
  });
});
