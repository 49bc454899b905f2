import {z} from 'zod';

const localizedTextSchema = z
  .object({
    id: z.string().describe('In Indonesian'),
    en: z.string().describe('In English'),
  })
  .meta({id: 'LocalizedText'});

const amountsSchema = z
  .object({
    IDR: z.number().int().min(0).describe('In whole rupiah'),
    USD: z.number().int().min(0).describe('In US cents'),
  })
  .meta({id: 'PlanAmounts'});

/** One plan of the catalogue: its limits and prices. */
export const planSchema = z
  .object({
    id: z.enum(['free', 'plus', 'pro']).describe('The plan, cheapest first'),
    name: localizedTextSchema.describe("The plan's name"),
    description: localizedTextSchema.describe('One sentence on who the plan is for'),
    monthlyProcessingSeconds: z
      .number()
      .int()
      .describe('Processing granted each calendar month (UTC), in seconds of audio'),
    maxFileBytes: z.number().int().describe('Largest single upload; one byte more is refused with 413'),
    maxSongSeconds: z.number().int().describe('Longest audio accepted, in seconds'),
    storageQuotaBytes: z
      .number()
      .int()
      .describe('Bytes a user may keep at once, uploads and results together'),
    retentionDays: z.number().int().describe('Days an upload is kept'),
    stemSets: z.array(z.enum(['2', '4'])).describe("The stem sets a separate job may make ('2', '4')"),
    outputFormats: z.array(z.enum(['mp3', 'wav', 'flac'])).describe('The formats results can be written in'),
    priorityQueue: z.boolean().describe("Whether the plan's jobs go ahead of the other plans' in the queue"),
    prices: z
      .object({monthly: amountsSchema, yearly: amountsSchema})
      .describe("Price per billing period in each currency's minor units (see `minorUnits`)"),
  })
  .meta({id: 'Plan'});

/** `GET /plans` answer. */
export const planListSchema = z
  .object({
    items: z.array(planSchema).describe('Every plan, cheapest first'),
    minorUnits: z
      .object({IDR: z.number().int(), USD: z.number().int()})
      .describe('Digits after the decimal point of the amounts in `prices`: 0 for IDR, 2 for USD'),
  })
  .meta({id: 'PlanList'});

/** A plan as `GET /plans` shows it. */
export type PlanView = z.infer<typeof planSchema>;
