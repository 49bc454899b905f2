import type {Kysely} from 'kysely';
import type {z} from 'zod';
import type {Database, FileRow, UserRow} from '../db/schema.ts';
import type {Storage} from '../storage/storage.ts';
import type {ResultVariant} from './resultNames.ts';
import {jobListSchemaOf, jobSchemaOf, jobSubmissionSchemaOf} from './schema.ts';
import type {JobContract} from './schema.ts';

/** What the process running a job lends its handler: the database and file storage. */
export interface JobServices {
  db: Kysely<Database>;
  storage: Storage;
}

/** JSON a handler returns as its result; written once, when the job turns `succeeded`. */
export interface JobOutput<Result = unknown> {
  /** Files the job produced (rows the handler inserted, owned by the job's owner). */
  fileIds?: string[];
  /** Small JSON facts about the result (detected key, tempo, a digest ...), as the kind's `result` schema describes them. */
  data: Result;
}

/** The registered kinds, as one kind reads another's results (a `mix` reads its source job's stems and song). */
export type JobKinds = Pick<JobRegistry, 'get'>;

/** The stems a succeeded job's result holds and their length; what a mix may name. */
export interface JobStems {
  stems: string[];
  /** The audio file of each stem, in the order of `stems`. */
  fileIds: string[];
  durationSeconds: number;
}

/** `JobStems` of a result's stems, each naming its audio file. */
export function jobStemsOf(part: {
  stems: ReadonlyArray<{name: string; fileId: string}>;
  durationSeconds: number;
}): JobStems {
  return {
    stems: part.stems.map((stem) => stem.name),
    fileIds: part.stems.map((stem) => stem.fileId),
    durationSeconds: part.durationSeconds,
  };
}

/** What names the song a job's result is of: a title, or a file whose name (without extension) is the song's. */
export type SongName = {title: string} | {fileId: string};

/** `ResultFacts.songName` of a kind whose song is its first input file (a separation, a transform). */
export function firstInputSong({inputFileIds}: {inputFileIds: readonly string[]}): SongName | null {
  const [fileId] = inputFileIds;
  return fileId ? {fileId} : null;
}

/**
 * What the rest of the API reads of a kind's succeeded results, each from the stored `result.data`
 * (`data`), which a reader parses with its kind's result schema, or the part of it it needs
 * (`resultPart`): a row that does not fit reads as nothing.
 */
export interface ResultFacts {
  /** The stems its result holds (what the playground mixes), or null when it made none. */
  stems?(data: unknown): JobStems | null;
  /** What names the song its result is of (a mix of its stems is named after it), or null. */
  songName?(job: {data: unknown; inputFileIds: readonly string[]}): SongName | null;
  /** What sets its result apart from the song's other results (stem set, key, tempo, format): its archive's name says it. */
  variant?(data: unknown): ResultVariant;
  /** Each audio file of its result that has waveform peaks, with that peaks file (a playlist item shows them). */
  peaks?(data: unknown): Array<{fileId: string; peaksFileId: string}>;
}

/** What a handler receives for one run of one job. */
export interface JobContext<Params, Stage extends string = string> {
  jobId: string;
  ownerId: string;
  /** 1 on the first run; retries and takeovers count up. */
  attempt: number;
  /** The parameters, parsed by the kind's schema. */
  params: Params;
  /** The input file rows, in the order the job names them, all owned by the job's owner. */
  inputFiles: FileRow[];
  /** Reports progress in one of the kind's stages; cheap to call often (writes are throttled). */
  progress(stage: Stage, percent: number): Promise<void>;
  /** Aborts when the job is canceled or this process loses the job; stop work and throw. */
  signal: AbortSignal;
  services: JobServices;
  /** The registered kinds, to read another job's results by its kind. */
  kinds: JobKinds;
  /**
   * A stable id (UUID form) for the result called `name`: the same on every retry and takeover of
   * this job, so a handler that writes its result under it writes it once, not once per run.
   */
  resultId(name: string): string;
}

/**
 * A job kind: its contract (name, parameter and result schemas, stages: what the OpenAPI `Job` union
 * publishes of it), retry policy and handler.
 */
export interface JobKind<Params, Result, Stage extends string> extends JobContract {
  /** The name clients submit, e.g. 'separate'. */
  kind: string;
  /** Validates `params` at submit (400 with the fields) and again when the job runs. */
  params: z.ZodType<Params>;
  /** Describes `result.data`; what `run` returns is checked against it before the job succeeds. */
  result: z.ZodType<Result>;
  /** The stages `run` reports (a `z.enum`, in the order they run). */
  stages: z.ZodType<Stage>;
  /**
   * Checks at submit that need more than the schema (an installed engine, how many inputs); answers
   * messages by field of the submission (`{'params.engine': 'is not installed', inputFileIds: ...}`),
   * or nothing. The job system answers them as 400 VALIDATION_FAILED with those fields.
   */
  checkSubmission?(input: {
    params: Params;
    inputFiles: FileRow[];
  }): Promise<Record<string, string> | undefined>;
  /**
   * The input files of a kind whose inputs follow from its params, not from the submission (a `mix`
   * takes its source job's stems): their ids in order, or an ApiError (a source job that is not the
   * caller's is 404). A submission of such a kind names no `inputFileIds` itself.
   */
  resolveInputFileIds?(input: ResolveInput<Params>): Promise<string[]>;
  /** What the rest of the API reads of this kind's results. @default nothing: no stems, no song name, no variant, no peaks */
  resultFacts?: ResultFacts;
  /** Its succeeded runs count in the separation metrics (seconds per minute of input audio). @default false */
  separates?: boolean;
  /** Runs in all, the first included, before a transient fault fails the job. @default 3 */
  maxAttempts?: number;
  /** Backoff before retry n is `retryBaseDelayMs * 2^(n-1)`. @default 2000 */
  retryBaseDelayMs?: number;
  /** Does the work; must be idempotent (see `JobContext.resultId`). Heavy work goes to `runInThread`. */
  run(context: JobContext<Params, Stage>): Promise<JobOutput<Result>>;
  /**
   * Processing seconds the job reserves from the owner's monthly credits at submit, charged on
   * success and released otherwise. @default the input files' total duration, rounded up (0 without inputs)
   */
  creditSeconds?(input: {params: Params; inputFiles: FileRow[]; owner?: UserRow | undefined}): number;
}

