import {describe, expect, it} from 'vitest';
import {linkUrlProblem, normalizeLinkUrl} from './linkUrl';

describe('linkUrlProblem', () => {
  it('asks for a link when nothing is typed', () => {
    expect(linkUrlProblem('')).toBe('required');
    expect(linkUrlProblem('   ')).toBe('required');
  });

  it('refuses text that is not a link', () => {
    expect(linkUrlProblem('bengawan solo')).toBe('invalid');
    expect(linkUrlProblem('youtube')).toBe('invalid');
    expect(linkUrlProblem('https://youtube')).toBe('invalid');
    expect(linkUrlProblem('https://')).toBe('invalid');
  });

  it('refuses links that are not web links', () => {
    expect(linkUrlProblem('ftp://example.com/song.mp3')).toBe('protocol');
    expect(linkUrlProblem('file:///etc/passwd')).toBe('protocol');
    expect(linkUrlProblem('javascript:alert(1)')).toBe('protocol');
  });

  it('lets web links through, with or without their scheme', () => {
    expect(linkUrlProblem('https://www.youtube.com/watch?v=abc')).toBeNull();
    expect(linkUrlProblem(' http://127.0.0.1:1/ ')).toBeNull();
    expect(linkUrlProblem('youtu.be/abc')).toBeNull();
    expect(linkUrlProblem('example.com:8080/video')).toBeNull();
  });

  // Issue 42: localhost is a link the server refuses as a private address, not text that is no link.
  it('lets links to localhost through, for the server to refuse', () => {
    expect(linkUrlProblem('http://localhost:3000/')).toBeNull();
    expect(linkUrlProblem('https://LOCALHOST/video')).toBeNull();
    expect(linkUrlProblem('localhost:3000/')).toBeNull();
    expect(linkUrlProblem('localhost')).toBeNull();
  });
});

describe('normalizeLinkUrl', () => {
  it('trims and adds https to a bare host', () => {
    expect(normalizeLinkUrl('  youtu.be/abc ')).toBe('https://youtu.be/abc');
    expect(normalizeLinkUrl('http://127.0.0.1:1/')).toBe('http://127.0.0.1:1/');
    expect(normalizeLinkUrl('http://localhost:3000/')).toBe('http://localhost:3000/');
    expect(normalizeLinkUrl('localhost:3000/lagu')).toBe('https://localhost:3000/lagu');
  });

  it('gives null for what is not a web link', () => {
    expect(normalizeLinkUrl('two words.com')).toBeNull();
    expect(normalizeLinkUrl('mailto:a@b.c')).toBeNull();
  });
});
