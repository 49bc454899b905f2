import type {ErrorTextOf, JobLike, JobStage, JobsClient} from '@nada/jobs';
import type {IntlShape} from 'react-intl';

/** What a playlist's zip holds: each track as MP3, or the files as they were added. */
export type PlaylistExportFormat = 'mp3' | 'original';

/** The formats offered, in the order the dialog lists them (MP3 first: it plays everywhere). */
export const PLAYLIST_EXPORT_FORMATS: readonly PlaylistExportFormat[] = ['mp3', 'original'];

/** A `playlist-export` job as the export reads it (the app's generated `Job` of that kind fits it). */
export interface PlaylistExportJob extends JobLike {
  kind: 'playlist-export';
  /** Which playlist it exports, and how. */
  params: {playlistId: string; format: PlaylistExportFormat};
  result:
    | (NonNullable<JobLike['result']> & {
        data: {fileId: string; trackCount: number; format: PlaylistExportFormat; durationSeconds: number};
      })
    | null;
}

/**
 * How a playlist's export reaches the API and the app's registry of job kinds: the app passes it
 * (its generated client; stories and tests pass fakes). A refused submission rejects with an error
 * carrying the API's `code` (`PLAYLIST_EMPTY`, `PLAYLIST_TRACK_UNAVAILABLE`…); a failed fetch is `NETWORK`.
 */
export interface PlaylistExporter {
  /** The jobs API: follow the export, cancel it, sign its zip's URL. */
  jobs: Pick<
    JobsClient<JobLike | PlaylistExportJob>,
    'getJob' | 'openEvents' | 'cancelJob' | 'signedFileUrl'
  >;
  /** Starts the export of `playlistId` (`POST /api/jobs`); the key makes a retried submission the same job. */
  submit(playlistId: string, format: PlaylistExportFormat, idempotencyKey: string): Promise<JobLike>;
  /** The kind's stages in order, with their labels (its descriptor's `stages`). */
  stages(intl: IntlShape): JobStage[];
  /** The text of an API error code in the user's language (the app's one map of codes). */
  errorText: ErrorTextOf;
}

/**
 * Where an export stands: none yet, being submitted (or its job being read), refused or lost (the
 * API's code, `NETWORK` without an answer), or its job as the API reports it, until and after it ends.
 */
export type PlaylistExportState =
  | {status: 'idle'}
  | {status: 'starting'}
  | {status: 'error'; code: string}
  | {status: 'job'; job: PlaylistExportJob};
