import type {JobLike, JobsClient} from '@nada/jobs';
import type {WaveformPeaks} from '@nada/waveform';
import type {MixExportRequest} from './ExportDialog';
import type {MixSettings} from './types';

/** A song with stems the playground can open: a finished separation, import or generated track. */
export interface StemSong {
  /** Its job's id. */
  id: string;
  /** When it was asked for (ISO 8601): the name of a song without one. */
  createdAt: string;
  /** The song's name, when it has one. */
  songName: string | null;
}

/** One stem as the API gives it, before it is named in the user's language. */
export interface SourceStem {
  /** The stem's name in the job's result (`vocals`) or the instrument group's (`piano`). */
  id: string;
  /** A separation's stem, or a generated track's instrument group. */
  group: 'stem' | 'instrument';
  /** Address of its audio (a signed URL). */
  src: string;
  /** Its waveform peaks; null draws none. */
  peaks: WaveformPeaks | null;
}

/** What the playground opens: the song, its stems with their audio and waveforms, and its saved mix. */
export interface PlaygroundSource {
  song: StemSong;
  stems: SourceStem[];
  settings: MixSettings;
}

/** A `mix` job as the export reads it (the app's generated `Job` of that kind fits it). */
export interface MixJob extends JobLike {
  kind: 'mix';
  /** The job whose stems it mixed, the stems' levels, and the key, tempo and format of the export. */
  params: {
    sourceJobId: string;
    stems: readonly unknown[];
    semitones: number;
    tempoPercent: number;
    format: string;
  };
  /** Its one file, its length, and the stems that sound in it. */
  result:
    | (NonNullable<JobLike['result']> & {
        data: {fileId: string; durationSeconds: number; stems: readonly string[]};
      })
    | null;
}

/**
 * How the playground page reaches the API: the app passes its calls (stories and tests pass fakes).
 * A refused call rejects with an error carrying the API's `code` (JOB_NOT_FOUND, JOB_HAS_NO_STEMS…).
 */
export interface PlaygroundClient {
  /** The jobs, to follow and cancel an export and sign its file's URL. */
  jobs: JobsClient<JobLike | MixJob>;
  /** The caller's songs with stems, newest first. */
  listStemSongs(): Promise<StemSong[]>;
  /** The song of job `jobId`, its stems and their saved mix. */
  loadPlayground(jobId: string): Promise<PlaygroundSource>;
  /** Saves the mix of job `jobId`. */
  saveMix(jobId: string, settings: MixSettings): Promise<void>;
  /**
   * Starts the export of the mix of `jobId`'s `stems` as the playground plays them; the idempotency
   * key makes a retried submission the same job, charged once.
   */
  submitMix(
    jobId: string,
    stems: readonly string[],
    settings: MixSettings,
    request: MixExportRequest & {locale: 'id' | 'en'},
    idempotencyKey: string,
  ): Promise<JobLike>;
}
