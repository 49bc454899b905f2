import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import type {Job} from './separation';

/**
 * Where a job of the user's is shown: a separation on the minus-one page, an import on the video
 * link's result page, a generation on the AI page, a file tool's job on /tone/sound (each page answers
 * JOB_NOT_FOUND for the others' kinds).
 */
export function jobPath(job: Pick<Job, 'id' | 'kind'>, locale: Locale): string {
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
