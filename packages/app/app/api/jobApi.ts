// The API's jobs and files, through the client generated from its OpenAPI document: the calls of
// every job flow, and the client and upload transport @nada/jobs is given (its narrow interfaces,
// which the generated types are checked to fit here).
import {tusUploadTransport, type JobFilter, type JobsClient} from '@nada/jobs';
import {signedInUser} from '../auth/session';
import {dataOf} from './client';
import type {components} from './schema';
import {api} from './sessionClient';

/** A job as the API presents it: one of its kinds, told apart by `kind`. */
type Job = components['schemas']['Job'];

/** What `POST /api/jobs` takes: a kind's params and inputs, and the idempotency key. */
export type JobSubmission = components['schemas']['JobSubmission'];

/** The caller's processing minutes this period (`GET /api/credits`). */
export type CreditBalance = components['schemas']['CreditBalance'];

/** A separation engine the server offers (`GET /api/engines`): built in, or an installed model. */
export type Engine = components['schemas']['Engine'];

/** A page of jobs, newest first. */
export type JobPage = components['schemas']['JobList'];

/** An uploaded file's details (`GET /api/files/:id`). */
export type StoredFile = components['schemas']['File'];

/** What a signed URL is for: playing in the page, or saving with the file's name. */
export type Disposition = 'inline' | 'attachment';

/**
 * Starts a job of any kind (the submission's `kind` types its params). Pass the idempotency key
 * `useSubmitJob` of @nada/jobs gives: a retried submission (a lost answer, a double click) is then
 * the same job, charged once.
 */
export async function submitJob(submission: JobSubmission): Promise<Job> {
  return dataOf(await api.POST('/api/jobs', {body: submission}));
}

/** A job of the caller's; 404 JOB_NOT_FOUND for anyone else's. */
export async function getJob(id: string, signal?: AbortSignal): Promise<Job> {
  return dataOf(await api.GET('/api/jobs/{id}', {params: {path: {id}}, signal}));
}

/** Cancels a queued or running job (its reserved credits come back). */
export async function cancelJob(id: string): Promise<Job> {
  return dataOf(await api.POST('/api/jobs/{id}/cancel', {params: {path: {id}}}));
}

/** Deletes a job and the files it made (a running one is canceled first). */
export async function deleteJob(id: string): Promise<void> {
  await api.DELETE('/api/jobs/{id}', {params: {path: {id}}});
}

/** One page of the caller's jobs, newest first; `cursor` is the previous page's `nextCursor`. */
export async function listJobs(filter: JobFilter, cursor?: string, limit = 20): Promise<JobPage> {
  return dataOf(
    await api.GET('/api/jobs', {
      params: {
        query: {
          limit,
          ...(cursor ? {cursor} : {}),
          ...(filter.kind ? {kind: filter.kind} : {}),
          ...(filter.status ? {status: filter.status} : {}),
        },
      },
    }),
  );
}

/**
 * The job's event stream (`text/event-stream`), from after `lastEventId`; read with fetch because
 * EventSource cannot send the Authorization header.
 */
export async function openJobEvents(
  id: string,
  lastEventId: number,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const {response} = await api.GET('/api/jobs/{id}/events', {
    params: {path: {id}, ...(lastEventId > 0 ? {header: {'last-event-id': String(lastEventId)}} : {})},
    parseAs: 'stream',
    signal,
  });
  if (!response.body) throw new Error('The job event stream has no body');
  return response.body;
}

/** The caller's processing minutes this period. */
export async function getCredits(): Promise<CreditBalance> {
  return dataOf(await api.GET('/api/credits'));
}

/** The separation engines the server offers. */
export async function listEngines(): Promise<Engine[]> {
  return dataOf(await api.GET('/api/engines')).items;
}

/** An uploaded or produced file's details; 404 once it is deleted or expired. */
export async function getFile(id: string): Promise<StoredFile> {
  return dataOf(await api.GET('/api/files/{id}', {params: {path: {id}}}));
}

/** Renames a file of the caller's to `title` (its extension kept); 404 FILE_NOT_FOUND once it is gone. */
export async function renameFile(id: string, title: string): Promise<StoredFile> {
  return dataOf(await api.PATCH('/api/files/{id}', {params: {path: {id}}, body: {title}}));
}

/** A signed URL for a file and when it stops working, to play (`inline`) or save under its name (`attachment`). */
export async function signedFileUrl(
  id: string,
  disposition: Disposition,
): Promise<{url: string; expiresAt: string}> {
  return dataOf(await api.POST('/api/files/{id}/url', {params: {path: {id}}, body: {disposition}}));
}

/** A signed URL for a file, to play (`inline`) or save under its name (`attachment`). */
export async function fileUrl(id: string, disposition: Disposition): Promise<string> {
  return (await signedFileUrl(id, disposition)).url;
}

/** A signed URL of a zip with every file the job made ("download all"). */
export async function archiveUrl(jobId: string): Promise<string> {
  return dataOf(await api.POST('/api/jobs/{id}/archive-url', {params: {path: {id: jobId}}})).url;
}

/**
 * The jobs API as @nada/jobs reaches it (`useJob`, `useFollowedJob`, the progress and history
 * views): a module constant, so the hooks keep following between renders.
 */
export const jobsClient: JobsClient<Job, JobSubmission> = {
  submitJob,
  getJob,
  openEvents: openJobEvents,
  cancelJob,
  deleteJob,
  listJobs,
  signedFileUrl,
  archiveUrl,
};

/** Every page's uploads to `POST /api/uploads` (a constant, so the hooks keep their commands between renders). */
export const uploadTransport = tusUploadTransport<StoredFile>({signedInUser});
