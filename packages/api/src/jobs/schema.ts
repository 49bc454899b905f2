import {z} from 'zod';

const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'canceled'] as const;

const statusSchema = z.enum(JOB_STATUSES).describe('succeeded, failed and canceled are final');

/** What a list of jobs shows of one of their files, so a history row needs no request per file. */
export const jobFileSchema = z
  .object({
    id: z.string(),
    name: z.string().describe('The file name, e.g. "My Song (minus one).mp3"'),
    contentType: z.string(),
    sizeBytes: z.number().int(),
    durationSeconds: z.number().nullable(),
    expiresAt: z.string().nullable().describe('When retention deletes it (ISO 8601); null keeps it'),
  })
  .meta({id: 'JobFile'});

/** A job as its owner sees it; also the data of every event. */
export const jobSchema = z
  .object({
    id: z.string(),
    kind: z.string().describe("The job kind, e.g. 'separate'"),
    status: statusSchema,
    stage: z.string().nullable().describe("What the job is doing, e.g. 'decode'; null when not running"),
    percent: z.number().int().min(0).max(100),
    inputFileIds: z.array(z.string()),
    inputFiles: z
      .array(jobFileSchema)
      .describe('The input files that still exist (a deleted or expired one is left out)'),
    params: z.record(z.string(), z.unknown()).describe("Parameters as validated by the kind's schema"),
    result: z
      .object({
        fileIds: z.array(z.string()).describe('Files the job produced'),
        files: z.array(jobFileSchema).describe('The files of `fileIds` that still exist, in the same order'),
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

const kindName = '[a-z][a-z0-9.-]{0,63}';
const statusName = `(?:${JOB_STATUSES.join('|')})`;

/** `GET /jobs` query. */
export const jobListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).describe('Page size'),
  cursor: z.string().max(500).optional().describe('`nextCursor` of the previous page'),
  kind: z
    .string()
    .max(500)
    .regex(new RegExp(`^${kindName}(?:,${kindName})*$`), 'must be job kinds separated by commas')
    .optional()
    .describe("Only jobs of these kinds, e.g. 'separate' or 'separate,convert'"),
  status: z
    .string()
    .max(100)
    .regex(
      new RegExp(`^${statusName}(?:,${statusName})*$`),
      `must be statuses (${JOB_STATUSES.join(', ')}) separated by commas`,
    )
    .optional()
    .describe("Only jobs in these statuses, e.g. 'succeeded' or 'queued,running'"),
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

/** `GET /jobs/:id/archive` query: what `POST /jobs/:id/archive-url` signed. */
export const archiveQuerySchema = z.object({
  expires: z.coerce.number().int().describe('Unix seconds'),
  sig: z.string().max(100),
});

/** `GET /jobs/:id/events` query, for clients that cannot send `Last-Event-ID` (a fresh EventSource can't). */
export const jobEventsQuerySchema = z.object({
  lastEventId: z.coerce.number().int().min(0).optional().describe('Replay events after this id'),
});
