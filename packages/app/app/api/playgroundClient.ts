// The playground's API calls: the job's stems and their saved mix, through the generated client, as
// @nada/playground reaches them (its `PlaygroundClient`, which the generated types are checked to fit here).
import {loadResultMedia} from '@nada/generation-wizard';
import type {MixSettings, PlaygroundClient, SourceStem} from '@nada/playground';
import {connectSession} from '../auth/session';
import {jobKinds} from '../jobs/jobKinds';
import type {Job} from '../jobs/jobTypes';
import {dataOf} from './client';
import {getJob, jobsClient, listJobs, signedFileUrl, submitJob} from './jobApi';
import type {components} from './schema';
import {api} from './sessionClient';

/** A job's mix as the API keeps it (`GET|PUT /api/jobs/{id}/mix`). */
type JobMix = components['schemas']['JobMix'];

/** The API's mix as the playground's settings (levels by stem id). */
function settingsOf(mix: JobMix): MixSettings {
  return {
    levels: Object.fromEntries(
      mix.stems.map(({stem, volume, muted, solo, pan}) => [stem, {volume, muted, solo, pan}]),
    ),
    semitones: mix.semitones,
    tempo: mix.tempo,
    loop: mix.loop,
    markers: mix.markers,
  };
}

/** The playground's settings as the body of `PUT /api/jobs/{id}/mix`. */
function mixBodyOf(settings: MixSettings): components['schemas']['MixSettings'] {
  return {
    stems: Object.entries(settings.levels).map(([stem, level]) => ({stem, ...level})),
    semitones: settings.semitones,
    tempo: settings.tempo,
    loop: settings.loop,
    markers: settings.markers.map((marker) => ({...marker, name: marker.name.slice(0, 60)})),
  };
}

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
    if (job.kind === 'generate')
      return {song: songOf(job), stems: await generatedStems(job), settings: settingsOf(mix)};
    const result = separationOf(job);
    if (!result) throw new Error('A job with a mix but no stems');
    const media = await loadResultMedia({signedFileUrl}, result);
    // Four stems come with their sum, the instrumental, which would play them twice.
    const four = media.stems.some((stem) => stem.name === 'drums');
    const stems = media.stems
      .filter((stem) => !four || stem.name !== 'instrumental')
      .map((stem) => ({id: stem.name, group: 'stem' as const, src: stem.src, peaks: stem.peaks}));
    return {song: songOf(job), stems, settings: settingsOf(mix)};
  },
  async saveMix(jobId, settings) {
    dataOf(await api.PUT('/api/jobs/{id}/mix', {params: {path: {id: jobId}}, body: mixBodyOf(settings)}));
  },
  // The lanes' levels, the master key and tempo, the loop region when asked.
  submitMix(jobId, stems, settings, request, idempotencyKey) {
    const levels = stems.map((stem) => ({
      stem,
      ...(settings.levels[stem] ?? {volume: 1, muted: false, solo: false, pan: 0}),
    }));
    return submitJob({
      kind: 'mix',
      inputFileIds: [],
      idempotencyKey,
      params: {
        sourceJobId: jobId,
        stems: levels,
        semitones: settings.semitones,
        tempoPercent: Math.round(settings.tempo * 1000) / 10,
        region:
          request.onlyLoop && settings.loop ? {start: settings.loop.start, end: settings.loop.end} : null,
        format: request.format,
        locale: request.locale,
      },
    });
  },
};
