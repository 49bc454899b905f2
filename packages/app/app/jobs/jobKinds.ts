// The front end's registry of job kinds: one descriptor per kind the API offers (its labels, the
// result it shows, its links), registered once here. Lists and pages read a job through it, never
// by its kind; a kind the API adds fails the typecheck until it has its descriptor here.
import type {IntlShape} from 'react-intl';
import {historyMessages, jobKindRegistry} from '@nada/jobs';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import {playlistExportStageValues} from '../api/schemaValues.generated';
import type {ImportJob, Job, SeparationJob} from './jobTypes';
import {paramsToSearch} from './searchParams';

/** A job of one kind. */
type JobOf<Kind extends Job['kind']> = Extract<Job, {kind: Kind}>;

/** What the app shows of a job's result besides its own page. */
export interface JobResultView {
  /** The one audio file it made that plays as itself (an import's audio only). */
  audioFileId?: string;
  /** The one file it downloads as itself, not as a zip of its files (a mix, a playlist export's zip). */
  downloadFileId?: string;
}

/** A file name without its extension: the name a song is shown by. */
export function withoutExtension(name: string): string {
  return name.replace(/\.[a-z0-9]{2,4}$/i, '');
}

const siteOf = (url: string) => (URL.canParse(url) ? new URL(url).host.replace(/^(www|m)\./, '') : null);

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
    site: siteOf(params.url) ?? params.url,
    then: params.then,
    semitones: params.semitones,
    shift: intl.formatNumber(params.semitones, {signDisplay: 'exceptZero'}),
    tempo: intl.formatNumber(params.tempo, {style: 'percent', maximumFractionDigits: 0}),
    format: params.format.toUpperCase(),
  });
}

/** "Playground mix · 3 stems · +2 semitones · tempo 80% · WAV" for an exported mix. */
export function mixSummary(
  intl: IntlShape,
  {params, result}: Pick<JobOf<'mix'>, 'params' | 'result'>,
): string {
  return intl.formatMessage(historyMessages.mixSummary, {
    stems: result?.data.stems.length ?? params.stems.length,
    semitones: params.semitones,
    shift: intl.formatNumber(params.semitones, {signDisplay: 'exceptZero'}),
    tempo: intl.formatNumber(params.tempoPercent / 100, {style: 'percent', maximumFractionDigits: 1}),
    format: params.format.toUpperCase(),
  });
}

/** "Playlist export · 12 tracks · MP3" for a playlist export (the count once it is done). */
export function playlistExportSummary(
  intl: IntlShape,
  {params, result}: Pick<JobOf<'playlist-export'>, 'params' | 'result'>,
): string {
  return intl.formatMessage(historyMessages.playlistExportSummary, {
    tracks: result?.data.trackCount ?? 0,
    format: params.format,
  });
}

/** The label of each stage of a playlist export. */
const PLAYLIST_EXPORT_STAGES = {
  tracks: historyMessages.playlistExportStageTracks,
  archive: historyMessages.playlistExportStageArchive,
} satisfies Record<(typeof playlistExportStageValues)[number], unknown>;

/** The stages of a playlist export, in order, with their labels (the export's progress on the playlist page). */
export const playlistExportStages = (intl: IntlShape) =>
  playlistExportStageValues.map((id) => ({id, label: intl.formatMessage(PLAYLIST_EXPORT_STAGES[id])}));

const inputName = (job: Job) => {
  const input = job.inputFiles[0];
  return input ? withoutExtension(input.name) : null;
};

/** `path`'s page showing job `id`. */
const jobPage = (route: Parameters<typeof localePath>[0], id: string, locale: Locale) =>
  `${localePath(route, locale)}?${new URLSearchParams({job: id})}`;

/** Each kind's descriptor, in the order the history's kind filter offers them. */
export const jobKinds = jobKindRegistry<Job, Locale, JobResultView>({
  separate: {
    label: (intl) => intl.formatMessage(historyMessages.kindSeparate),
    name: inputName,
    summary: settingsSummary,
    summaryNamesKind: true,
    path: (job, locale) => jobPage('v3-minusone', job.id, locale),
    rerunPath: (job, locale) => {
      const input = job.inputFiles[0];
      return input
        ? `${localePath('v3-minusone-custom', locale)}?${new URLSearchParams({file: input.id, ...paramsToSearch(job.params)})}`
        : null;
    },
  },
  import: {
    label: (intl) => intl.formatMessage(historyMessages.kindImport),
    // No input file: its song is named by the site's title, or by the site until it has one.
    name: (job) => job.result?.data.source.title || siteOf(job.params.url),
    summary: importSummary,
    summaryNamesKind: true,
    seconds: (job) => job.result?.data.durationSeconds,
    path: (job, locale) => jobPage('v3-generate_fr_yt-preview_file', job.id, locale),
    rerunPath: (job, locale) =>
      `${localePath('v3-generate_fr_yt-option', locale)}?${new URLSearchParams({url: job.params.url})}`,
    result: (job) => (job.result?.data.audio ? {audioFileId: job.result.data.audio.fileId} : undefined),
  },
  generate: {
    label: (intl) => intl.formatMessage(historyMessages.kindGenerate),
    // Named by its title once made, by its prompt until then.
    name: (job) => job.result?.data.title ?? job.params.prompt,
    summary: (intl) => intl.formatMessage(historyMessages.kindGenerate),
    seconds: (job) => job.result?.data.durationSeconds,
    path: (job, locale) => jobPage('v3-generate_ai', job.id, locale),
  },
  transform: {
    name: inputName,
    summary: (intl, job) =>
      intl.formatMessage(historyMessages.kindTransform, {operation: job.params.operation}),
    // Shown on /tone/sound (the home links there); the history offers no "open" for it.
    path: (job, locale) => jobPage('tone-sound', job.id, locale),
    openFromHistory: false,
  },
  mix: {
    label: (intl) => intl.formatMessage(historyMessages.kindMix),
    // Named by its file (the song's name with what the mix changed); its inputs are the stems.
    name: (job) => {
      const mix = job.result?.files.find((file) => file.id === job.result?.data.fileId);
      return mix ? withoutExtension(mix.name) : null;
    },
    summary: mixSummary,
    seconds: (job) => job.result?.data.durationSeconds,
    // In the playground of the job whose stems it mixed.
    path: (job, locale) => jobPage('v3-playground', job.params.sourceJobId, locale),
    result: (job) => (job.result ? {downloadFileId: job.result.data.fileId} : undefined),
  },
  'playlist-export': {
    label: (intl) => intl.formatMessage(historyMessages.kindPlaylistExport),
    // Named by its zip (the playlist's title).
    name: (job) => {
      const zip = job.result?.files.find((file) => file.id === job.result?.data.fileId);
      return zip ? withoutExtension(zip.name) : null;
    },
    stages: playlistExportStages,
    summary: playlistExportSummary,
    seconds: (job) => job.result?.data.durationSeconds,
    // Its playlist, showing the export; the zip downloads from there and from the history.
    path: (job, locale) =>
      `${localePath('v3-playlist', locale)}?${new URLSearchParams({id: job.params.playlistId, job: job.id})}`,
    result: (job) => (job.result ? {downloadFileId: job.result.data.fileId} : undefined),
  },
});

/** Where a job of the user's is shown (each kind's page; the minus-one page for a kind this app does not know). */
export function jobPath(job: Job, locale: Locale): string {
  return jobKinds.descriptorOf(job)?.path?.(job, locale) ?? jobPage('v3-minusone', job.id, locale);
}
