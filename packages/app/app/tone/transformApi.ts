import type {components} from '../api/schema';
import {submitJob} from '../api/jobApi';
import type {Job} from '../jobs/jobTypes';

/** A `transform` job: one file tool run on an uploaded song. */
export type TransformJob = Extract<Job, {kind: 'transform'}>;

/** What a file tool is asked to do (`operation` picks the tool). */
export type TransformRequest = components['schemas']['JobSubmission'] extends infer S
  ? S extends {kind: 'transform'; params?: infer P}
    ? NonNullable<P>
    : never
  : never;

/**
 * Starts a `transform` job on an uploaded file. The idempotency key makes a retried submission (a
 * lost answer, a double click) the same job, charged once.
 */
export async function submitTransform(
  inputFileId: string,
  params: TransformRequest,
  idempotencyKey: string,
): Promise<Job> {
  return submitJob({kind: 'transform', inputFileIds: [inputFileId], params, idempotencyKey});
}
