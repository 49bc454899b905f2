import type {components} from '../api/schema';
import type {Locale} from '../routing/locales';

/** A whole number of minutes. */
export type Minutes = number;
/** A size in megabytes of 1,048,576 bytes, as the API's own messages count them. */
export type Megabytes = number;
/** A whole number of days. */
export type Days = number;

/** The currencies Nada sells in: rupiah on the Indonesian pages, US dollars on the English ones. */
export type Currency = 'IDR' | 'USD';

/** The plan catalogue as `GET /api/plans` serves it: every plan, cheapest first, and the currencies' minor units. */
export type PlanCatalog = components['schemas']['PlanList'];

/** One plan of the API's catalogue. */
export type CatalogPlan = components['schemas']['Plan'];

/** The plans, cheapest first. */
export type PlanId = CatalogPlan['id'];

/** An output format of a separation job. */
export type OutputFormat = CatalogPlan['outputFormats'][number];

/** The plan most visitors should look at first; the pricing teaser marks it. */
export const RECOMMENDED_PLAN: PlanId = 'plus';

/** The currency prices are shown in on a locale's pages. */
export function currencyFor(locale: Locale): Currency {
  return locale === 'id' ? 'IDR' : 'USD';
}

/** How a price is shown: options for `formatNumber` / `Intl.NumberFormat`. */
export interface PriceFormat {
  style: 'currency';
  currency: Currency;
  minimumFractionDigits: number;
  maximumFractionDigits: number;
}

/** How often a plan is paid. */
export type BillingPeriod = keyof CatalogPlan['prices'];

const MIB = 1024 * 1024;

/** A catalogue plan's limits in the units the pages show them in. */
export interface PlanFigures {
  /** Processing minutes a month. */
  monthlyMinutes: Minutes;
  /** Largest upload, in MB of 1,048,576 bytes (as the API's own messages count them). */
  maxFileMegabytes: Megabytes;
  /** Longest song, in minutes (whole minutes rounded down, so the page never promises more). */
  maxSongMinutes: Minutes;
  /** Days an upload is kept. */
  retentionDays: Days;
  /** The most stems a separation can make. */
  maxStems: 2 | 4;
  /** Result formats, in the catalogue's order. */
  outputFormats: readonly OutputFormat[];
  /** Whether the plan's jobs go first. */
  priorityQueue: boolean;
}

/** The figures a page shows for a catalogue plan, converted from the API's seconds and bytes. */
export function planFigures(plan: CatalogPlan): PlanFigures {
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

/** A catalogue plan by id; throws a RangeError when the catalogue has no such plan. */
export function catalogPlan(catalog: PlanCatalog, id: PlanId): CatalogPlan {
  const plan = catalog.items.find((candidate) => candidate.id === id);
  if (!plan) throw new RangeError(`The plan catalogue has no plan ${id}`);
  return plan;
}

/**
 * The plan a user is on, by the id `GET /api/credits` names; the catalogue's first (free) plan while
 * that id is not known yet, or when the catalogue has no such plan.
 */
export function planFor(catalog: PlanCatalog, id: string | undefined): CatalogPlan {
  const plan = catalog.items.find((candidate) => candidate.id === id) ?? catalog.items[0];
  if (!plan) throw new RangeError('The plan catalogue has no plans');
  return plan;
}

/**
 * A catalogue plan's price for a period in a locale's currency: the amount in major units and the
 * number format that shows it (whole amounts without decimals, "$0" and "Rp 49.000").
 */
export function catalogPrice(
  catalog: PlanCatalog,
  plan: CatalogPlan,
  locale: Locale,
  period: BillingPeriod = 'monthly',
): {value: number; format: PriceFormat} {
  const currency = currencyFor(locale);
  const digits = catalog.minorUnits[currency];
  const value = plan.prices[period][currency] / 10 ** digits;
  const fractionDigits = Number.isInteger(value) ? 0 : digits;
  return {
    value,
    format: {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    },
  };
}
