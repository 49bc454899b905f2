import {
  historyMessages,
  withoutExtension,
  type JobKindDescriptor,
  type JobKindPage,
  type JobResultView,
  type JobStage,
} from '@nada/jobs';
import type {IntlShape} from 'react-intl';
import type {PlaylistExportJob} from './playlistExport';

/** The stages a playlist export reports, as the API's document lists them. */
export type PlaylistExportStageId = 'tracks' | 'archive';

const STAGE_LABELS = {
  tracks: historyMessages.playlistExportStageTracks,
  archive: historyMessages.playlistExportStageArchive,
} satisfies Record<PlaylistExportStageId, unknown>;

/** "Playlist export · 12 tracks · MP3" for a playlist export (the count once it is done). */
export function playlistExportSummary(
  intl: IntlShape,
  {params, result}: Pick<PlaylistExportJob, 'params' | 'result'>,
): string {
  return intl.formatMessage(historyMessages.playlistExportSummary, {
    tracks: result?.data.trackCount ?? 0,
    format: params.format,
  });
}

/**
 * The descriptor of a `playlist-export` job, as the app's registry of kinds reads it
 * (`jobKindRegistry` of @nada/jobs): named by its zip (the playlist's title), shown on its playlist's
 * page (`page`, with the playlist and the job in the address), downloaded as its one zip. The app
 * passes the stage ids of the API's document.
 */
export function playlistExportJobKind<Locale extends string>({
  page,
  stageIds,
}: JobKindPage<Locale> & {stageIds: readonly PlaylistExportStageId[]}): JobKindDescriptor<
  PlaylistExportJob,
  Locale,
  JobResultView
> &
  Required<Pick<JobKindDescriptor<PlaylistExportJob, Locale, JobResultView>, 'stages'>> {
  return {
    label: (intl) => intl.formatMessage(historyMessages.kindPlaylistExport),
    name: (job) => {
      const zip = job.result?.files.find((file) => file.id === job.result?.data.fileId);
      return zip ? withoutExtension(zip.name) : null;
    },
    stages: (intl): JobStage[] => stageIds.map((id) => ({id, label: intl.formatMessage(STAGE_LABELS[id])})),
    summary: playlistExportSummary,
    seconds: (job) => job.result?.data.durationSeconds,
    path: (job, locale) => `${page(locale)}?${new URLSearchParams({id: job.params.playlistId, job: job.id})}`,
    result: (job) => (job.result ? {downloadFileId: job.result.data.fileId} : undefined),
  };
}
