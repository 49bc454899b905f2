import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {JobContext} from '../registry.ts';
import {resultLanguage} from '../resultNames.ts';
import {runInThread} from '../thread.ts';

/** How long a canceled job's thread may take to stop its tools and remove its files before it is ended. */
export const ABORT_GRACE_MS = 5000;

/** How far past its charged length an input may decode (lengths are rounded) before it is refused. */
export const CHARGED_LENGTH_SLACK_SECONDS = 1;

/** Runs `work` with a new temporary folder (`nada-<name>-…`), removed afterwards whatever happens. */
export async function inTempFolder<T>(name: string, work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), `nada-${name}-`));
  try {
    return await work(folder);
  } finally {
    await rm(folder, {recursive: true, force: true});
  }
}

/**
 * Runs a job's heavy part, `module`'s `exportName(input)`, in a worker thread: canceled with the
 * job (within `ABORT_GRACE_MS`), its progress written to the job in order and never unhandled (a
 * failed write means the lease is lost, which also aborts the job's signal).
 */
export async function runJobInThread<Input, Output, Stage extends string>(
  context: Pick<JobContext<unknown, Stage>, 'signal' | 'progress'>,
  options: {module: URL; exportName: string; input: Input},
): Promise<Output> {
  let reporting = Promise.resolve();
  const output = await runInThread<Input, Output, Stage>({
    ...options,
    signal: context.signal,
    abortGraceMs: ABORT_GRACE_MS,
    onProgress: (stage, percent) => {
      reporting = reporting.then(() => context.progress(stage, percent)).catch(() => {});
    },
  });
  await reporting;
  return output;
}

/**
 * The language a job names its results in: the page's that asked for it (`params.locale`); older
 * submissions, made before jobs carried it, fall back on the owner's profile.
 */
export async function jobLanguage(
  context: Pick<JobContext<{locale?: 'id' | 'en'}, string>, 'params' | 'services' | 'ownerId'>,
): Promise<'id' | 'en'> {
  return resultLanguage(context.services.db, context.ownerId, context.params.locale);
}
