import {describe, expect, it} from 'vitest';
import {parseRange} from './range.ts';

describe('parseRange (a 1000-byte file)', () => {
  it.each([
    ['bytes=0-9', {start: 0, end: 9}],
    ['bytes=500-', {start: 500, end: 999}],
    ['bytes=-100', {start: 900, end: 999}],
    ['bytes=-5000', {start: 0, end: 999}],
    ['bytes=990-5000', {start: 990, end: 999}],
  ])('reads %s', (header, range) => {
    expect(parseRange(header, 1000)).toEqual({kind: 'partial', range});
  });

  it.each(['bytes=1000-', 'bytes=2000-3000', 'bytes=50-10', 'bytes=-0'])(
    'finds %s unsatisfiable',
    (header) => {
      expect(parseRange(header, 1000)).toEqual({kind: 'unsatisfiable'});
    },
  );

  it.each([undefined, '', 'items=0-9', 'bytes=0-9,20-29', 'bytes=-', 'bytes=a-b'])(
    'serves the whole file for %s',
    (header) => {
      expect(parseRange(header, 1000)).toEqual({kind: 'full'});
    },
  );
});
