import type {PlanCatalog} from './planCatalog';

const MIB = 1024 * 1024;

/**
 * A plan catalogue shaped as `GET /api/plans` answers, for unit tests of the pages that render one
 * (the e2e test compares the landing with the API's own answer).
 */
export const planCatalogFixture: PlanCatalog = {
  minorUnits: {IDR: 0, USD: 2},
  items: [
    {
      id: 'free',
      name: {id: 'Gratis', en: 'Free'},
      description: {id: 'Untuk mencoba.', en: 'For trying it out.'},
      monthlyProcessingSeconds: 1800,
      maxFileBytes: 50 * MIB,
      maxSongSeconds: 900,
      storageQuotaBytes: 2048 * MIB,
      retentionDays: 7,
      stemSets: ['2', '4'],
      outputFormats: ['mp3', 'wav', 'flac'],
      priorityQueue: false,
      prices: {monthly: {IDR: 0, USD: 0}, yearly: {IDR: 0, USD: 0}},
    },
    {
      id: 'plus',
      name: {id: 'Plus', en: 'Plus'},
      description: {id: 'Untuk latihan tiap minggu.', en: 'For weekly practice.'},
      monthlyProcessingSeconds: 10_800,
      maxFileBytes: 200 * MIB,
      maxSongSeconds: 1200,
      storageQuotaBytes: 10_240 * MIB,
      retentionDays: 30,
      stemSets: ['2', '4'],
      outputFormats: ['mp3', 'wav', 'flac'],
      priorityQueue: false,
      prices: {monthly: {IDR: 49_000, USD: 399}, yearly: {IDR: 490_000, USD: 3990}},
    },
    {
      id: 'pro',
      name: {id: 'Pro', en: 'Pro'},
      description: {id: 'Untuk band dan studio.', en: 'For bands and studios.'},
      monthlyProcessingSeconds: 36_000,
      maxFileBytes: 500 * MIB,
      maxSongSeconds: 1800,
      storageQuotaBytes: 51_200 * MIB,
      retentionDays: 90,
      stemSets: ['2', '4'],
      outputFormats: ['mp3', 'wav', 'flac'],
      priorityQueue: true,
      prices: {monthly: {IDR: 129_000, USD: 999}, yearly: {IDR: 1_290_000, USD: 9990}},
    },
  ],
};
