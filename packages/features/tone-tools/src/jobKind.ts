import {
  historyMessages,
  jobPagePath,
  type JobKindDescriptor,
  type JobResultView,
  type JobKindPage,
} from '@nada/jobs';
import {inputSongName} from '@nada/generation-wizard';
import type {TransformJob} from './fileToolsClient';

/**
 * The descriptor of a `transform` job (a file tool's), as the app's registry of kinds reads it
 * (`jobKindRegistry` of @nada/jobs): named by its file, summed up by its tool. It has no name of its
 * own in the history's filter, and opens from the home only.
 */
export function transformJobKind<Locale extends string>({
  page,
}: JobKindPage<Locale>): JobKindDescriptor<TransformJob, Locale, JobResultView> {
  return {
    name: inputSongName,
    summary: (intl, job) =>
      intl.formatMessage(historyMessages.kindTransform, {operation: job.params.operation}),
    path: (job, locale) => jobPagePath(page, job.id, locale),
    openFromHistory: false,
  };
}
