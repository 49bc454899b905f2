import {describe, expect, it} from 'vitest';
import {periodEnd} from './store.ts';

describe('periodEnd', () => {
  it('is the same day a month or a year on, or the last day of a shorter month', () => {
    expect(periodEnd(new Date('2026-11-26T05:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-12-26T05:00:00.000Z',
    );
    expect(periodEnd(new Date('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(periodEnd(new Date('2026-12-31T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2027-01-31T00:00:00.000Z',
    );
    expect(periodEnd(new Date('2028-02-29T12:00:00Z'), 'yearly').toISOString()).toBe(
      '2029-02-28T12:00:00.000Z',
    );
    expect(periodEnd(new Date('2026-11-26T05:00:00Z'), 'yearly').toISOString()).toBe(
      '2027-11-26T05:00:00.000Z',
    );
  });
});
