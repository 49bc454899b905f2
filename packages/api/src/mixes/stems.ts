import {z} from 'zod';
import type {JobRow} from '../db/schema.ts';

// The stems of any kind that made them: a separation's (with their peaks), a generation's (each
// instrument group alone) and an import's separation all name each stem and its audio file.
const stemsShape = z.object({
  stems: z.array(z.object({name: z.string().min(1), fileId: z.string().min(1)})),
  durationSeconds: z.number(),
});
const resultShape = z.object({data: z.unknown()});

/** The stems a succeeded job's result holds and their length; what a mix may name. */
export interface JobStems {
  stems: string[];
  /** The audio file of each stem, in the order of `stems`. */
  fileIds: string[];
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
        fileIds: parsed.data.stems.map((stem) => stem.fileId),
        durationSeconds: parsed.data.durationSeconds,
      };
  }
  return null;
}
