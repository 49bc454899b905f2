import type {IntlShape} from 'react-intl';
import {historyMessages} from '@nada/jobs';
import type {ImportJob, Job, SeparationJob} from './jobTypes';

/** A `mix` job: a playground mix exported as one file. */
type MixJob = Extract<Job, {kind: 'mix'}>;

/** "2 stems · +2 semitones · tempo 90% · MP3" for a separate job. */
export function settingsSummary(intl: IntlShape, {params}: Pick<SeparationJob, 'params'>): string {
  return intl.formatMessage(historyMessages.settingsSummary, {
    stems: params.stems,
    semitones: params.semitones,
    shift: intl.formatNumber(params.semitones, {signDisplay: 'exceptZero'}),
    tempo: intl.formatNumber(params.tempo, {style: 'percent', maximumFractionDigits: 0}),
    format: params.format.toUpperCase(),
  });
}

/** "youtube.com · minus one · -2 semitones · tempo 100% · MP3" for an import job. */
export function importSummary(intl: IntlShape, {params}: Pick<ImportJob, 'params'>): string {
  return intl.formatMessage(historyMessages.importSummary, {
    site: URL.canParse(params.url) ? new URL(params.url).host.replace(/^(www|m)\./, '') : params.url,
    then: params.then,
    semitones: params.semitones,
    shift: intl.formatNumber(params.semitones, {signDisplay: 'exceptZero'}),
    tempo: intl.formatNumber(params.tempo, {style: 'percent', maximumFractionDigits: 0}),
    format: params.format.toUpperCase(),
  });
}

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
 * A job's settings in one line, as the history lists it; with `tool`, led by the tool that made it
 * ("Minus one · 2 stems · original key · …"), for lists where jobs of every kind stand together.
 */
export function jobSummary(intl: IntlShape, job: Job, {tool = false}: {tool?: boolean} = {}): string {
  const withTool = (name: string, settings: string) =>
    tool ? intl.formatMessage(historyMessages.toolAndSettings, {tool: name, settings}) : settings;
  switch (job.kind) {
    case 'separate':
      return withTool(intl.formatMessage(historyMessages.kindSeparate), settingsSummary(intl, job));
    case 'import':
      return withTool(intl.formatMessage(historyMessages.kindImport), importSummary(intl, job));
    case 'mix':
      return mixSummary(intl, job);
    case 'generate':
      return intl.formatMessage(historyMessages.kindGenerate);
    case 'transform':
      return intl.formatMessage(historyMessages.kindTransform, {operation: job.params.operation});
    default: {
      // A kind this app has no name for yet (the API may offer more than it knows) is named as it is.
      const kind: string = (job as {kind: string}).kind;
      return intl.formatMessage(historyMessages.kindOther, {kind});
    }
  }
}
