// Resumable uploads over tus: the transport every upload of the app sends through (minus one, the
// file tools, the sound admin), and the interface a view's upload hook (`useUpload` of
// @nada/generation-wizard) drives.
import {Upload} from 'tus-js-client';

/** What an upload made by an {@link UploadTransport} reports back to its hook. */
export interface UploadListener<Stored> {
  /** Bytes the server has of the file's size. */
  onProgress(bytesSent: number, bytesTotal: number): void;
  /** The server stored the file and answered with it. */
  onSuccess(stored: Stored): void;
  /** The upload failed: the API's error code or the transport's own; it can be resumed. */
  onError(code: string): void;
}

/** One resumable upload, as an {@link UploadTransport} makes it; nothing is sent before `start`. */
export interface ResumableUpload {
  /** Goes on from an earlier unfinished upload of the same file, when the transport remembers one. */
  resumeEarlier(): Promise<void>;
  /** Sends the file, or goes on from where the server is. */
  start(): void;
  /** Stops sending; with `terminate` the server also drops what it has and the upload is forgotten. */
  abort(terminate: boolean): Promise<void>;
}

/**
 * How an upload hook sends files: the app's resumable uploader ({@link tusUploadTransport} to its
 * API), passed in so the views know no URL, token or protocol, and tests pass a fake.
 */
export interface UploadTransport<Stored> {
  /** Makes an upload of `file` that reports to `listener`. */
  createUpload(file: File, listener: UploadListener<Stored>): ResumableUpload;
}

/** The part of tus-js-client's Upload the transport uses, so tests can hand in a fake. */
export interface TusUpload {
  start(): void;
  abort(shouldTerminate?: boolean): Promise<void>;
  findPreviousUploads(): Promise<Parameters<Upload['resumeFromPreviousUpload']>[0][]>;
  resumeFromPreviousUpload(previous: Parameters<Upload['resumeFromPreviousUpload']>[0]): void;
}

/** tus-js-client's upload options (the package does not export their type). */
export type TusUploadOptions = ConstructorParameters<typeof Upload>[1];

/** Makes a tus upload; the transport passes the file and its options. */
export type CreateTusUpload = (file: File, options: TusUploadOptions) => TusUpload;

/** The signed-in user as the transport needs them: who (for the fingerprint) and their ID token. */
export interface UploadingUser {
  uid: string;
  getIdToken(): Promise<string>;
}

const createTusUpload: CreateTusUpload = (file, options) => new Upload(file, options);

/** The error code of a failed upload: the API's own, else what kind of failure it was. */
export function uploadErrorCode(error: unknown): string {
  const response = (error as {originalResponse?: {getStatus(): number; getBody(): string} | null})
    .originalResponse;
  if (!response) return 'UPLOAD_INTERRUPTED';
  try {
    const body = JSON.parse(response.getBody()) as {error?: {code?: unknown}};
    if (typeof body.error?.code === 'string') return body.error.code;
  } catch {
    // Not our JSON (a proxy's page): the status is all there is.
  }
  return response.getStatus() === 413 ? 'FILE_TOO_LARGE' : 'UPLOAD_FAILED';
}

/**
 * Resumable uploads to `endpoint` (tus) with the signed-in user's ID token; the server answers a
 * finished upload with `{file: Stored}`. An unfinished upload is remembered by the file's
 * fingerprint (the user, the file's name, type, size and date), so picking the same file after a
 * reload goes on where it stopped.
 * @param signedInUser the user whose token goes with each request; null for a guest
 * @param createUpload makes the tus upload; @default tus-js-client's Upload
 */
export function tusUploadTransport<Stored>({
  endpoint = '/api/uploads',
  signedInUser,
  createUpload = createTusUpload,
}: {
  endpoint?: string;
  signedInUser: () => Promise<UploadingUser | null>;
  createUpload?: CreateTusUpload;
}): UploadTransport<Stored> {
  return {
    createUpload(file, listener) {
      const upload = createUpload(file, {
        endpoint,
        // Small enough that a dropped connection loses little, large enough to keep requests few.
        chunkSize: 8 * 1024 * 1024,
        retryDelays: [0, 1000, 3000, 5000, 10000],
        metadata: {filename: file.name, filetype: file.type},
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        async fingerprint(source) {
          const user = await signedInUser();
          const picked = source as File;
          return [
            'nada-upload',
            user?.uid ?? 'guest',
            picked.name,
            picked.type,
            picked.size,
            picked.lastModified,
          ].join(':');
        },
        async onBeforeRequest(request) {
          const user = await signedInUser();
          if (user) request.setHeader('Authorization', `Bearer ${await user.getIdToken()}`);
        },
        onProgress(bytesSent, bytesTotal) {
          listener.onProgress(bytesSent, bytesTotal);
        },
        onSuccess({lastResponse}) {
          let uploaded: Stored | null = null;
          try {
            uploaded = (JSON.parse(lastResponse.getBody()) as {file: Stored}).file;
          } catch (error) {
            console.warn('The upload answer had no file', error);
          }
          if (uploaded) listener.onSuccess(uploaded);
          else listener.onError('UPLOAD_FAILED');
        },
        onError(error) {
          listener.onError(uploadErrorCode(error));
        },
      });
      return {
        async resumeEarlier() {
          const latest = (await upload.findPreviousUploads()).at(-1);
          if (latest) upload.resumeFromPreviousUpload(latest);
        },
        start: () => upload.start(),
        abort: (terminate) => upload.abort(terminate),
      };
    },
  };
}
