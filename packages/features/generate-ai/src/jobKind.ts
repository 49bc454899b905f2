import {
  historyMessages,
  jobPagePath,
  type JobKindDescriptor,
  type JobResultView,
  type JobKindPage,
} from '@nada/jobs';
import type {GenerateJob} from './types';

/**
 * The descriptor of a `generate` job, as the app's registry of kinds reads it (`jobKindRegistry` of
 * @nada/jobs): named by its title once made, by its prompt until then, shown on the AI page.
 */
export function generateJobKind<Locale extends string>({
  page,
}: JobKindPage<Locale>): JobKindDescriptor<GenerateJob, Locale, JobResultView> {
  return {
    label: (intl) => intl.formatMessage(historyMessages.kindGenerate),
    name: (job) => job.result?.data.title ?? job.params.prompt,
    summary: (intl) => intl.formatMessage(historyMessages.kindGenerate),
    seconds: (job) => job.result?.data.durationSeconds,
    path: (job, locale) => jobPagePath(page, job.id, locale),
  };
}
