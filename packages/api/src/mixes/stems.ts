import {z} from 'zod';
import type {JobRow} from '../db/schema.ts';
import {separateResultSchema} from '../jobs/kinds/separateParams.ts';

// A separate job's stems, which an import's separation (and any kind with stems) repeats.
const stemsShape = separateResultSchema.pick({stems: true, durationSeconds: true});
const resultShape = z.object({data: z.unknown()});

/** The stems a succeeded job's result holds and their length; what a mix may name. */
export interface JobStems {
  stems: string[];
  durationSeconds: number;
}

/**
 * The stems of `row`'s result, whatever its kind: `data.stems` (separate, generate) or
 * `data.separation.stems` (import); null when it has not succeeded or made no stems.
 */
export function jobStems(row: JobRow): JobStems | null {
  if (row.status !== 'succeeded' || !row.result) return null;
  const result = resultShape.safeParse(JSON.parse(row.result));
  if (!result.success) return null;
  const data = result.data.data as {separation?: unknown} | null;
  for (const candidate of [data, data?.separation]) {
    const parsed = stemsShape.safeParse(candidate);
    if (parsed.success && parsed.data.stems.length > 0)
      return {
        stems: parsed.data.stems.map((stem) => stem.name),
        durationSeconds: parsed.data.durationSeconds,
      };
  }
  return null;
}
