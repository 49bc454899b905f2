import type {Locale} from '../routing/locales';

/** A whole number of minutes. */
export type Minutes = number;
/** A size in megabytes (1 MB = 1,000,000 bytes, as upload forms and file managers show it). */
export type Megabytes = number;
/** A whole number of days. */
export type Days = number;

/** The currencies Nada sells in: rupiah on the Indonesian pages, US dollars on the English ones. */
export type Currency = 'IDR' | 'USD';

/** The plans, cheapest first. */
export type PlanId = 'free' | 'plus' | 'pro';

/** An output format of a separation job. */
export type OutputFormat = 'mp3' | 'wav' | 'flac';

/** One plan: what it costs and what it allows each month. */
export interface Plan {
  id: PlanId;
  /** Processing minutes (credits) per month: one credit is one minute of audio, rounded up per job. */
  monthlyMinutes: Minutes;
  /** Largest file that can be uploaded. */
  maxFileSize: Megabytes;
  /** Longest song (or video from a link) that can be processed. */
  maxTrackLength: Minutes;
  /** Days an upload and its results (minus one, vocals, stems) are kept after the job finishes. */
  fileRetention: Days;
  /** Most stems a job can make: 2 (vocals + instrumental) or 4 (vocals, drums, bass, other). */
  maxStems: 2 | 4;
  /** Formats the results can be downloaded in. */
  outputFormats: readonly OutputFormat[];
  /** Jobs of this plan are taken from the queue before those of the other plans. @default false */
  priorityQueue: boolean;
  /** Monthly price in minor units of each currency (see {@link MINOR_UNITS}). */
  monthlyPrice: Readonly<Record<Currency, number>>;
}

/**
 * Digits after the decimal point of a price in each currency. Rupiah prices are whole rupiah (as
 * Indonesian shops show them), though ISO 4217 gives IDR two.
 */
export const MINOR_UNITS: Readonly<Record<Currency, number>> = {IDR: 0, USD: 2};

/**
 * The plan catalogue, the one place its numbers live. The pages (landing, pricing, legal texts)
 * render from it, and the server's quota enforcement (monthly minutes, file size, length and
 * retention) must read these same values, so what a visitor is promised is what the API allows.
 */
export const PLANS = [
  {
    id: 'free',
    monthlyMinutes: 15,
    maxFileSize: 30,
    maxTrackLength: 8,
    fileRetention: 7,
    maxStems: 2,
    outputFormats: ['mp3'],
    priorityQueue: false,
    monthlyPrice: {IDR: 0, USD: 0},
  },
  {
    id: 'plus',
    monthlyMinutes: 120,
    maxFileSize: 100,
    maxTrackLength: 15,
    fileRetention: 30,
    maxStems: 4,
    outputFormats: ['mp3', 'wav', 'flac'],
    priorityQueue: false,
    monthlyPrice: {IDR: 49_000, USD: 399},
  },
  {
    id: 'pro',
    monthlyMinutes: 600,
    maxFileSize: 500,
    maxTrackLength: 30,
    fileRetention: 90,
    maxStems: 4,
    outputFormats: ['mp3', 'wav', 'flac'],
    priorityQueue: true,
    monthlyPrice: {IDR: 129_000, USD: 999},
  },
] as const satisfies readonly Plan[];

/** The plan most visitors should look at first; the pricing teaser marks it. */
export const RECOMMENDED_PLAN: PlanId = 'plus';

/** A plan by id. */
export function planById(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new RangeError(`Unknown plan: ${id}`);
  return plan;
}

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

/** A plan's monthly price in a locale: the amount in major units and the number format that shows it. */
export function planPrice(plan: Plan, locale: Locale): {value: number; format: PriceFormat} {
  const currency = currencyFor(locale);
  const digits = MINOR_UNITS[currency];
  const value = plan.monthlyPrice[currency] / 10 ** digits;
  // A whole amount reads better without decimals ("$0", not "$0.00"); cents are shown when there are any.
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
