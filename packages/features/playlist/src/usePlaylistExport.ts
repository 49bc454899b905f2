import {downloadFrom, errorCodeOf, useFollowedJob, useSubmitJob, type JobLike} from '@nada/jobs';
import {useState} from 'react';
import type {
  PlaylistExporter,
  PlaylistExportFormat,
  PlaylistExportJob,
  PlaylistExportState,
} from './playlistExport';

/** What {@link usePlaylistExport} gives the playlist's page. */
export interface PlaylistExportControls {
  /** Where the export stands. */
  state: PlaylistExportState;
  /** The format of the export asked for last. */
  format: PlaylistExportFormat;
  /** Starts an export in `format`: a new job once one was made, the same one for a retried submission. */
  start(format: PlaylistExportFormat): Promise<void>;
  /** Asks again for the last export (after a refusal, a failure or a cancel). */
  retry(): void;
  /** Cancels the running export. */
  cancel(id: string): Promise<unknown>;
  /** Downloads the finished export's zip. */
  download(): Promise<void>;
  /** Whether the zip's address is being asked for. */
  downloading: boolean;
  /** The API's code when the zip's address could not be had; null otherwise. */
  downloadError: string | null;
}

/** Options of {@link usePlaylistExport}. */
export interface UsePlaylistExportOptions {
  /**
   * The export followed, when the page keeps it (its address's `?job=`, so a reload or the history's
   * Open shows it again); left out, the hook keeps it itself. A job of another playlist is ignored.
   */
  jobId?: string | null;
  /** Called with the id of each export started here. */
  onJobIdChange?: (id: string | null) => void;
}

// Never called: without an exporter no export is started, so no job is followed.
const nothingToFollow: PlaylistExporter['jobs'] = {
  getJob: () => Promise.reject(new Error('No exporter')),
  openEvents: () => Promise.reject(new Error('No exporter')),
  cancelJob: () => Promise.reject(new Error('No exporter')),
  signedFileUrl: () => Promise.reject(new Error('No exporter')),
};

/**
 * The export of playlist `playlistId` into one zip: submitted with an idempotency key
 * (`useSubmitJob`), followed over its event stream (`useFollowedJob`) to its end, its zip downloaded
 * from a signed URL. `exporter` left out (someone else's playlist, an app without exports), nothing
 * can start. Pass an `exporter` that keeps its identity between renders (a module constant).
 */
export function usePlaylistExport(
  exporter: PlaylistExporter | undefined,
  playlistId: string,
  {jobId, onJobIdChange}: UsePlaylistExportOptions = {},
): PlaylistExportControls {
  const [ownId, setOwnId] = useState<string | null>(null);
  const exportId = jobId === undefined ? ownId : jobId;
  const setExportId = (id: string | null) => {
    setOwnId(id);
    onJobIdChange?.(id);
  };
  const [chosen, setChosen] = useState<PlaylistExportFormat | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const submission = useSubmitJob<JobLike>();
  const jobs = exporter?.jobs ?? nothingToFollow;
  const followed = useFollowedJob<JobLike | PlaylistExportJob, 'playlist-export'>(
    jobs,
    exportId,
    'playlist-export',
  );
  const ofAnother = followed.job !== null && followed.job.params.playlistId !== playlistId;
  const job = ofAnother ? null : followed.job;
  const jobError = ofAnother ? null : followed.jobError;
  const format = chosen ?? job?.params.format ?? 'mp3';

  async function start(next: PlaylistExportFormat) {
    if (!exporter) return;
    // The same export asked again (a lost answer, a double click) is the same job; once one was
    // made, exporting again is a new one.
    if (exportId) submission.reset();
    if (exportId) setExportId(null);
    setChosen(next);
    setDownloadError(null);
    const submitted = await submission.submit([playlistId, next], (key) =>
      exporter.submit(playlistId, next, key),
    );
    if (submitted) setExportId(submitted.id);
  }

  async function download() {
    const fileId = job?.status === 'succeeded' ? job.result?.data.fileId : undefined;
    if (!fileId) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      downloadFrom((await jobs.signedFileUrl(fileId, 'attachment')).url);
    } catch (error) {
      console.warn('No address for the export’s zip', error);
      setDownloadError(errorCodeOf(error));
    } finally {
      setDownloading(false);
    }
  }

  const state: PlaylistExportState = submission.submitting
    ? {status: 'starting'}
    : submission.error
      ? {status: 'error', code: submission.error}
      : !exportId || ofAnother
        ? {status: 'idle'}
        : jobError
          ? {status: 'error', code: jobError}
          : job
            ? {status: 'job', job}
            : {status: 'starting'};

  return {
    state,
    format,
    start,
    retry: () => void start(format),
    cancel: (id) => jobs.cancelJob(id),
    download,
    downloading,
    downloadError,
  };
}
