import {z} from 'zod';

/** The caller's processing minutes this month. */
export const creditBalanceSchema = z
  .object({
    plan: z.string().describe("The caller's plan, e.g. 'free'"),
    monthlySeconds: z.number().int().describe('Processing the plan grants each calendar month (UTC)'),
    usedSeconds: z.number().int().describe('Charged this period: jobs that succeeded'),
    reservedSeconds: z.number().int().describe('Held by jobs still queued or running'),
    availableSeconds: z.number().int().describe('What new jobs may still reserve'),
    periodStart: z.string().describe('ISO 8601, inclusive'),
    periodEnd: z.string().describe('ISO 8601, exclusive; the minutes renew then'),
  })
  .meta({id: 'CreditBalance'});
