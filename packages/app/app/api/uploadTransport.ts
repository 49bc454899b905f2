// Every page's uploads (minus one, the file tools, the sound admin): the transport that @nada/generation-wizard's useUpload sends through.
import type {UploadTransport} from '@nada/generation-wizard';
import {Upload} from 'tus-js-client';
import {signedInUser} from '../auth/session';
import type {StoredFile} from './jobApi';

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
 * Resumable uploads to `POST /api/uploads` (tus) with the signed-in user's ID token. An unfinished
 * upload is remembered by the file's fingerprint (the user, the file's name, type, size and date),
 * so picking the same file after a reload goes on where it stopped.
 * @param createUpload makes the tus upload; @default tus-js-client's Upload
 */
export function tusUploadTransport({
  endpoint = '/api/uploads',
  createUpload = createTusUpload,
}: {endpoint?: string; createUpload?: CreateTusUpload} = {}): UploadTransport<StoredFile> {
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
          let uploaded: StoredFile | null = null;
          try {
            uploaded = (JSON.parse(lastResponse.getBody()) as {file: StoredFile}).file;
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

/** The minus-one page's upload transport (a constant, so the hook keeps its commands between renders). */
export const uploadTransport = tusUploadTransport();
