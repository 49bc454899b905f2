/** Where a job stands, as the API reports it; `succeeded`, `failed` and `canceled` are final. */
export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled';

/** One stage of a job, such as decode or separate, with its label in the user's language. */
export interface JobStage {
  /** The stage id the API reports (`'decode'`, `'separate'`…). */
  id: string;
  /** The stage's name for people. */
  label: string;
}

/** A file a job read or made, as the API lists it: its id, name, length and when it goes. */
export interface JobFileLike {
  id: string;
  name: string;
  /** Its length in seconds, when it is audio. */
  durationSeconds: number | null;
  /** When it is deleted (ISO 8601); null when it is kept. */
  expiresAt: string | null;
}

/**
 * What this package reads of a job, whatever its kind. The app's job type, generated from the
 * API's OpenAPI document (a union on `kind`), fits it: the app's typecheck proves it where it
 * passes its client, so the package keeps no copy of the contract.
 */
export interface JobLike {
  id: string;
  /** The job kind (`separate`, `import`…), which the app's union tells apart. */
  kind: string;
  status: JobStatus;
  /** What the job is doing (a stage id); null when not running. */
  stage: string | null;
  /** How far the whole job has come, 0..100. */
  percent: number;
  /** The input files that still exist. */
  inputFiles: readonly JobFileLike[];
  /** Set once the job succeeded: the files it made (those that still exist in `files`). */
  result: {fileIds: readonly string[]; files: readonly JobFileLike[]} | null;
  /** Why it failed (the API's error code). */
  error: {code: string} | null;
  /** ISO 8601. */
  createdAt: string;
  /** Start of the latest attempt (ISO 8601). */
  startedAt: string | null;
  /** ISO 8601. */
  finishedAt: string | null;
}

/** What `POST /api/jobs` takes: a kind, its input files and params, and the idempotency key. */
export interface JobSubmissionLike {
  kind: string;
  inputFileIds?: string[];
  /** Makes a retried submission (a lost answer, a double click) the same job, charged once. */
  idempotencyKey?: string;
}

/** Which jobs a history lists. */
export interface JobFilter {
  /** Only jobs of this kind, or of every kind. */
  kind?: string;
  /** Only jobs in this status, or in every status. */
  status?: JobStatus;
}

/** A page of jobs, newest first; `nextCursor` reads the next one (null on the last). */
export interface JobPage<Job extends JobLike> {
  items: Job[];
  nextCursor: string | null;
}

/** What a signed URL is for: playing in the page, or saving with the file's name. */
export type Disposition = 'inline' | 'attachment';

/**
 * How the package reaches the jobs: the app passes its calls to the API (through its generated
 * client; stories and tests pass fakes), so the package knows no URL, client or token. A call the
 * API refuses rejects with an error carrying the API's `code` (`JOB_NOT_FOUND`) and HTTP `status`.
 */
export interface JobsClient<Job extends JobLike, Submission extends JobSubmissionLike = JobSubmissionLike> {
  /** Starts a job (`POST /api/jobs`). */
  submitJob(submission: Submission): Promise<Job>;
  /** Reads a job of the caller's. */
  getJob(id: string, signal?: AbortSignal): Promise<Job>;
  /**
   * Opens the job's event stream (`text/event-stream`, each event's data the job as JSON) after
   * `lastEventId`; read with fetch, as EventSource cannot send an Authorization header.
   */
  openEvents(id: string, lastEventId: number, signal: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  /** Cancels a queued or running job (its reserved credits come back). */
  cancelJob(id: string): Promise<Job>;
  /** Deletes a job and the files it made. */
  deleteJob(id: string): Promise<void>;
  /** One page of the caller's jobs, newest first; `cursor` is the previous page's `nextCursor`. */
  listJobs(filter: JobFilter, cursor?: string): Promise<JobPage<Job>>;
  /** A signed URL of a file, to play (`inline`) or save under its name (`attachment`), and when it stops working. */
  signedFileUrl(id: string, disposition: Disposition): Promise<{url: string; expiresAt: string}>;
  /** A signed URL of a zip with every file the job made. */
  archiveUrl(jobId: string): Promise<string>;
}
