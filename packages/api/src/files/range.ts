import type {ByteRange} from '../storage/storage.ts';

/** What a Range header asks of a file of a given size. */
export type RangeRequest = {kind: 'full'} | {kind: 'partial'; range: ByteRange} | {kind: 'unsatisfiable'};

const single = /^bytes=(\d*)-(\d*)$/;

/**
 * Reads a `Range: bytes=...` header against a file of `size` bytes: `start-end`, `start-` and the
 * suffix form `-length`. No header, another unit, or several ranges serve the whole file (RFC 9110
 * lets a server ignore Range; players ask for one range). A range past the end, or backwards, is
 * unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = header ? single.exec(header.trim()) : null;
  if (!match) return {kind: 'full'};
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return {kind: 'full'};
  if (first === '') {
    const length = Number(last);
    if (length === 0) return {kind: 'unsatisfiable'};
    return {kind: 'partial', range: {start: Math.max(0, size - length), end: size - 1}};
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return {kind: 'unsatisfiable'};
  return {kind: 'partial', range: {start, end}};
}
