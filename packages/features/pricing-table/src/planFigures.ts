import type {IntlShape} from 'react-intl';
import type {BillingPeriod, PricingCurrency, PricingPlan, PricingTableData} from './types';

const MIB = 1024 * 1024;

/** A plan's limits in the units the pages show them in, converted from the API's seconds and bytes. */
export interface PlanFigures {
  /** Processing minutes a month (whole minutes, rounded down, so a page never promises more). */
  monthlyMinutes: number;
  /** Largest upload, in MB of 1,048,576 bytes (as the API's own messages count them), rounded down. */
  maxFileMegabytes: number;
  /** Longest song, in whole minutes, rounded down. */
  maxSongMinutes: number;
  /** Days an upload is kept. */
  retentionDays: number;
  /** The most stems a separation can make. */
  maxStems: 2 | 4;
  /** Result formats, in the catalogue's order. */
  outputFormats: PricingPlan['outputFormats'];
  /** Whether the plan's jobs go first. */
  priorityQueue: boolean;
}

/** A price as shown: the amount in major units and how to format it. */
export interface PlanPrice {
  /** In major units (rupiah, dollars). */
  amount: number;
  currency: PricingCurrency;
  /** Digits to show: none for a whole amount ("$0", "Rp 49.000"), the currency's otherwise. */
  fractionDigits: number;
}

/** A plan catalogue as `GET /api/plans` serves it: every plan, cheapest first. */
export interface PlanCatalogue<P extends PricingPlan = PricingPlan> {
  items: readonly P[];
  minorUnits: PricingTableData['minorUnits'];
}

/** The figures a page shows for a plan. */
export function planFigures(plan: PricingPlan): PlanFigures {
  return {
    monthlyMinutes: Math.floor(plan.monthlyProcessingSeconds / 60),
    maxFileMegabytes: Math.floor(plan.maxFileBytes / MIB),
    maxSongMinutes: Math.floor(plan.maxSongSeconds / 60),
    retentionDays: plan.retentionDays,
    maxStems: plan.stemSets.includes('4') ? 4 : 2,
    outputFormats: plan.outputFormats,
    priorityQueue: plan.priorityQueue,
  };
}

/** A catalogue's plan by id; throws a RangeError when the catalogue has no such plan. */
export function catalogPlan<P extends PricingPlan>(catalog: {items: readonly P[]}, id: P['id']): P {
  const plan = catalog.items.find((candidate) => candidate.id === id);
  if (!plan) throw new RangeError(`The plan catalogue has no plan ${id}`);
  return plan;
}

/**
 * The plan a user is on, by the id `GET /api/credits` names; the catalogue's first (free) plan while
 * that id is not known yet, or when the catalogue has no such plan.
 */
export function planFor<P extends PricingPlan>(catalog: {items: readonly P[]}, id: string | undefined): P {
  const plan = catalog.items.find((candidate) => candidate.id === id) ?? catalog.items[0];
  if (!plan) throw new RangeError('The plan catalogue has no plans');
  return plan;
}

/** An amount in a currency's minor units as a price: whole amounts without decimals. */
export function priceOf(minor: number, currency: PricingCurrency, digits: number): PlanPrice {
  const amount = minor / 10 ** digits;
  return {amount, currency, fractionDigits: Number.isInteger(amount) ? 0 : digits};
}

/** A plan's price for a period in a currency, from the catalogue's minor units. */
export function planPrice(
  plan: PricingPlan,
  minorUnits: PricingTableData['minorUnits'],
  currency: PricingCurrency,
  period: BillingPeriod = 'monthly',
): PlanPrice {
  return priceOf(plan.prices[period][currency], currency, minorUnits[currency]);
}

/** A price formatted by the locale: "Rp 49.000", "$3.99", "$0". */
export function formatPrice(intl: IntlShape, price: PlanPrice): string {
  return intl.formatNumber(price.amount, {
    style: 'currency',
    currency: price.currency,
    minimumFractionDigits: price.fractionDigits,
    maximumFractionDigits: price.fractionDigits,
  });
}

/** Result formats as a list in the locale's words: "MP3, WAV, and FLAC", "MP3, WAV, dan FLAC". */
export function formatFormats(intl: IntlShape, formats: readonly string[]): string {
  return intl.formatList(formats.map((format) => format.toUpperCase()));
}
