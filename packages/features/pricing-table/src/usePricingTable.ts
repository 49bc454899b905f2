import {useCallback, useState} from 'react';
import {useIntl} from 'react-intl';
import {planFigures, priceOf, type PlanPrice} from './planFigures';
import type {BillingPeriod, PricingCurrency, PricingPlan, PricingTableData} from './types';

/** Options of {@link usePricingTable}. */
export interface UsePricingTableOptions extends PricingTableData {
  /** The period shown, when the caller controls it. */
  period?: BillingPeriod;
  /** The period shown first when uncontrolled. @default 'monthly' */
  defaultPeriod?: BillingPeriod;
  /** Called when the visitor switches the period. */
  onPeriodChange?: (period: BillingPeriod) => void;
  /** The signed-in user's plan, marked as theirs; none for a guest. */
  currentPlanId?: string | null;
}

/** One plan, ready to show in the chosen period and the page's currency. */
export interface PricingPlanView {
  plan: PricingPlan;
  /** The plan's name in the page's language. */
  name: string;
  /** Who it is for, in the page's language. */
  description: string;
  /** The price for the chosen period. */
  price: PlanPrice;
  /** In the yearly period, what the year costs a month; null when monthly or free. */
  monthlyEquivalent: PlanPrice | null;
  /** In the yearly period, the share saved against twelve monthly payments (0.17); null otherwise. */
  yearlySaving: number | null;
  /** Whether this is the signed-in user's plan. */
  isCurrent: boolean;
  /** Processing minutes a month (whole minutes, rounded down). */
  monthlyMinutes: number;
  /** Longest song in whole minutes, rounded down. */
  maxSongMinutes: number;
  /** The most stems a separation can make. */
  maxStems: 2 | 4;
}

/** What {@link usePricingTable} returns. */
export interface PricingTableState {
  period: BillingPeriod;
  setPeriod: (period: BillingPeriod) => void;
  /** The currency of the page's language. */
  currency: PricingCurrency;
  /** The plans in the chosen period. */
  plans: PricingPlanView[];
  /**
   * The plans in each period: the view renders both periods' prices and CSS shows the checked
   * one's, so the switch works in a page sent without React too.
   */
  plansByPeriod: Record<BillingPeriod, PricingPlanView[]>;
}

/** The currency prices are shown in for a locale: rupiah for Indonesian, US dollars otherwise. */
export function currencyForLocale(locale: string): PricingCurrency {
  return locale.toLowerCase().startsWith('id') ? 'IDR' : 'USD';
}

/**
 * The pricing table's state without its view: the billing period (controlled or not) and each plan
 * in the page's language and currency, with the yearly saving and the current plan marked.
 */
export function usePricingTable(options: UsePricingTableOptions): PricingTableState {
  const {locale} = useIntl();
  const [ownPeriod, setOwnPeriod] = useState<BillingPeriod>(options.defaultPeriod ?? 'monthly');
  const period = options.period ?? ownPeriod;
  const {onPeriodChange} = options;
  const setPeriod = useCallback(
    (next: BillingPeriod) => {
      setOwnPeriod(next);
      onPeriodChange?.(next);
    },
    [onPeriodChange],
  );
  const currency = currencyForLocale(locale);
  const language = currency === 'IDR' ? 'id' : 'en';
  const digits = options.minorUnits[currency];
  const viewsFor = (shown: BillingPeriod) =>
    options.plans.map((plan): PricingPlanView => {
      const monthly = plan.prices.monthly[currency];
      const yearly = plan.prices.yearly[currency];
      const paidYear = shown === 'yearly' && yearly > 0;
      const figures = planFigures(plan);
      return {
        plan,
        name: plan.name[language],
        description: plan.description[language],
        price: priceOf(plan.prices[shown][currency], currency, digits),
        monthlyEquivalent: paidYear ? priceOf(Math.round(yearly / 12), currency, digits) : null,
        yearlySaving: paidYear && monthly > 0 ? 1 - yearly / (12 * monthly) : null,
        isCurrent: options.currentPlanId === plan.id,
        monthlyMinutes: figures.monthlyMinutes,
        maxSongMinutes: figures.maxSongMinutes,
        maxStems: figures.maxStems,
      };
    });
  const plansByPeriod = {monthly: viewsFor('monthly'), yearly: viewsFor('yearly')};
  return {period, setPeriod, currency, plans: plansByPeriod[period], plansByPeriod};
}
