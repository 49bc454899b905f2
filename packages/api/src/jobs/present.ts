import type {Kysely} from 'kysely';
import type {Database, FileRow, JobEventRow, JobRow, JobStatus} from '../db/schema.ts';
import {findOwnedFiles} from '../files/store.ts';
import {isErrorCode} from '../errors.ts';
import type {ErrorCode} from '../errors.ts';
import {JOB_FAILED} from './jobError.ts';
import {inputFileIdsOf, outputOf, paramsOf} from './jobRow.ts';

/** What a job shows of one of its input or result files. */
export interface JobFileView {
  id: string;
  name: string;
  contentType: string;
  sizeBytes: number;
  durationSeconds: number | null;
  expiresAt: string | null;
}

/** A job as the API presents it to its owner (also the data of every event). */
export interface JobView {
  id: string;
  kind: string;
  status: JobStatus;
  stage: string | null;
  percent: number;
  inputFileIds: string[];
  /** The input files that still exist. */
  inputFiles: JobFileView[];
  params: Record<string, unknown>;
  /** `files`: the result files that still exist, in the order of `fileIds`; `data` as the kind's result schema says. */
  result: {fileIds: string[]; files: JobFileView[]; data: unknown} | null;
  error: {code: ErrorCode; message: string} | null;
  attempts: number;
  maxAttempts: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  updatedAt: string;
}

/** One event of a job's stream. */
export interface JobEvent {
  jobId: string;
  /** Counts up from 1 per job; the SSE `id:`. */
  id: number;
  type: 'status' | 'progress';
  job: JobView;
}

/** Files rows by id, as `loadJobFiles` reads them for jobs to present. */
export type JobFiles = ReadonlyMap<string, FileRow>;

/** The ids of every input and result file of `rows`. */
export function jobFileIds(rows: readonly JobRow[]): string[] {
  return [...new Set(rows.flatMap((row) => [...inputFileIdsOf(row), ...(outputOf(row)?.fileIds ?? [])]))];
}

/**
 * Reads the input and result files of `rows` in one query (of their owners, so a forged id in a
 * result never shows someone else's file), for `presentJob`: a page of jobs costs two queries.
 */
export async function loadJobFiles(db: Kysely<Database>, rows: readonly JobRow[]): Promise<JobFiles> {
  const ids = jobFileIds(rows);
  const owners = [...new Set(rows.map((row) => row.owner_id))];
  if (!ids.length) return new Map();
  const files = await findOwnedFiles(db, owners, ids);
  return new Map(files.map((file) => [file.id, file]));
}

/** `rows` presented with their files, in order. */
export async function presentJobs(db: Kysely<Database>, rows: readonly JobRow[]): Promise<JobView[]> {
  const files = await loadJobFiles(db, rows);
  return rows.map((row) => presentJob(row, files));
}

/** One row presented with its files. */
export async function presentOneJob(db: Kysely<Database>, row: JobRow): Promise<JobView> {
  return presentJob(row, await loadJobFiles(db, [row]));
}

function presentJobFiles(ids: readonly string[], files: JobFiles, ownerId: string): JobFileView[] {
  return ids.flatMap((id) => {
    const file = files.get(id);
    if (!file || file.owner_id !== ownerId) return [];
    return [
      {
        id: file.id,
        name: file.original_name,
        contentType: file.content_type,
        sizeBytes: file.size_bytes,
        durationSeconds: file.duration_seconds,
        expiresAt: file.expires_at,
      },
    ];
  });
}

/**
 * The presentation of a `jobs` row: no lease, no owner, no idempotency key; `files` (from
 * `loadJobFiles`) gives its input and result files' names and sizes.
 */
export function presentJob(row: JobRow, files: JobFiles): JobView {
  const result = outputOf(row);
  const inputFileIds = inputFileIdsOf(row);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    stage: row.stage,
    percent: row.percent,
    inputFileIds,
    inputFiles: presentJobFiles(inputFileIds, files, row.owner_id),
    params: paramsOf(row),
    result: result
      ? {
          fileIds: result.fileIds,
          files: presentJobFiles(result.fileIds, files, row.owner_id),
          data: result.data,
        }
      : null,
    error: row.error_code
      ? {
          // A code no longer published (a row from an older version) reads as the generic failure.
          code: isErrorCode(row.error_code) ? row.error_code : JOB_FAILED,
          message: row.error_message ?? row.error_code,
        }
      : null,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    updatedAt: row.updated_at,
  };
}

/** Turns a stored event row back into an event. */
export function eventOf(row: JobEventRow): JobEvent {
  const job = JSON.parse(row.data) as JobView;
  // Events stored before jobs carried their files have none; the stream's data always does.
  job.inputFiles ??= [];
  if (job.result) job.result.files ??= [];
  return {jobId: row.job_id, id: row.id, type: row.type as JobEvent['type'], job};
}
