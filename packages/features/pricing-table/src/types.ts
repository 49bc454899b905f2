import type {ReactElement, ReactNode} from 'react';

/** How often a plan is paid. */
export type BillingPeriod = 'monthly' | 'yearly';

/** The currencies plans are priced in: rupiah on Indonesian pages, US dollars on English ones. */
export type PricingCurrency = 'IDR' | 'USD';

/** A text in both of Nada's languages. */
export interface LocalizedText {
  /** In Indonesian. */
  id: string;
  /** In English. */
  en: string;
}

/** One plan as the table shows it: the shape of a plan in `GET /api/plans`. */
export interface PricingPlan {
  /** The plan's id, e.g. `free`. */
  id: string;
  /** The plan's name in both languages. */
  name: LocalizedText;
  /** One sentence on who the plan is for, in both languages. */
  description: LocalizedText;
  /** Processing granted each month, in seconds of audio. */
  monthlyProcessingSeconds: number;
  /** Largest upload, in bytes. */
  maxFileBytes: number;
  /** Longest song, in seconds. */
  maxSongSeconds: number;
  /** Bytes a user may keep at once. */
  storageQuotaBytes: number;
  /** Days an upload is kept. */
  retentionDays: number;
  /** The stem sets a separation may make: '2', '4'. */
  stemSets: readonly string[];
  /** Result formats, e.g. `mp3`. */
  outputFormats: readonly string[];
  /** Whether the plan's jobs go first in the queue. */
  priorityQueue: boolean;
  /** Price per period in each currency's minor units (see {@link PricingTableData.minorUnits}). */
  prices: Readonly<Record<BillingPeriod, Readonly<Record<PricingCurrency, number>>>>;
}

/** The catalogue the table shows: the plans, cheapest first, and the digits of each currency. */
export interface PricingTableData {
  /** Every plan, cheapest first. */
  plans: readonly PricingPlan[];
  /** Digits after the decimal point of the amounts in `prices`: 0 for IDR, 2 for USD. */
  minorUnits: Readonly<Record<PricingCurrency, number>>;
}

/** A link without children (the app's router link, `<Link to="…" />`), which a pricing page gives its text. */
export type PricingLinkElement = ReactElement<{children?: ReactNode}>;

/** A payment provider the API may have set up for a currency (`GET /api/billing/providers`). */
export type PaymentProvider = 'midtrans' | 'stripe' | 'sandbox';
