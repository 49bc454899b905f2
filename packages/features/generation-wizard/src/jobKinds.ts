// The descriptors of the kinds this package shows, `separate` (the minus one) and `import` (a video
// link): their names, summaries, links and results, as the app's registry of kinds reads them
// (`jobKindRegistry` of @nada/jobs). They know no route: the app passes its pages as locale paths.
import {
  historyMessages,
  jobPagePath,
  withoutExtension,
  type JobKindDescriptor,
  type JobLike,
  type JobResultView,
  type LocalePath,
} from '@nada/jobs';
import type {IntlShape} from 'react-intl';
import {paramsToSearch} from './searchParams';
import {sourceSite} from './SourceCard';
import type {ImportJobLike, SeparationJobLike, SeparationResultData, SeparationValue} from './types';

/** What the app shows of a job whose result may be stems: a kind's result view, with the separation. */
export interface StemsResultView extends JobResultView {
  /** The stems it made: a separation's, or an import's that separated. */
  separation?: SeparationResultData;
}

/** "2 stems · +2 semitones · tempo 90% · MP3" for a separate job. */
export function settingsSummary(intl: IntlShape, {params}: Pick<SeparationJobLike, 'params'>): string {
  return intl.formatMessage(historyMessages.settingsSummary, {
    stems: params.stems,
    semitones: params.semitones,
    shift: intl.formatNumber(params.semitones, {signDisplay: 'exceptZero'}),
    tempo: intl.formatNumber(params.tempo, {style: 'percent', maximumFractionDigits: 0}),
    format: params.format.toUpperCase(),
  });
}

/** "youtube.com · minus one · -2 semitones · tempo 100% · MP3" for an import job. */
export function importSummary(intl: IntlShape, {params}: Pick<ImportJobLike, 'params'>): string {
  return intl.formatMessage(historyMessages.importSummary, {
    site: sourceSite(params.url) || params.url,
    then: params.then,
    semitones: params.semitones,
    shift: intl.formatNumber(params.semitones, {signDisplay: 'exceptZero'}),
    tempo: intl.formatNumber(params.tempo, {style: 'percent', maximumFractionDigits: 0}),
    format: params.format.toUpperCase(),
  });
}

/** A job's name by its first input file, without the extension (null once that file is gone). */
export function inputSongName(job: Pick<JobLike, 'inputFiles'>): string | null {
  const input = job.inputFiles[0];
  return input ? withoutExtension(input.name) : null;
}

/** The app's pages a `separate` job links to, and the settings it starts from. */
export interface SeparateKindOptions<Locale extends string> {
  /** The minus-one page, which shows the job named in its address (`?job=`). */
  page: LocalePath<Locale>;
  /** The custom minus-one page, where "run again with other settings" goes with the song and its settings. */
  custom: LocalePath<Locale>;
  /** The settings a new job starts from (the API's defaults): the re-run's address leaves them out. */
  defaults: SeparationValue;
}

/** The descriptor of a `separate` job: named by its song, summed up by its settings, shown on the minus-one page. */
export function separateJobKind<Locale extends string>({
  page,
  custom,
  defaults,
}: SeparateKindOptions<Locale>): JobKindDescriptor<SeparationJobLike, Locale, StemsResultView> {
  return {
    label: (intl) => intl.formatMessage(historyMessages.kindSeparate),
    name: inputSongName,
    summary: settingsSummary,
    summaryNamesKind: true,
    path: (job, locale) => jobPagePath(page, job.id, locale),
    rerunPath: (job, locale) => {
      const input = job.inputFiles[0];
      return input
        ? `${custom(locale)}?${new URLSearchParams({file: input.id, ...paramsToSearch(job.params, defaults)})}`
        : null;
    },
    result: (job) => (job.result ? {separation: job.result.data} : undefined),
  };
}

/** The app's pages an `import` job links to. */
export interface ImportKindOptions<Locale extends string> {
  /** The result page of a video link, which shows the job named in its address (`?job=`). */
  page: LocalePath<Locale>;
  /** The options page of a video link, where "run again" goes with the link (`?url=`). */
  options: LocalePath<Locale>;
}

/** The descriptor of an `import` job: named by the site's title, shown on the video link's result page. */
export function importJobKind<Locale extends string>({
  page,
  options,
}: ImportKindOptions<Locale>): JobKindDescriptor<ImportJobLike, Locale, StemsResultView> {
  return {
    label: (intl) => intl.formatMessage(historyMessages.kindImport),
    // No input file: its song is named by the site's title, or by the site until it has one.
    name: (job) => job.result?.data.source.title || sourceSite(job.params.url) || null,
    summary: importSummary,
    summaryNamesKind: true,
    seconds: (job) => job.result?.data.durationSeconds,
    path: (job, locale) => jobPagePath(page, job.id, locale),
    rerunPath: (job, locale) => `${options(locale)}?${new URLSearchParams({url: job.params.url})}`,
    result: (job) => {
      const data = job.result?.data;
      if (!data) return undefined;
      return {
        ...(data.audio ? {audioFileId: data.audio.fileId} : {}),
        ...(data.separation ? {separation: data.separation} : {}),
      };
    },
  };
}
