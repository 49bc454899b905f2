// The API calls of the pages that start from a video link, through the client generated from the
// API's OpenAPI document.
import type {LinkProbeTransport} from '@nada/generation-wizard';
import {ApiRequestError, dataOf} from '../api/client';
import type {components} from '../api/schema';
import {importStageValues} from '../api/schemaValues';
import {submitJob} from '../api/jobApi';
import {api} from '../api/sessionClient';
import type {Job} from '../jobs/jobTypes';

/** What a link holds (`POST /api/imports/probe`): title, length, thumbnail, and whether the plan takes it. */
export type ImportProbe = components['schemas']['ImportProbe'];

/**
 * Asks the API what a link holds, without downloading it. Rejects with an {@link ApiRequestError}
 * (`URL_NOT_ALLOWED`, `IMPORT_UNSUPPORTED`, `IMPORT_UNAVAILABLE`, `IMPORT_NETWORK_FAILED`,
 * `IMPORT_FAILED`), or with code `NETWORK` when the API cannot be reached; aborting `signal` stops
 * the probe on the server too.
 */
export async function probeImport(url: string, signal: AbortSignal): Promise<ImportProbe> {
  try {
    return dataOf(await api.POST('/api/imports/probe', {body: {url}, signal}));
  } catch (error) {
    if (error instanceof ApiRequestError || signal.aborted) throw error;
    throw Object.assign(new Error('The API could not be reached', {cause: error}), {code: 'NETWORK'});
  }
}

/** How the link step of `@nada/generation-wizard` asks what a link holds. */
export const linkProbeTransport: LinkProbeTransport = probeImport;

/** An `import` job: a video link downloaded and made into what its `then` asks. */
export type ImportJob = Extract<Job, {kind: 'import'}>;

/** The parameters of an `import` job, as the OpenAPI document describes them. */
export type ImportParams = components['schemas']['ImportParams'];

/** What a finished `import` job made (`job.result.data`). */
export type ImportResult = components['schemas']['ImportResult'];

/** The stages an `import` job reports, in order: fetch, download, separate, encode. */
export const IMPORT_STAGES = importStageValues;

/**
 * Starts an `import` job on a link. The idempotency key makes a retried submission (a lost
 * answer, a double click) the same job, charged once.
 */
export async function submitImport(params: ImportParams, idempotencyKey: string): Promise<Job> {
  return submitJob({kind: 'import', inputFileIds: [], params, idempotencyKey});
}
