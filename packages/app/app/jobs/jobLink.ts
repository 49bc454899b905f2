import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import type {Job} from './jobTypes';

/** A `mix` job: a playground mix exported as one file. */
type MixJob = Extract<Job, {kind: 'mix'}>;

/** What a job's link needs of it: its id and kind, and for a mix the job whose stems it mixed. */
export type JobLinkTarget =
  Pick<Exclude<Job, MixJob>, 'id' | 'kind'> | Pick<MixJob, 'id' | 'kind' | 'params'>;

/**
 * Where a job of the user's is shown: a separation on the minus-one page, an import on the video
 * link's result page, a generation on the AI page, a file tool's job on /tone/sound (each page answers
 * JOB_NOT_FOUND for the others' kinds), a mix in the playground of the job whose stems it mixed.
 */
export function jobPath(job: JobLinkTarget, locale: Locale): string {
  if (job.kind === 'mix')
    return `${localePath('v3-playground', locale)}?${new URLSearchParams({job: job.params.sourceJobId})}`;
  const route =
    job.kind === 'import'
      ? 'v3-generate_fr_yt-preview_file'
      : job.kind === 'generate'
        ? 'v3-generate_ai'
        : job.kind === 'transform'
          ? 'tone-sound'
          : 'v3-minusone';
  return `${localePath(route, locale)}?${new URLSearchParams({job: job.id})}`;
}
