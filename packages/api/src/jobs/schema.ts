import {z} from 'zod';
import {errorCodeSchema} from '../errorSchema.ts';

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

/** What the `Job` union publishes of one kind: its name, its params and result schemas, its stages. */
export interface JobContract {
  /** The name clients submit, e.g. 'separate'. */
  kind: string;
  /** The parameters as the kind parsed them (its defaults applied). */
  params: z.ZodType;
  /** `result.data` of a succeeded job of the kind. */
  result: z.ZodType;
  /** The stages the kind reports (a `z.enum`, in the order they run). */
  stages: z.ZodType<string>;
}

const resultDescription = 'Set once the job succeeded';
const stageDescription = "What the job is doing, e.g. 'decode'; null when not running";

/** The fields every job has; `kind`, `stage`, `params` and `result.data` are narrowed per kind. */
const jobFieldsSchema = z.object({
  id: z.string(),
  kind: z.string().describe("The job kind, e.g. 'separate'"),
  status: statusSchema,
  stage: z.string().nullable().describe(stageDescription),
  percent: z.number().int().min(0).max(100),
  inputFileIds: z.array(z.string()),
  inputFiles: z
    .array(jobFileSchema)
    .describe('The input files that still exist (a deleted or expired one is left out)'),
  params: z.unknown(),
  result: z.unknown(),
  error: z
    .object({code: errorCodeSchema, message: z.string()})
    .nullable()
    .describe('Why it failed; while queued again after a transient fault, the fault being retried'),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  createdAt: z.string().describe('ISO 8601'),
  startedAt: z.string().nullable().describe('Start of the latest attempt (ISO 8601)'),
  finishedAt: z.string().nullable().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
});

/** 'separate' -> 'SeparateJob', 'test.hash-1a2b' -> 'TestHash1a2bJob': the component name of a kind's job. */
const componentName = (kind: string) =>
  `${kind.replace(/(?:^|[.-])([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())}Job`;

/** A job of one kind: the common fields, with the kind's own `kind`, `stage`, `params` and `result.data`. */
function kindJobSchema(contract: JobContract) {
  return jobFieldsSchema
    .extend({
      kind: z.literal(contract.kind).describe('The job kind'),
      stage: contract.stages.nullable().describe(stageDescription),
      // As they are: a described copy would lose their component id (SeparateParams ...).
      params: contract.params,
      result: z
        .object({
          fileIds: z.array(z.string()).describe('Files the job produced'),
          files: z
            .array(jobFileSchema)
            .describe('The files of `fileIds` that still exist, in the same order'),
          data: contract.result,
        })
        .nullable()
        .describe(resultDescription),
    })
    .meta({id: componentName(contract.kind)});
}

/**
 * `Job`, a job as its owner sees it (also the data of every event): a union on `kind` of the given
 * kinds, so the OpenAPI document carries each kind's exact params, result and stages. The API builds
 * it from its registry (`JobRegistry.jobSchema`); Nada's kinds make the published one.
 */
export function jobSchemaOf(contracts: readonly JobContract[]) {
  const [first, ...rest] = contracts.map((contract) => kindJobSchema(contract));
  if (!first) throw new RangeError('A Job schema needs at least one job kind');
  return z.discriminatedUnion('kind', [first, ...rest]).meta({id: 'Job'});
}

const inputFileIdsSchema = z
  .array(z.string().min(1).max(100))
  .max(20)
  .default([])
  .describe('Files of the caller');
const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(200)
  .optional()
  .describe('Sending the same key again answers the same job instead of creating another');

/**
 * What `POST /jobs` checks of a body itself: its shape, with any `kind` and `params`. The job system
 * then answers an unknown kind with JOB_KIND_UNKNOWN and checks `params` against the kind's schema.
 */
export const submissionEnvelopeSchema = z.object({
  kind: z.string().min(1).max(64),
  inputFileIds: inputFileIdsSchema,
  params: z.record(z.string(), z.unknown()).default({}),
  idempotencyKey: idempotencyKeySchema,
});

/** A submission of one kind: its `kind` and its own `params` ('separate' -> `SeparateJobSubmission`). */
function kindSubmissionSchema(contract: JobContract) {
  return z
    .object({
      kind: z.literal(contract.kind).describe('The job kind'),
      inputFileIds: inputFileIdsSchema,
      // Every kind's params may be left out, as the envelope's: the kind's defaults then apply.
      params: contract.params.optional(),
      idempotencyKey: idempotencyKeySchema,
    })
    .meta({id: `${componentName(contract.kind)}Submission`});
}

/**
 * `JobSubmission`, the body of `POST /jobs`: a union on `kind` of the given kinds, so the OpenAPI
 * document carries each kind's exact params as `Job` does. The API builds it from its registry
 * (`JobRegistry.submissionSchema`); the route checks bodies against `submissionEnvelopeSchema`.
 */
export function jobSubmissionSchemaOf(contracts: readonly JobContract[]) {
  const [first, ...rest] = contracts.map((contract) => kindSubmissionSchema(contract));
  if (!first) throw new RangeError('A JobSubmission schema needs at least one job kind');
  return z.discriminatedUnion('kind', [first, ...rest]).meta({id: 'JobSubmission'});
}

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

/** `JobList`, a page of the caller's jobs (of `jobSchemaOf`), newest first. */
export function jobListSchemaOf(job: z.ZodType) {
  return z
    .object({
      items: z.array(job),
      nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last'),
    })
    .meta({id: 'JobList'});
}

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
