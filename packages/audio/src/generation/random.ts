/** A seeded pseudo-random generator (mulberry32): the same seed gives the same numbers everywhere. */
export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number from `min` to `max` inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** One element of `items`. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** A roughly normal number with mean 0 and the given spread (sum of three uniforms). */
  gauss(spread: number): number {
    return ((this.next() + this.next() + this.next() - 1.5) * spread * 2) / 1.5;
  }

  /** A new generator whose numbers depend on this seed and `label`, so one part's choices do not shift another's. */
  fork(label: string): Random {
    let hash = this.#state ^ 0x9e3779b9;
    for (let i = 0; i < label.length; i++) hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193);
    return new Random(hash >>> 0);
  }
}

/** A seed from the clock and Math.random, for requests without one. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 0xffffffff) >>> 0;
}
