import {z} from 'zod';

const statusSchema = z
  .enum(['queued', 'running', 'succeeded', 'failed', 'canceled'])
  .describe('succeeded, failed and canceled are final');

/** A job as its owner sees it; also the data of every event. */
export const jobSchema = z
  .object({
    id: z.string(),
    kind: z.string().describe("The job kind, e.g. 'separate'"),
    status: statusSchema,
    stage: z.string().nullable().describe("What the job is doing, e.g. 'decode'; null when not running"),
    percent: z.number().int().min(0).max(100),
    inputFileIds: z.array(z.string()),
    params: z.record(z.string(), z.unknown()).describe("Parameters as validated by the kind's schema"),
    result: z
      .object({
        fileIds: z.array(z.string()).describe('Files the job produced'),
        data: z.record(z.string(), z.unknown()).describe('Facts about the result, per kind'),
      })
      .nullable()
      .describe('Set once the job succeeded'),
    error: z
      .object({code: z.string().describe('Stable code, per kind'), message: z.string()})
      .nullable()
      .describe('Why it failed; while queued again after a transient fault, the fault being retried'),
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    createdAt: z.string().describe('ISO 8601'),
    startedAt: z.string().nullable().describe('Start of the latest attempt (ISO 8601)'),
    finishedAt: z.string().nullable().describe('ISO 8601'),
    updatedAt: z.string().describe('ISO 8601'),
  })
  .meta({id: 'Job'});

/** `POST /jobs` body. */
export const submitJobSchema = z
  .object({
    kind: z.string().min(1).max(64),
    inputFileIds: z.array(z.string().min(1).max(100)).max(20).default([]).describe('Files of the caller'),
    params: z.record(z.string(), z.unknown()).default({}).describe("Checked against the kind's schema"),
    idempotencyKey: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .describe('Sending the same key again answers the same job instead of creating another'),
  })
  .meta({id: 'JobSubmission'});

/** `GET /jobs` query. */
export const jobListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).describe('Page size'),
  cursor: z.string().max(500).optional().describe('`nextCursor` of the previous page'),
});

/** A page of the caller's jobs, newest first. */
export const jobListSchema = z
  .object({
    items: z.array(jobSchema),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last'),
  })
  .meta({id: 'JobList'});

/** `:id` in job routes. */
export const jobParamsSchema = z.object({id: z.string().min(1).max(100)});

/** `GET /jobs/:id/events` query, for clients that cannot send `Last-Event-ID` (a fresh EventSource can't). */
export const jobEventsQuerySchema = z.object({
  lastEventId: z.coerce.number().int().min(0).optional().describe('Replay events after this id'),
});
