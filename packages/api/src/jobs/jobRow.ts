import {z} from 'zod';
import type {JobRow} from '../db/schema.ts';

// The JSON columns of `jobs`, as every version of the job system wrote them: a kind's own schema
// then reads `params` and `result.data` (see `storedParams` and `resultPart`).
const inputFileIdsSchema = z.array(z.string());
const paramsSchema = z.record(z.string(), z.unknown());
const outputSchema = z.object({fileIds: z.array(z.string()).optional(), data: z.unknown()});

/** A succeeded job's stored result: the files it produced and its `data`, as its kind's result schema describes it. */
export interface StoredOutput {
  fileIds: string[];
  data: unknown;
}

/** The input file ids of a `jobs` row, in the order the job names them. */
export function inputFileIdsOf(row: Pick<JobRow, 'input_file_ids'>): string[] {
  return inputFileIdsSchema.parse(JSON.parse(row.input_file_ids));
}

/** The params of a `jobs` row as stored (its kind's defaults applied at submit). */
export function paramsOf(row: Pick<JobRow, 'params'>): Record<string, unknown> {
  return paramsSchema.parse(JSON.parse(row.params));
}

/** The params of a `jobs` row parsed by `schema`, its kind's: what a run receives (a failure is JOB_PARAMS_INVALID). */
export function storedParams<Params>(row: Pick<JobRow, 'params'>, schema: z.ZodType<Params>) {
  return schema.safeParse(JSON.parse(row.params));
}

const localeSchema = z.object({locale: z.enum(['id', 'en']).optional()});

/** The language a job's params ask its results to be named in (`params.locale`), if any and a known one. */
export function resultLocaleOf(row: Pick<JobRow, 'params'>): 'id' | 'en' | undefined {
  const parsed = localeSchema.safeParse(JSON.parse(row.params));
  return parsed.success ? parsed.data.locale : undefined;
}

/** The result of a `jobs` row, or null before it succeeded. */
export function outputOf(row: Pick<JobRow, 'result'>): StoredOutput | null {
  if (!row.result) return null;
  const output = outputSchema.parse(JSON.parse(row.result));
  return {fileIds: output.fileIds ?? [], data: output.data};
}

/** The ids of the files a `jobs` row's result produced (none before it succeeded). */
export function resultFileIdsOf(row: Pick<JobRow, 'result'>): string[] {
  return outputOf(row)?.fileIds ?? [];
}

/**
 * `data` (a stored `result.data`) read by `schema`, a kind's result schema or the part of it a
 * reader needs, or undefined when it does not fit: a row from an older version reads as no result.
 */
export function resultPart<Part>(schema: z.ZodType<Part>, data: unknown): Part | undefined {
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/** The JSON columns of a new `jobs` row. */
export function jobJsonColumns(job: {inputFileIds: readonly string[]; params: Record<string, unknown>}) {
  return {input_file_ids: JSON.stringify(job.inputFileIds), params: JSON.stringify(job.params)};
}

/** The `result` column of a job that succeeded with `output`. */
export function resultColumn(output: {fileIds?: readonly string[] | undefined; data?: unknown}): string {
  return JSON.stringify({fileIds: output.fileIds ?? [], data: output.data ?? {}});
}
