import type {Kysely} from 'kysely';
import type {z} from 'zod';
import type {Database, FileRow} from '../db/schema.ts';
import type {Storage} from '../storage/storage.ts';

/** What the process running a job lends its handler: the database and file storage. */
export interface JobServices {
  db: Kysely<Database>;
  storage: Storage;
}

/** JSON a handler returns as its result; written once, when the job turns `succeeded`. */
export interface JobOutput {
  /** Files the job produced (rows the handler inserted, owned by the job's owner). */
  fileIds?: string[];
  /** Small JSON facts about the result (detected key, tempo, a digest ...). */
  data?: Record<string, unknown>;
}

/** What a handler receives for one run of one job. */
export interface JobContext<Params> {
  jobId: string;
  ownerId: string;
  /** 1 on the first run; retries and takeovers count up. */
  attempt: number;
  /** The parameters, parsed by the kind's schema. */
  params: Params;
  /** The input file rows, in the order the job names them, all owned by the job's owner. */
  inputFiles: FileRow[];
  /** Reports progress; cheap to call often (writes are throttled). */
  progress(stage: string, percent: number): Promise<void>;
  /** Aborts when the job is canceled or this process loses the job; stop work and throw. */
  signal: AbortSignal;
  services: JobServices;
  /**
   * A stable id (UUID form) for the result called `name`: the same on every retry and takeover of
   * this job, so a handler that writes its result under it writes it once, not once per run.
   */
  resultId(name: string): string;
}

/** A job kind: its parameter schema, retry policy and handler. */
export interface JobKind<Params> {
  /** The name clients submit, e.g. 'separate'. */
  kind: string;
  /** Validates `params` at submit (400 with the fields) and again when the job runs. */
  params: z.ZodType<Params>;
  /**
   * Checks at submit that need more than the schema (an installed engine, how many inputs); answers
   * messages by field of the submission (`{'params.engine': 'is not installed', inputFileIds: ...}`),
   * or nothing. The job system answers them as 400 VALIDATION_FAILED with those fields.
   */
  checkSubmission?(input: {
    params: Params;
    inputFiles: FileRow[];
  }): Promise<Record<string, string> | undefined>;
  /** Runs in all, the first included, before a transient fault fails the job. @default 3 */
  maxAttempts?: number;
  /** Backoff before retry n is `retryBaseDelayMs * 2^(n-1)`. @default 2000 */
  retryBaseDelayMs?: number;
  /** Does the work; must be idempotent (see `JobContext.resultId`). Heavy work goes to `runInThread`. */
  run(context: JobContext<Params>): Promise<JobOutput>;
  /**
   * Processing seconds the job reserves from the owner's monthly credits at submit, charged on
   * success and released otherwise. @default the input files' total duration, rounded up (0 without inputs)
   */
  creditSeconds?(input: {params: Params; inputFiles: FileRow[]}): number;
}

/** A registered kind with its defaults applied. */
export interface RegisteredJobKind {
  kind: string;
  params: z.ZodType;
  maxAttempts: number;
  retryBaseDelayMs: number;
  run(context: JobContext<unknown>): Promise<JobOutput>;
  /** See `JobKind.checkSubmission`; answers nothing for kinds without one. */
  checkSubmission(input: {
    params: unknown;
    inputFiles: FileRow[];
  }): Promise<Record<string, string> | undefined>;
  /** Whole seconds to reserve for a submission (see `JobKind.creditSeconds`). */
  creditSeconds(input: {params: unknown; inputFiles: FileRow[]}): number;
}

// Audio kinds cost what they process: the length of their inputs.
const inputDurationSeconds = ({inputFiles}: {inputFiles: FileRow[]}) =>
  inputFiles.reduce((total, file) => total + (file.duration_seconds ?? 0), 0);

const kindName = /^[a-z][a-z0-9.-]{0,63}$/;

/** The job kinds a process knows; the API validates submissions against it and workers run from it. */
export class JobRegistry {
  readonly #kinds = new Map<string, RegisteredJobKind>();

  /** Adds a kind; a name registered twice is a programming error and throws. */
  registerJobKind<Params>(definition: JobKind<Params>): this {
    if (!kindName.test(definition.kind)) throw new RangeError(`Not a job kind name: ${definition.kind}`);
    if (this.#kinds.has(definition.kind))
      throw new Error(`Job kind ${definition.kind} is already registered`);
    this.#kinds.set(definition.kind, {
      kind: definition.kind,
      params: definition.params,
      maxAttempts: definition.maxAttempts ?? 3,
      retryBaseDelayMs: definition.retryBaseDelayMs ?? 2000,
      // The params were parsed by this kind's own schema before the call, so the cast holds.
      run: (context) => definition.run(context as JobContext<Params>),
      checkSubmission: async (input) =>
        await definition.checkSubmission?.({params: input.params as Params, inputFiles: input.inputFiles}),
      creditSeconds: (input) => {
        const {creditSeconds} = definition;
        const seconds = creditSeconds
          ? creditSeconds({params: input.params as Params, inputFiles: input.inputFiles})
          : inputDurationSeconds(input);
        if (!Number.isFinite(seconds) || seconds < 0)
          throw new RangeError(`Job kind ${definition.kind} estimated ${seconds} credit seconds`);
        return Math.ceil(seconds);
      },
    });
    return this;
  }

  /** The kind called `kind`, or undefined. */
  get(kind: string): RegisteredJobKind | undefined {
    return this.#kinds.get(kind);
  }

  /** Names of every registered kind; a process only claims jobs of these. */
  kinds(): string[] {
    return [...this.#kinds.keys()];
  }
}
