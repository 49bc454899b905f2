import {MINOR_UNITS, type Plan} from './plans.ts';
import type {PlanView} from './schema.ts';

/** A plan as the catalogue route shows it (copies, so no caller can change the table). */
export function presentPlan(plan: Plan): PlanView {
  return {
    id: plan.id,
    name: {...plan.name},
    description: {...plan.description},
    monthlyProcessingSeconds: plan.monthlyProcessingSeconds,
    maxFileBytes: plan.maxFileBytes,
    maxSongSeconds: plan.maxSongSeconds,
    storageQuotaBytes: plan.storageQuotaBytes,
    retentionDays: plan.retentionDays,
    stemSets: [...plan.stemSets],
    outputFormats: [...plan.outputFormats],
    priorityQueue: plan.priorityQueue,
    prices: {monthly: {...plan.prices.monthly}, yearly: {...plan.prices.yearly}},
  };
}

/** The minor units of each currency, as the catalogue route shows them. */
export function presentMinorUnits(): {IDR: number; USD: number} {
  return {...MINOR_UNITS};
}
