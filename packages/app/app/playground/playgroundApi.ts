// The playground's API calls: the job's stems and their saved mix, through the generated client.
import type {MixSettings, PlaygroundStem} from '@nada/playground';
import type {IntlShape} from 'react-intl';
import {dataOf} from '../api/client';
import type {components} from '../api/schema';
import {api} from '../api/sessionClient';
import {getJob, listJobs} from '../minusone/jobApi';
import {stemMessages} from '../minusone/minusoneMessages';
import {loadResultMedia} from '../minusone/resultMedia';
import {separationOf} from '../minusone/separation';
import type {Job} from '../minusone/separation';

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

/**
 * The job `jobId`, its stems and their saved mix. Rejects with the API's error (JOB_NOT_FOUND,
 * JOB_HAS_NO_STEMS) when the job is not the caller's or has no stems.
 */
export async function loadPlayground(jobId: string, intl: IntlShape): Promise<PlaygroundData> {
  const [job, mix] = await Promise.all([
    getJob(jobId),
    api.GET('/api/jobs/{id}/mix', {params: {path: {id: jobId}}}).then(dataOf),
  ]);
  const result = separationOf(job);
  if (!result) throw new Error('A job with a mix but no separation');
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

/** The caller's finished jobs that have stems, newest first, for the job picker. */
export async function listStemJobs(): Promise<Job[]> {
  const page = await listJobs({kind: 'separate,import', status: 'succeeded'}, undefined, 50);
  return page.items.filter((job) => separationOf(job) !== undefined);
}