/** What `JobKind.resolveInputFileIds` receives. */
export interface ResolveInput<Params> {
  params: Params;
  ownerId: string;
  db: Kysely<Database>;
  kinds: JobKinds;
}

/** A registered kind with its defaults applied. */
export interface RegisteredJobKind {
  kind: string;
  params: z.ZodType;
  contract: JobContract;
  maxAttempts: number;
  retryBaseDelayMs: number;
  run(context: JobContext<unknown>): Promise<JobOutput>;
  /** See `JobKind.checkSubmission`; answers nothing for kinds without one. */
  checkSubmission(input: {
    params: unknown;
    inputFiles: FileRow[];
  }): Promise<Record<string, string> | undefined>;
  /** See `JobKind.resolveInputFileIds`; absent for kinds whose submission names its inputs. */
  resolveInputFileIds?(input: ResolveInput<unknown>): Promise<string[]>;
  /** See `JobKind.resultFacts`. */
  resultFacts: ResultFacts;
  /** See `JobKind.separates`. */
  separates: boolean;
  /** Whole seconds to reserve for a submission (see `JobKind.creditSeconds`). */
  creditSeconds(input: {params: unknown; inputFiles: FileRow[]; owner?: UserRow | undefined}): number;
}

// Audio kinds cost what they process: the length of their inputs.
const inputDurationSeconds = ({inputFiles}: {inputFiles: FileRow[]}) =>
  inputFiles.reduce((total, file) => total + (file.duration_seconds ?? 0), 0);

const kindName = /^[a-z][a-z0-9.-]{0,63}$/;

/** The job kinds a process knows; the API validates submissions against it and workers run from it. */
export class JobRegistry {
  readonly #kinds = new Map<string, RegisteredJobKind>();
  #schemas: {job: JobSchema; jobList: z.ZodType; submission: JobSubmissionSchema} | undefined;

  /** Adds a kind; a name registered twice is a programming error and throws. */
  registerJobKind<Params, Result, Stage extends string>(definition: JobKind<Params, Result, Stage>): this {
    if (!kindName.test(definition.kind)) throw new RangeError(`Not a job kind name: ${definition.kind}`);
    if (this.#kinds.has(definition.kind))
      throw new Error(`Job kind ${definition.kind} is already registered`);
    const {kind, params, result, stages, resolveInputFileIds} = definition;
    this.#schemas = undefined;
    this.#kinds.set(kind, {
      kind,
      params,
      contract: {kind, params, result, stages},
      maxAttempts: definition.maxAttempts ?? 3,
      retryBaseDelayMs: definition.retryBaseDelayMs ?? 2000,
      resultFacts: definition.resultFacts ?? {},
      separates: definition.separates ?? false,
      run: async (context) => {
        // The params were parsed by this kind's own schema before the call, and its stages are the
        // only ones its handler reports, so the cast holds.
        const output = await definition.run(context as JobContext<Params, Stage>);
        // The job's answers are checked against the published result schema: a result that breaks
        // it fails the run here, instead of every later request for the job.
        return {...output, data: result.parse(output.data)};
      },
      ...(resolveInputFileIds
        ? {
            resolveInputFileIds: (input: ResolveInput<unknown>) =>
              resolveInputFileIds({...input, params: input.params as Params}),
          }
        : {}),
      checkSubmission: async (input) =>
        await definition.checkSubmission?.({params: input.params as Params, inputFiles: input.inputFiles}),
      creditSeconds: (input) => {
        const {creditSeconds} = definition;
        const seconds = creditSeconds
          ? creditSeconds({params: input.params as Params, inputFiles: input.inputFiles, owner: input.owner})
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

  /** The `Job` schema of the registered kinds (a union on `kind`), as the API answers and publishes it. */
  jobSchema(): JobSchema {
    return this.#published().job;
  }

  /** The `JobList` schema: a page of `jobSchema()` jobs. */
  jobListSchema(): z.ZodType {
    return this.#published().jobList;
  }

  /** The `JobSubmission` schema of the registered kinds (a union on `kind`), as the API publishes it. */
  submissionSchema(): JobSubmissionSchema {
    return this.#published().submission;
  }

  #published() {
    if (!this.#schemas) {
      const contracts = [...this.#kinds.values()].map((kind) => kind.contract);
      const job = jobSchemaOf(contracts);
      this.#schemas = {job, jobList: jobListSchemaOf(job), submission: jobSubmissionSchemaOf(contracts)};
    }
    return this.#schemas;
  }
}

/** The `Job` schema a registry publishes. */
export type JobSchema = ReturnType<typeof jobSchemaOf>;

/** The `JobSubmission` schema a registry publishes. */
export type JobSubmissionSchema = ReturnType<typeof jobSubmissionSchemaOf>;
