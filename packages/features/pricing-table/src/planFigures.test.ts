import {createIntl} from 'react-intl';
import {describe, expect, it} from 'vitest';
import {catalogPlan, formatPrice, planFigures, planFor, planPrice} from './planFigures';
import {apiCatalogue as catalog} from './storybook/fixtures';

describe("the API's plan catalogue on the pages", () => {
  const format = (locale: 'id' | 'en', id: string, period: 'monthly' | 'yearly') => {
    const currency = locale === 'id' ? 'IDR' : 'USD';
    const price = planPrice(catalogPlan(catalog, id), catalog.minorUnits, currency, period);
    return formatPrice(createIntl({locale, messages: {}}), price).replace(/\s/g, ' ');
  };

  it('formats rupiah for Indonesian and dollars for English, per month and per year', () => {
    expect(format('id', 'plus', 'monthly')).toBe('Rp 49.000');
    expect(format('id', 'pro', 'yearly')).toBe('Rp 1.290.000');
    expect(format('en', 'plus', 'monthly')).toBe('$3.99');
    expect(format('en', 'plus', 'yearly')).toBe('$39.90');
    expect(format('en', 'free', 'monthly')).toBe('$0');
  });

  it("shows the API's seconds and bytes as minutes and MB, never rounding up", () => {
    expect(planFigures(catalogPlan(catalog, 'free'))).toEqual({
      monthlyMinutes: 30,
      maxFileMegabytes: 50,
      maxSongMinutes: 15,
      retentionDays: 7,
      maxStems: 4,
      outputFormats: ['mp3', 'wav', 'flac'],
      priorityQueue: false,
    });
    const odd = {...catalogPlan(catalog, 'free'), maxSongSeconds: 899, maxFileBytes: 50 * 1024 * 1024 - 1};
    expect(planFigures(odd)).toMatchObject({maxSongMinutes: 14, maxFileMegabytes: 49});
    expect(planFigures({...odd, stemSets: ['2']}).maxStems).toBe(2);
  });

  it("finds a user's plan by the id the credits name, and the free plan until it is known", () => {
    expect(planFor(catalog, 'pro').id).toBe('pro');
    expect(planFor(catalog, undefined).id).toBe('free');
    expect(planFor(catalog, 'gold').id).toBe('free');
    expect(() => planFor({items: []}, 'free')).toThrow(RangeError);
  });

  it('refuses a plan the catalogue does not have', () => {
    expect(() => catalogPlan({items: catalog.items.slice(0, 0)}, 'plus')).toThrow(RangeError);
  });
});
