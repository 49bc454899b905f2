import {Readable} from 'node:stream';
import {z} from 'zod';
import {saveResultFile} from '../../files/store.ts';
import {JobError} from '../jobError.ts';
import type {JobKind, JobRegistry} from '../registry.ts';
import {runInThread} from '../thread.ts';

/** Parameters of the test hash job. */
export const hashParamsSchema = z.object({
  rounds: z.number().int().min(1).max(1_000_000_000),
  /** The first this many attempts fail with a transient fault. */
  failAttempts: z.number().int().min(0).default(0),
  /** Fails at once, as bad input does. */
  reject: z.boolean().default(false),
  /** What the job reserves from its owner's credits (it has no audio input to measure). */
  creditSeconds: z.number().int().min(0).optional(),
});

/** `result.data` of the test hash job: the final digest. */
export const hashResultSchema = z.object({digest: z.string()});

/** The one stage the test hash job reports. */
export const hashStageSchema = z.enum(['hash']);

/**
 * A job kind for tests that does real work: a chained SHA-256 in a worker thread (so it can be
 * interrupted), written as a result file under the job's stable result id (so it exists once).
 */
export function hashJobKind(
  kind: string,
  retry: {maxAttempts?: number; retryBaseDelayMs?: number} = {},
): JobKind<z.infer<typeof hashParamsSchema>, z.infer<typeof hashResultSchema>, 'hash'> {
  return {
    kind,
    params: hashParamsSchema,
    result: hashResultSchema,
    stages: hashStageSchema,
    maxAttempts: retry.maxAttempts ?? 3,
    retryBaseDelayMs: retry.retryBaseDelayMs ?? 50,
    creditSeconds: ({params}) => params.creditSeconds ?? 0,
    async run({params, attempt, jobId, ownerId, signal, progress, services, resultId}) {
      if (params.reject) throw new JobError('JOB_INPUT_INVALID', 'The input was refused.');
      if (attempt <= params.failAttempts) {
        throw new JobError('JOB_FAILED', 'A passing fault.', {transient: true});
      }
      let reporting = Promise.resolve();
      const digest = await runInThread<{seed: string; rounds: number}, string, 'hash'>({
        module: new URL('./hashWork.ts', import.meta.url),
        exportName: 'chainedSha256',
        input: {seed: jobId, rounds: params.rounds},
        signal,
        // In order, and never unhandled: a failed write (lease lost) also aborts `signal`.
        onProgress: (stage, percent) => {
          reporting = reporting.then(() => progress(stage, percent)).catch(() => {});
        },
      });
      await reporting;
      const fileId = resultId('digest');
      const key = `users/${ownerId}/${fileId}`;
      const stored = await services.storage.put(key, Readable.from([Buffer.from(digest)]));
      // A retried or taken-over run finds the row its predecessor wrote (same digest, same facts).
      await saveResultFile(services.db, {
        id: fileId,
        owner_id: ownerId,
        storage_key: key,
        original_name: 'digest.txt',
        content_type: 'text/plain',
        size_bytes: stored.size,
        sha256: stored.sha256,
        created_at: new Date().toISOString(),
        expires_at: null,
      });
      return {fileIds: [fileId], data: {digest}};
    },
  };
}

/** For `nada worker --kinds`: registers the hash job as 'test.hash'. */
export function registerJobKinds(registry: JobRegistry): void {
  registry.registerJobKind(hashJobKind('test.hash'));
}
