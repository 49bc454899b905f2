import type {JobLike, JobsClient, UploadTransport} from '@nada/jobs';

/** The formats a file tool writes. */
export const FILE_FORMATS = ['mp3', 'wav', 'flac', 'm4a', 'ogg'] as const;

/** A format a file tool writes. */
export type FileFormat = (typeof FILE_FORMATS)[number];

/** What a file tool is asked to do (the API's `TransformParams`; `operation` picks the tool). */
export type TransformRequest =
  | {operation: 'keytempo'; semitones: number; tempoPercent: number; format: FileFormat; locale: 'id' | 'en'}
  | {operation: 'analyse'; locale: 'id' | 'en'}
  | {
      operation: 'cut';
      startSeconds: number;
      endSeconds: number;
      fadeInSeconds: number;
      fadeOutSeconds: number;
      format: FileFormat;
      locale: 'id' | 'en';
    }
  | {operation: 'convert'; format: FileFormat; locale: 'id' | 'en'};

/** What a finished `transform` job made: a file, or the tempo and key it found. */
export type TransformResultData =
  | {operation: 'keytempo' | 'cut' | 'convert'; fileId: string}
  | {operation: 'analyse'; bpm: number; key: string};

/** A `transform` job as the file tools read it (the app's generated `Job` of that kind fits it). */
export interface TransformJob extends JobLike {
  kind: 'transform';
  /** What the tool was asked: `operation` names it. */
  params: Pick<TransformRequest, 'operation'>;
  result: (NonNullable<JobLike['result']> & {data: TransformResultData}) | null;
}

/** An uploaded file as the file tools read it. */
export interface UploadedFile {
  id: string;
  name: string;
  /** Its length in seconds, when the API knows it. */
  durationSeconds: number | null;
}

/**
 * How the file tools reach the API: the app passes its calls (stories and tests pass fakes). A
 * refused call rejects with an error carrying the API's `code`.
 */
export interface FileToolsClient {
  /** The jobs, to follow and cancel a file tool's job and sign its result's URLs. */
  jobs: JobsClient<JobLike | TransformJob>;
  /** The resumable upload the minus one uses. */
  uploads: UploadTransport<UploadedFile>;
  /** Starts a `transform` job on an uploaded file; the idempotency key makes a retry the same job. */
  submitTransform(inputFileId: string, params: TransformRequest, idempotencyKey: string): Promise<JobLike>;
}
