import type {RepeatMode} from './types';

/** The queue index `step` places along the play order, wrapping with repeat all; null past an end. */
export function neighbourInOrder(
  order: number[],
  index: number,
  step: 1 | -1,
  repeat: RepeatMode,
): number | null {
  const position = order.indexOf(index);
  if (position < 0 || order.length === 0) return null;
  const target = position + step;
  if (target >= 0 && target < order.length) return order[target] ?? null;
  if (repeat !== 'all') return null;
  return order[(target + order.length) % order.length] ?? null;
}

/** A play order over `length` tracks: the current one first, then every other one in a Fisher–Yates order. */
export function shuffledOrder(length: number, currentIndex: number, random: () => number): number[] {
  const rest = Array.from({length}, (_, index) => index).filter((index) => index !== currentIndex);
  for (let i = rest.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j] ?? 0, rest[i] ?? 0];
  }
  return currentIndex >= 0 ? [currentIndex, ...rest] : rest;
}
