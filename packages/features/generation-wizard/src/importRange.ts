/** A part of a source to process, in seconds from its start. */
export interface ImportRange {
  /** Where the part starts. */
  startSeconds: number;
  /** Where it ends, after `startSeconds`. */
  endSeconds: number;
}

/** The range as typed: two clock texts ("1:30", "2:05"). */
export interface ImportRangeText {
  /** The start as typed. */
  start: string;
  /** The end as typed. */
  end: string;
}

/** Why a typed range cannot be used: a time that is not one, an end not after the start, or past the source's end. */
export type ImportRangeProblem = 'FORMAT' | 'ORDER' | 'OUTSIDE';

/**
 * Seconds from a clock text as people type it: "90", "1:30", "1:02:03", "1:30.5"; undefined for
 * anything else (seconds and minutes after the first part must be under 60).
 */
export function parseClock(text: string): number | undefined {
  const parts = text.trim().replace(',', '.').split(':');
  if (parts.length > 3 || parts.some((part) => !/^\d+(\.\d+)?$/.test(part))) return undefined;
  const numbers = parts.map(Number);
  if (numbers.slice(1).some((value) => value >= 60)) return undefined;
  return numbers.reduce((total, value) => total * 60 + value, 0);
}

/**
 * The typed range in seconds, or why it cannot be used; the end may not pass `durationSeconds`
 * when the source's length is known.
 */
export function parseImportRange(
  text: ImportRangeText,
  durationSeconds: number | null,
): {range: ImportRange; problem?: undefined} | {range?: undefined; problem: ImportRangeProblem} {
  const startSeconds = parseClock(text.start);
  const endSeconds = parseClock(text.end);
  if (startSeconds === undefined || endSeconds === undefined) return {problem: 'FORMAT'};
  if (endSeconds <= startSeconds) return {problem: 'ORDER'};
  // A second of slack: the site's length is rounded, and the end is cut to the source's anyway.
  if (durationSeconds !== null && endSeconds > Math.ceil(durationSeconds) + 1) return {problem: 'OUTSIDE'};
  return {range: {startSeconds, endSeconds: Math.min(endSeconds, durationSeconds ?? endSeconds)}};
}
