// The playground's API calls: the job's stems and their saved mix, through the generated client, as
// @nada/playground reaches them (its `PlaygroundClient`, which the generated types are checked to fit here).
import {loadResultMedia} from '@nada/generation-wizard';
import {
  mixJobParams,
  mixSettingsOf,
  savedMixOf,
  separationLanes,
  type PlaygroundClient,
  type SourceStem,
} from '@nada/playground';
import {connectSession} from '../auth/session';
import {jobKinds} from '../jobs/jobKinds';
import type {Job} from '../jobs/jobTypes';
import {dataOf} from './client';
import {getJob, jobsClient, listJobs, signedFileUrl, submitJob} from './jobApi';
import type {components} from './schema';
import {api} from './sessionClient';

/** A `generate` job: a track made from a prompt, with each instrument group as a stem. */
type GenerateJob = Extract<Job, {kind: 'generate'}>;

/** The stems a job made: a separation's, or an import's that separated. */
const separationOf = (job: Job) => jobKinds.resultOf(job)?.separation;

/** The stems of a job the playground opens: a separation's, or a generated track's instrument groups. */
function hasStems(job: Job): boolean {
  if (separationOf(job)) return true;
  return job.kind === 'generate' && (job.result?.data.stems.length ?? 0) > 0;
}

/** A generated track's instrument groups as lanes (they come with no peaks file, so no waveform). */
async function generatedStems(job: GenerateJob): Promise<SourceStem[]> {
  return await Promise.all(
    (job.result?.data.stems ?? []).map(async (stem) => ({
      id: stem.name,
      group: 'instrument' as const,
      src: (await signedFileUrl(stem.fileId, 'inline')).url,
      peaks: null,
    })),
  );
}

/** A job as the picker and the page's header name it. */
const songOf = (job: Job) => ({id: job.id, createdAt: job.createdAt, songName: jobKinds.nameOf(job)});

/** The playground's calls: a module constant, so the hooks keep following between renders. */
export const playgroundClient: PlaygroundClient = {
  jobs: jobsClient,
  // Read once the session is connected (the ID token goes with them).
  async listStemSongs() {
    await connectSession();
    const page = await listJobs({kind: 'separate,import,generate', status: 'succeeded'}, undefined, 50);
    return page.items.filter(hasStems).map(songOf);
  },
  // Rejects with the API's error (JOB_NOT_FOUND, JOB_HAS_NO_STEMS) when the job is not the caller's or has no stems.
  async loadPlayground(jobId) {
    await connectSession();
    const [job, mix] = await Promise.all([
      getJob(jobId),
      api.GET('/api/jobs/{id}/mix', {params: {path: {id: jobId}}}).then(dataOf),
    ]);
    const settings = mixSettingsOf(mix);
    if (job.kind === 'generate') return {song: songOf(job), stems: await generatedStems(job), settings};
    const result = separationOf(job);
    if (!result) throw new Error('A job with a mix but no stems');
    const stems = separationLanes((await loadResultMedia({signedFileUrl}, result)).stems);
    return {song: songOf(job), stems, settings};
  },
  async saveMix(jobId, settings) {
    const body: components['schemas']['MixSettings'] = savedMixOf(settings);
    dataOf(await api.PUT('/api/jobs/{id}/mix', {params: {path: {id: jobId}}, body}));
  },
  submitMix: (jobId, stems, settings, request, idempotencyKey) =>
    submitJob({
      kind: 'mix',
      inputFileIds: [],
      idempotencyKey,
      params: mixJobParams(jobId, stems, settings, request),
    }),
};
