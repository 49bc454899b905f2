import {act, renderHook} from '@testing-library/react';
import type {ReactNode} from 'react';
import {IntlProvider} from 'react-intl';
import {describe, expect, it, vi} from 'vitest';
import {catalogue} from './storybook/fixtures';
import {currencyForLocale, usePricingTable, type UsePricingTableOptions} from './usePricingTable';

const inLocale =
  (locale: string) =>
  ({children}: {children: ReactNode}) => (
    <IntlProvider locale={locale} messages={{}}>
      {children}
    </IntlProvider>
  );

function renderTable(locale: string, options: Partial<UsePricingTableOptions> = {}) {
  return renderHook(() => usePricingTable({...catalogue, ...options}), {wrapper: inLocale(locale)});
}

describe('currencyForLocale', () => {
  it('prices Indonesian pages in rupiah and every other language in US dollars', () => {
    expect(currencyForLocale('id')).toBe('IDR');
    expect(currencyForLocale('id-ID')).toBe('IDR');
    expect(currencyForLocale('en')).toBe('USD');
  });
});

describe('usePricingTable', () => {
  it('shows monthly rupiah prices and Indonesian names on Indonesian pages', () => {
    const {result} = renderTable('id');
    expect(result.current.period).toBe('monthly');
    expect(result.current.currency).toBe('IDR');
    expect(result.current.plans.map((plan) => [plan.name, plan.price])).toEqual([
      ['Gratis', {amount: 0, currency: 'IDR', fractionDigits: 0}],
      ['Plus', {amount: 49_000, currency: 'IDR', fractionDigits: 0}],
      ['Pro', {amount: 129_000, currency: 'IDR', fractionDigits: 0}],
    ]);
    expect(result.current.plans.every((plan) => plan.monthlyEquivalent === null)).toBe(true);
  });

  it('shows dollars with cents on English pages', () => {
    const {result} = renderTable('en');
    expect(result.current.plans[1]?.price).toEqual({amount: 3.99, currency: 'USD', fractionDigits: 2});
    expect(result.current.plans[0]?.name).toBe('Free');
  });

  it('switches to yearly prices with what they come to a month and the saving', () => {
    const onPeriodChange = vi.fn();
    const {result} = renderTable('id', {onPeriodChange});
    act(() => result.current.setPeriod('yearly'));
    expect(onPeriodChange).toHaveBeenCalledWith('yearly');
    const [free, plus] = result.current.plans;
    expect(plus?.price.amount).toBe(490_000);
    expect(plus?.monthlyEquivalent?.amount).toBe(40_833);
    expect(plus?.yearlySaving).toBeCloseTo(1 - 490_000 / 588_000);
    expect(free?.monthlyEquivalent).toBeNull();
    expect(free?.yearlySaving).toBeNull();
  });

  it('follows the period its caller controls', () => {
    const {result, rerender} = renderHook(
      ({period}: {period: 'monthly' | 'yearly'}) => usePricingTable({...catalogue, period}),
      {wrapper: inLocale('en'), initialProps: {period: 'yearly'}},
    );
    expect(result.current.plans[2]?.price.amount).toBe(99.9);
    rerender({period: 'monthly'});
    expect(result.current.plans[2]?.price.amount).toBe(9.99);
  });

  it('marks only the current plan, and none for a guest', () => {
    expect(renderTable('id').result.current.plans.some((plan) => plan.isCurrent)).toBe(false);
    const {result} = renderTable('id', {currentPlanId: 'plus'});
    expect(result.current.plans.filter((plan) => plan.isCurrent).map((plan) => plan.plan.id)).toEqual([
      'plus',
    ]);
  });

  it("turns the API's seconds into whole minutes, rounding down, and the stem sets into the most stems", () => {
    const [free] = catalogue.plans;
    if (!free) throw new Error('the fixture has no plans');
    const plans = [{...free, monthlyProcessingSeconds: 1799, maxSongSeconds: 61, stemSets: ['2']}];
    const {result} = renderTable('id', {plans});
    expect(result.current.plans[0]).toMatchObject({monthlyMinutes: 29, maxSongMinutes: 1, maxStems: 2});
  });
});
