// The playground's API calls: the job's stems and their saved mix, through the generated client.
import {instrumentMessages, labelOf} from '@nada/generate-ai';
import type {MixExportRequest, MixSettings, PlaygroundStem} from '@nada/playground';
import type {IntlShape} from 'react-intl';
import {dataOf} from '../api/client';
import type {components} from '../api/schema';
import {api} from '../api/sessionClient';
import {getJob, listJobs, signedFileUrl, submitJob} from '../api/jobApi';
import {stemMessages} from '@nada/generation-wizard';
import {loadResultMedia} from '../jobs/resultMedia';
import {type Job, separationOf} from '../jobs/jobTypes';

/** A job's mix as the API keeps it (`GET|PUT /api/jobs/{id}/mix`). */
export type JobMix = components['schemas']['JobMix'];

/** What the playground opens: the job, its stems with their audio and waveforms, and its saved mix. */
export interface PlaygroundData {
  job: Job;
  stems: PlaygroundStem[];
  settings: MixSettings;
}

/** The API's mix as the playground's settings (levels by stem id). */
export function settingsOf(mix: JobMix): MixSettings {
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
export function mixBodyOf(settings: MixSettings): components['schemas']['MixSettings'] {
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

/** The stems of a job the playground opens: a separation's, or a generated track's instrument groups. */
export function hasStems(job: Job): boolean {
  if (separationOf(job)) return true;
  return job.kind === 'generate' && (job.result?.data.stems.length ?? 0) > 0;
}

/** A generated track's instrument groups as lanes (they come with no peaks file, so no waveform). */
async function generatedStems(job: GenerateJob, intl: IntlShape): Promise<PlaygroundStem[]> {
  return await Promise.all(
    (job.result?.data.stems ?? []).map(async (stem) => ({
      id: stem.name,
      label: labelOf(intl, instrumentMessages, stem.name),
      src: (await signedFileUrl(stem.fileId, 'inline')).url,
      peaks: null,
    })),
  );
}

/**
 * The job `jobId`, its stems and their saved mix. Rejects with the API's error (JOB_NOT_FOUND,
 * JOB_HAS_NO_STEMS) when the job is not the caller's or has no stems.
 */
export async function loadPlayground(jobId: string, intl: IntlShape): Promise<PlaygroundData> {
  const [job, mix] = await Promise.all([
    getJob(jobId),
    api.GET('/api/jobs/{id}/mix', {params: {path: {id: jobId}}}).then(dataOf),
  ]);
  if (job.kind === 'generate')
    return {job, stems: await generatedStems(job, intl), settings: settingsOf(mix)};
  const result = separationOf(job);
  if (!result) throw new Error('A job with a mix but no stems');
  const media = await loadResultMedia(result);
  // Four stems come with their sum, the instrumental, which would play them twice.
  const four = media.stems.some((stem) => stem.name === 'drums');
  const stems = media.stems
    .filter((stem) => !four || stem.name !== 'instrumental')
    .map((stem) => ({
      id: stem.name,
      label: intl.formatMessage(stemMessages[stem.name]),
      src: stem.src,
      peaks: stem.peaks,
    }));
  return {job, stems, settings: settingsOf(mix)};
}

/** Saves the mix of job `jobId`. */
export async function saveMix(jobId: string, settings: MixSettings): Promise<void> {
  dataOf(await api.PUT('/api/jobs/{id}/mix', {params: {path: {id: jobId}}, body: mixBodyOf(settings)}));
}

/** The caller's finished jobs that have stems (separations, imports that separated, generated tracks), newest first. */
export async function listStemJobs(): Promise<Job[]> {
  const page = await listJobs({kind: 'separate,import,generate', status: 'succeeded'}, undefined, 50);
  return page.items.filter(hasStems);
}

/** A `mix` job: a playground mix exported as one file. */
export type MixJob = Extract<Job, {kind: 'mix'}>;

/**
 * Starts the export of the mix of `jobId`'s stems as the playground plays them: the lanes' levels,
 * the master key and tempo, the loop region when asked. The idempotency key makes a retried
 * submission the same job, charged once.
 */
export async function submitMix(
  jobId: string,
  stems: readonly string[],
  settings: MixSettings,
  request: MixExportRequest & {locale: 'id' | 'en'},
  idempotencyKey: string,
): Promise<Job> {
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
      region: request.onlyLoop && settings.loop ? {start: settings.loop.start, end: settings.loop.end} : null,
      format: request.format,
      locale: request.locale,
    },
  });
}
