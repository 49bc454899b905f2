import {
  historyMessages,
  jobPagePath,
  withoutExtension,
  type JobKindDescriptor,
  type JobResultView,
  type JobKindPage,
} from '@nada/jobs';
import type {IntlShape} from 'react-intl';
import type {MixJob} from './playgroundClient';

/** "Playground mix · 3 stems · +2 semitones · tempo 80% · WAV" for an exported mix. */
export function mixSummary(intl: IntlShape, {params, result}: Pick<MixJob, 'params' | 'result'>): string {
  return intl.formatMessage(historyMessages.mixSummary, {
    stems: result?.data.stems.length ?? params.stems.length,
    semitones: params.semitones,
    shift: intl.formatNumber(params.semitones, {signDisplay: 'exceptZero'}),
    tempo: intl.formatNumber(params.tempoPercent / 100, {style: 'percent', maximumFractionDigits: 1}),
    format: params.format.toUpperCase(),
  });
}

/**
 * The descriptor of a `mix` job (a playground's export), as the app's registry of kinds reads it
 * (`jobKindRegistry` of @nada/jobs): named by its file, opened in the playground of the job whose
 * stems it mixed, downloaded as its one file.
 */
export function mixJobKind<Locale extends string>({
  page,
}: JobKindPage<Locale>): JobKindDescriptor<MixJob, Locale, JobResultView> {
  return {
    label: (intl) => intl.formatMessage(historyMessages.kindMix),
    // Named by its file (the song's name with what the mix changed); its inputs are the stems.
    name: (job) => {
      const mix = job.result?.files.find((file) => file.id === job.result?.data.fileId);
      return mix ? withoutExtension(mix.name) : null;
    },
    summary: mixSummary,
    seconds: (job) => job.result?.data.durationSeconds,
    path: (job, locale) => jobPagePath(page, job.params.sourceJobId, locale),
    result: (job) => (job.result ? {downloadFileId: job.result.data.fileId} : undefined),
  };
}
