import {describe, expect, it} from 'vitest';
import {parseClock, parseImportRange} from './importRange';

describe('parseClock', () => {
  it('reads seconds, minutes:seconds and hours:minutes:seconds, with a decimal point or comma', () => {
    expect(parseClock('90')).toBe(90);
    expect(parseClock(' 1:30 ')).toBe(90);
    expect(parseClock('1:02:03')).toBe(3723);
    expect(parseClock('0:01,5')).toBe(1.5);
  });

  it('refuses what is not a time', () => {
    for (const text of ['', 'abc', '1:60', '1::2', '-1', '1:2:3:4', '1:3o'])
      expect(parseClock(text)).toBeUndefined();
  });
});

describe('parseImportRange', () => {
  it('gives the range in seconds, its end cut to the source', () => {
    expect(parseImportRange({start: '0:30', end: '1:00'}, 200)).toEqual({
      range: {startSeconds: 30, endSeconds: 60},
    });
    expect(parseImportRange({start: '0:00', end: '3:21'}, 200.4)).toEqual({
      range: {startSeconds: 0, endSeconds: 200.4},
    });
    expect(parseImportRange({start: '0:00', end: '9:00'}, null)).toEqual({
      range: {startSeconds: 0, endSeconds: 540},
    });
  });

  it('names the problem: not a time, an end not after the start, past the end of the source', () => {
    expect(parseImportRange({start: 'x', end: '1:00'}, 200).problem).toBe('FORMAT');
    expect(parseImportRange({start: '1:00', end: '1:00'}, 200).problem).toBe('ORDER');
    expect(parseImportRange({start: '1:00', end: '4:00'}, 200).problem).toBe('OUTSIDE');
  });
});
