// The AI generation's API calls, through the client generated from the API's document, as
// @nada/generate-ai reaches them (its `GenerateClient`, which the generated types are checked to fit here).
import type {GenerateClient} from '@nada/generate-ai';
import type {Job} from '../jobs/jobTypes';
import {dataOf} from './client';
import {jobsClient, submitJob} from './jobApi';
import type {components} from './schema';
import {api} from './sessionClient';

/** A `generate` job: a prompt made into a track. */
type GenerateJob = Extract<Job, {kind: 'generate'}>;

/** What `POST /api/jobs` takes for a `generate` job. */
type GenerateParams = components['schemas']['GenerateParams'];

/** The calls of the AI generation pages: a module constant, so the hooks keep following between renders. */
export const generateClient: GenerateClient = {
  jobs: jobsClient,
  // The form offers the ids the API publishes (`schemaValues`), so its draft is the API's request.
  async submitGeneration(params, idempotencyKey) {
    const body = params as GenerateParams;
    return (await submitJob({
      kind: 'generate',
      inputFileIds: [],
      params: body,
      idempotencyKey,
    })) as GenerateJob;
  },
  async understand(draft, signal) {
    return dataOf(await api.POST('/api/generate/understand', {body: draft as GenerateParams, signal}));
  },
  async listTracks(cursor) {
    return dataOf(await api.GET('/api/tracks', {params: {query: {limit: 20, ...(cursor ? {cursor} : {})}}}));
  },
  async updateTrack(id, change) {
    return dataOf(await api.PATCH('/api/tracks/{id}', {params: {path: {id}}, body: change}));
  },
  async listUnfinishedGenerations() {
    const page = dataOf(
      await api.GET('/api/jobs', {
        params: {query: {kind: 'generate', status: 'queued,running,failed', limit: 20}},
      }),
    );
    return page.items.filter((job): job is GenerateJob => job.kind === 'generate');
  },
};
