// Every API call of the AI generation pages, through the client generated from the API's document.
import type {GenerationDraft} from '@nada/generate-ai';
import {dataOf} from '../api/client';
import type {components} from '../api/schema';
import {submitJob} from '../api/jobApi';
import {api} from '../api/sessionClient';
import type {Job} from '../jobs/jobTypes';

/** A `generate` job: a prompt made into a track. */
export type GenerateJob = Extract<Job, {kind: 'generate'}>;

/** What `POST /api/jobs` takes for a `generate` job. */
export type GenerateParams = components['schemas']['GenerateParams'];

/** What a prompt is understood as (`POST /api/generate/understand`). */
export type UnderstoodPrompt = components['schemas']['UnderstoodPrompt'];

/** A generated track as the list shows it (`GET /api/tracks`). */
export type TrackSummary = components['schemas']['TrackSummary'];

/** A page of tracks, newest first. */
export type TrackList = components['schemas']['TrackList'];

/** One track as its owner reads it. */
export type Track = components['schemas']['Track'];

/** The API's request of the form's draft, in the page's language: the ids the form offers are the API's own. */
export function generateParamsOf(draft: GenerationDraft, locale: 'id' | 'en', seed?: number): GenerateParams {
  return {...(draft as GenerateParams), locale, ...(seed === undefined ? {} : {seed})};
}

/**
 * Starts a `generate` job. The idempotency key makes a retried submission (a lost answer, a double
 * click) the same job, charged once.
 */
export async function submitGeneration(params: GenerateParams, idempotencyKey: string): Promise<GenerateJob> {
  return (await submitJob({kind: 'generate', inputFileIds: [], params, idempotencyKey})) as GenerateJob;
}

/** What the draft is understood as, before it costs anything. */
export async function understand(draft: GenerationDraft, signal?: AbortSignal): Promise<UnderstoodPrompt> {
  const {locale: _locale, ...body} = generateParamsOf(draft, 'id');
  return dataOf(await api.POST('/api/generate/understand', {body, signal}));
}

/** One page of the caller's tracks, newest first. */
export async function listTracks(cursor?: string, limit = 20): Promise<TrackList> {
  return dataOf(await api.GET('/api/tracks', {params: {query: {limit, ...(cursor ? {cursor} : {})}}}));
}

/** Renames a track or makes it public or private. */
export async function updateTrack(
  id: string,
  change: {title?: string; visibility?: 'private' | 'public'},
): Promise<Track> {
  return dataOf(await api.PATCH('/api/tracks/{id}', {params: {path: {id}}, body: change}));
}

/** The caller's `generate` jobs that are not tracks (yet): queued, running or failed, newest first. */
export async function listUnfinishedGenerations(): Promise<GenerateJob[]> {
  const page = dataOf(
    await api.GET('/api/jobs', {
      params: {query: {kind: 'generate', status: 'queued,running,failed', limit: 20}},
    }),
  );
  return page.items.filter((job): job is GenerateJob => job.kind === 'generate');
}
