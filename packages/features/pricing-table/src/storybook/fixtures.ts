import type {PricingTableData} from '../types';

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

/** A catalogue shaped as `GET /api/plans` answers, for stories and tests. Not exported from the package. */
export const catalogue: PricingTableData = {
  minorUnits: {IDR: 0, USD: 2},
  plans: [
    {
      id: 'free',
      name: {id: 'Gratis', en: 'Free'},
      description: {
        id: 'Untuk mencoba Nada dan latihan sesekali.',
        en: 'For trying Nada and the odd practice session.',
      },
      monthlyProcessingSeconds: 30 * 60,
      maxFileBytes: 50 * MIB,
      maxSongSeconds: 15 * 60,
      storageQuotaBytes: 2 * GIB,
      retentionDays: 7,
      stemSets: ['2', '4'],
      outputFormats: ['mp3', 'wav', 'flac'],
      priorityQueue: false,
      prices: {monthly: {IDR: 0, USD: 0}, yearly: {IDR: 0, USD: 0}},
    },
    {
      id: 'plus',
      name: {id: 'Plus', en: 'Plus'},
      description: {
        id: 'Untuk penyanyi dan pemain musik yang latihan tiap minggu.',
        en: 'For singers and players who practise every week.',
      },
      monthlyProcessingSeconds: 180 * 60,
      maxFileBytes: 200 * MIB,
      maxSongSeconds: 20 * 60,
      storageQuotaBytes: 10 * GIB,
      retentionDays: 30,
      stemSets: ['2', '4'],
      outputFormats: ['mp3', 'wav', 'flac'],
      priorityQueue: false,
      prices: {monthly: {IDR: 49_000, USD: 399}, yearly: {IDR: 490_000, USD: 3_990}},
    },
    {
      id: 'pro',
      name: {id: 'Pro', en: 'Pro'},
      description: {
        id: 'Untuk band, gereja, studio, dan guru musik dengan banyak lagu.',
        en: 'For bands, churches, studios and music teachers with many songs.',
      },
      monthlyProcessingSeconds: 600 * 60,
      maxFileBytes: 500 * MIB,
      maxSongSeconds: 30 * 60,
      storageQuotaBytes: 50 * GIB,
      retentionDays: 90,
      stemSets: ['2', '4'],
      outputFormats: ['mp3', 'wav', 'flac'],
      priorityQueue: true,
      prices: {monthly: {IDR: 129_000, USD: 999}, yearly: {IDR: 1_290_000, USD: 9_990}},
    },
  ],
};

/** The catalogue as `GET /api/plans` answers it, with `items` (what the helpers of planFigures.ts read). */
export const apiCatalogue = {items: catalogue.plans, minorUnits: catalogue.minorUnits};

/** A month's minutes as `GET /api/credits` answers them: `used` of `monthly` minutes spent. */
export function usageFixture(monthlyMinutes: number, usedMinutes = 0) {
  return {
    monthlySeconds: monthlyMinutes * 60,
    usedSeconds: usedMinutes * 60,
    reservedSeconds: 0,
    availableSeconds: (monthlyMinutes - usedMinutes) * 60,
    periodEnd: '2026-12-01T00:00:00.000Z',
  };
}
