import type {UserRow} from '../db/schema.ts';

/** A plan's identifier, cheapest first. */
export type PlanId = 'free' | 'plus' | 'pro';

/** A stem set a `separate` job can make: '2' (vocals + instrumental) or '4' (vocals, drums, bass, other). */
export type StemSet = '2' | '4';

/** An output format of a `separate` job. */
export type OutputFormat = 'mp3' | 'wav' | 'flac';

/** The currencies plans are priced in: rupiah for Indonesia, US dollars elsewhere. */
export type Currency = 'IDR' | 'USD';

/** How often a subscription is paid. */
export type BillingPeriod = 'monthly' | 'yearly';

/**
 * Digits after the decimal point of an amount in each currency: prices are stored in these minor
 * units. Rupiah prices are whole rupiah (as Indonesian shops show them), though ISO 4217 gives IDR two.
 */
export const MINOR_UNITS: Readonly<Record<Currency, number>> = {IDR: 0, USD: 2};

/** A text in both of Nada's languages. */
export interface LocalizedText {
  id: string;
  en: string;
}

/** What a plan costs and what it allows. */
export interface Plan {
  id: PlanId;
  /** The plan's name. */
  name: LocalizedText;
  /** One sentence on who the plan is for. */
  description: LocalizedText;
  /** Largest single upload, in bytes; one byte more is refused with 413. */
  maxFileBytes: number;
  /** Longest audio accepted, in seconds. */
  maxSongSeconds: number;
  /** Bytes a user may keep at once, uploads and job results together; an upload past it is refused. */
  storageQuotaBytes: number;
  /** How long an upload is kept before the retention sweeper may delete it. */
  retentionDays: number;
  /** Processing granted each calendar month (UTC), in seconds; jobs reserve from it (see src/credits). */
  monthlyProcessingSeconds: number;
  /** The stem sets a separation may make. */
  stemSets: readonly StemSet[];
  /** The formats results can be written in. */
  outputFormats: readonly OutputFormat[];
  /** Whether the plan's jobs go ahead of the other plans' in the queue. */
  priorityQueue: boolean;
  /** Price per billing period in each currency's minor units (see {@link MINOR_UNITS}). */
  prices: Readonly<Record<BillingPeriod, Readonly<Record<Currency, number>>>>;
}

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;
const MINUTE = 60;

/** A whole catalogue: one plan per id. */
export type PlanCatalogue = Readonly<Record<PlanId, Plan>>;

/**
 * The built-in plan catalogue, which applies unless the operator's `PLANS_FILE` replaces it (see
 * `installPlanCatalogue`): the API enforces these limits and serves them at `GET /api/plans`, where
 * the landing and pricing pages read them. A yearly price is ten months'.
 */
export const PLANS: PlanCatalogue = {
  free: {
    id: 'free',
    name: {id: 'Gratis', en: 'Free'},
    description: {
      id: 'Untuk mencoba Nada dan latihan sesekali.',
      en: 'For trying Nada and the odd practice session.',
    },
    maxFileBytes: 50 * MIB,
    maxSongSeconds: 15 * MINUTE,
    storageQuotaBytes: 2 * GIB,
    retentionDays: 7,
    monthlyProcessingSeconds: 30 * MINUTE,
    stemSets: ['2', '4'],
    outputFormats: ['mp3', 'wav', 'flac'],
    priorityQueue: false,
    prices: {monthly: {IDR: 0, USD: 0}, yearly: {IDR: 0, USD: 0}},
  },
  plus: {
    id: 'plus',
    name: {id: 'Plus', en: 'Plus'},
    description: {
      id: 'Untuk penyanyi dan pemain musik yang latihan tiap minggu.',
      en: 'For singers and players who practise every week.',
    },
    maxFileBytes: 200 * MIB,
    maxSongSeconds: 20 * MINUTE,
    storageQuotaBytes: 10 * GIB,
    retentionDays: 30,
    monthlyProcessingSeconds: 180 * MINUTE,
    stemSets: ['2', '4'],
    outputFormats: ['mp3', 'wav', 'flac'],
    priorityQueue: false,
    prices: {monthly: {IDR: 49_000, USD: 399}, yearly: {IDR: 490_000, USD: 3_990}},
  },
  pro: {
    id: 'pro',
    name: {id: 'Pro', en: 'Pro'},
    description: {
      id: 'Untuk band, gereja, studio, dan guru musik dengan banyak lagu.',
      en: 'For bands, churches, studios and music teachers with many songs.',
    },
    maxFileBytes: 500 * MIB,
    maxSongSeconds: 30 * MINUTE,
    storageQuotaBytes: 50 * GIB,
    retentionDays: 90,
    monthlyProcessingSeconds: 600 * MINUTE,
    stemSets: ['2', '4'],
    outputFormats: ['mp3', 'wav', 'flac'],
    priorityQueue: true,
    prices: {monthly: {IDR: 129_000, USD: 999}, yearly: {IDR: 1_290_000, USD: 9_990}},
  },
};

/** The plans cheapest first, as `GET /api/plans` lists them. */
export const PLAN_IDS: readonly PlanId[] = ['free', 'plus', 'pro'];

// One catalogue per process: the configuration of the API or worker that runs here (Config.plans)
// installs it at start, so every limit, price and grant is read from the same table.
let installed: PlanCatalogue = PLANS;

/**
 * The catalogue this process enforces and serves: the operator's `PLANS_FILE` once an API or worker
 * built on it started, otherwise the built-in `PLANS`.
 */
export function planCatalogue(): PlanCatalogue {
  return installed;
}

/**
 * Makes `catalogue` the one this process enforces (`createApi` and `nada worker` do, from their
 * configuration), and answers a function that puts the previous one back (their close does).
 */
export function installPlanCatalogue(catalogue: PlanCatalogue): () => void {
  const previous = installed;
  installed = catalogue;
  return () => {
    if (installed === catalogue) installed = previous;
  };
}

/** Whether `id` names a plan of the catalogue. */
export function isPlanId(id: string): id is PlanId {
  return Object.hasOwn(PLANS, id);
}

/**
 * The plan a user is on at `now`: the one their subscription paid for (`users.plan_id`, kept by
 * src/billing) until its period ends (`plan_ends_at`), then free again.
 */
export function planOf(user: Pick<UserRow, 'plan_id' | 'plan_ends_at'>, now: Date = new Date()): Plan {
  const plans = planCatalogue();
  if (!isPlanId(user.plan_id) || user.plan_id === 'free') return plans.free;
  if (user.plan_ends_at !== null && Date.parse(user.plan_ends_at) <= now.getTime()) return plans.free;
  return plans[user.plan_id];
}

/** The largest upload `user` may make: their plan's limit, or `override` (the `UPLOAD_MAX_BYTES` setting). */
export function uploadLimitBytes(user: UserRow, override: number | undefined): number {
  return override ?? planOf(user).maxFileBytes;
}
