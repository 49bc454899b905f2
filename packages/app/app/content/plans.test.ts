import {createIntl} from 'react-intl';
import {describe, expect, it} from 'vitest';
import {PLANS, currencyFor, planById, planPrice} from './plans';

// Intl puts a no-break space between "Rp" and the amount; compare with plain spaces.
const shown = (locale: 'id' | 'en', id: 'free' | 'plus' | 'pro') => {
  const price = planPrice(planById(id), locale);
  return createIntl({locale, messages: {}}).formatNumber(price.value, price.format).replace(/\s/g, ' ');
};

describe('plan catalogue', () => {
  it('shows rupiah on Indonesian pages and US dollars on English ones', () => {
    expect(currencyFor('id')).toBe('IDR');
    expect(currencyFor('en')).toBe('USD');
  });

  it('formats rupiah as whole rupiah with Indonesian grouping', () => {
    expect(shown('id', 'plus')).toBe('Rp 49.000');
    expect(shown('id', 'pro')).toBe('Rp 129.000');
    expect(shown('id', 'free')).toBe('Rp 0');
  });

  it('formats dollars with cents, and a free plan without them', () => {
    expect(shown('en', 'plus')).toBe('$3.99');
    expect(shown('en', 'pro')).toBe('$9.99');
    expect(shown('en', 'free')).toBe('$0');
  });

  it('gives more of everything on each dearer plan', () => {
    for (const [cheaper, dearer] of [
      [PLANS[0], PLANS[1]],
      [PLANS[1], PLANS[2]],
    ] as const) {
      expect(dearer.monthlyPrice.IDR).toBeGreaterThan(cheaper.monthlyPrice.IDR);
      expect(dearer.monthlyPrice.USD).toBeGreaterThan(cheaper.monthlyPrice.USD);
      expect(dearer.monthlyMinutes).toBeGreaterThan(cheaper.monthlyMinutes);
      expect(dearer.maxFileSize).toBeGreaterThan(cheaper.maxFileSize);
      expect(dearer.maxTrackLength).toBeGreaterThan(cheaper.maxTrackLength);
      expect(dearer.fileRetention).toBeGreaterThan(cheaper.fileRetention);
    }
  });

  it('lets every plan process at least one song of its longest allowed length', () => {
    for (const plan of PLANS) expect(plan.monthlyMinutes).toBeGreaterThanOrEqual(plan.maxTrackLength);
  });

  it('refuses an unknown plan', () => {
    expect(() => planById('gold' as 'pro')).toThrow(RangeError);
  });
});
