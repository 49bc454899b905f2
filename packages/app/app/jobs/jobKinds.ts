// The front end's registry of job kinds: one descriptor per kind the API offers, each written in the
// feature package that owns the kind and given the app's pages here. Lists and pages read a job
// through it, never by its kind; a kind the API adds fails the typecheck until it has its line here.
import {importJobKind, separateJobKind, type StemsResultView} from '@nada/generation-wizard';
import {generateJobKind} from '@nada/generate-ai';
import {historyMessages, jobKindRegistry, jobPagePath, withoutExtension, type LocalePath} from '@nada/jobs';
import {mixJobKind} from '@nada/playground';
import {transformJobKind} from '@nada/tone-tools';
import type {IntlShape} from 'react-intl';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import type {RouteName} from '../routing/routeTable';
import {playlistExportStageValues, separateParamsDefaults} from '../api/schemaValues.generated';
import type {Job} from './jobTypes';

/** A job of one kind. */
type JobOf<Kind extends Job['kind']> = Extract<Job, {kind: Kind}>;

/** The page `route` in a locale, as a descriptor takes it. */
const page =
  (route: RouteName): LocalePath<Locale> =>
  (locale) =>
    localePath(route, locale);

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

/** Each kind's descriptor, in the order the history's kind filter offers them. */
export const jobKinds = jobKindRegistry<Job, Locale, StemsResultView>({
  separate: separateJobKind({
    page: page('v3-minusone'),
    custom: page('v3-minusone-custom'),
    defaults: separateParamsDefaults,
  }),
  import: importJobKind({
    page: page('v3-generate_fr_yt-preview_file'),
    options: page('v3-generate_fr_yt-option'),
  }),
  generate: generateJobKind({page: page('v3-generate_ai')}),
  // Shown on /tone/sound (the home links there); the history offers no "open" for it.
  transform: transformJobKind({page: page('tone-sound')}),
  mix: mixJobKind({page: page('v3-playground')}),
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
  return jobKinds.descriptorOf(job)?.path?.(job, locale) ?? jobPagePath(page('v3-minusone'), job.id, locale);
}
