import {useCallback, useEffect, useRef, useState} from 'react';
import {Upload} from 'tus-js-client';
import {signedInUser} from '../auth/session';
import type {StoredFile} from './jobApi';

/** What an upload is doing. */
export type UploadStatus = 'idle' | 'uploading' | 'paused' | 'done' | 'error';

/** What {@link useUpload} knows of the current upload. */
export interface UploadState {
  status: UploadStatus;
  /** The file being uploaded, as picked. */
  file: File | null;
  /** Bytes the server has. */
  bytesSent: number;
  /** The file's size. */
  bytesTotal: number;
  /** The stored file, once the upload is done. */
  uploaded: StoredFile | null;
  /** The API's error code (FILE_TOO_LARGE, FILE_NOT_AUDIO…), `NETWORK` or `UPLOAD_FAILED`, when it failed. */
  error: string | null;
}

/** The upload's state and its commands. */
export interface UploadControls extends UploadState {
  /** Uploads a file, resuming an earlier unfinished upload of the same file (after a reload, say). */
  start(file: File): void;
  /** Stops sending; {@link UploadControls.resume} goes on from where the server is. */
  pause(): void;
  /** Goes on after a pause or a failure. */
  resume(): void;
  /** Abandons an unfinished upload (the server drops what it has) and forgets it; after a finished one, starts over. */
  cancel(): void;
}

/** The part of tus-js-client's Upload the hook uses, so tests can hand in a fake. */
export interface TusUpload {
  start(): void;
  abort(shouldTerminate?: boolean): Promise<void>;
  findPreviousUploads(): Promise<Parameters<Upload['resumeFromPreviousUpload']>[0][]>;
  resumeFromPreviousUpload(previous: Parameters<Upload['resumeFromPreviousUpload']>[0]): void;
}

/** tus-js-client's upload options (the package does not export their type). */
export type TusUploadOptions = ConstructorParameters<typeof Upload>[1];

/** Makes a tus upload; the hook passes the file and its options. */
export type CreateTusUpload = (file: File, options: TusUploadOptions) => TusUpload;

const createTusUpload: CreateTusUpload = (file, options) => new Upload(file, options);

const IDLE: UploadState = {
  status: 'idle',
  file: null,
  bytesSent: 0,
  bytesTotal: 0,
  uploaded: null,
  error: null,
};

/** The error code of a failed upload: the API's own, else what kind of failure it was. */
export function uploadErrorCode(error: unknown): string {
  const response = (error as {originalResponse?: {getStatus(): number; getBody(): string} | null})
    .originalResponse;
  if (!response) return 'NETWORK';
  try {
    const body = JSON.parse(response.getBody()) as {error?: {code?: unknown}};
    if (typeof body.error?.code === 'string') return body.error.code;
  } catch {
    // Not our JSON (a proxy's page): the status is all there is.
  }
  return response.getStatus() === 413 ? 'FILE_TOO_LARGE' : 'UPLOAD_FAILED';
}

/**
 * A resumable upload to `POST /api/uploads` (tus) with the signed-in user's ID token: progress,
 * pause, resume, cancel. An unfinished upload is remembered by the file's fingerprint (the user, the
 * file's name, type, size and date), so picking the same file after a reload goes on where it stopped.
 * @param createUpload makes the tus upload; @default tus-js-client's Upload
 */
export function useUpload({
  endpoint = '/api/uploads',
  createUpload = createTusUpload,
}: {endpoint?: string; createUpload?: CreateTusUpload} = {}): UploadControls {
  const [state, setState] = useState<UploadState>(IDLE);
  const current = useRef<TusUpload | null>(null);

  useEffect(
    () => () => {
      // Leaving the page pauses the upload; it resumes when the same file is picked again.
      void current.current?.abort(false);
    },
    [],
  );

  const start = useCallback(
    (file: File) => {
      void current.current?.abort(false);
      setState({...IDLE, status: 'uploading', file, bytesTotal: file.size});
      const update = (upload: TusUpload, change: Partial<UploadState>) => {
        if (current.current === upload) setState((state) => ({...state, ...change}));
      };
      const upload: TusUpload = createUpload(file, {
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
          update(upload, {bytesSent, bytesTotal});
        },
        onSuccess({lastResponse}) {
          let uploaded: StoredFile | null = null;
          try {
            uploaded = (JSON.parse(lastResponse.getBody()) as {file: StoredFile}).file;
          } catch (error) {
            console.warn('The upload answer had no file', error);
          }
          update(
            upload,
            uploaded
              ? {status: 'done', uploaded, bytesSent: file.size}
              : {status: 'error', error: 'UPLOAD_FAILED'},
          );
          // Finished: nothing is left to pause, resume or abandon on the server.
          if (current.current === upload) current.current = null;
        },
        onError(error) {
          update(upload, {status: 'error', error: uploadErrorCode(error)});
        },
      });
      current.current = upload;
      upload
        .findPreviousUploads()
        .then((previous) => {
          if (current.current !== upload) return;
          const latest = previous.at(-1);
          if (latest) upload.resumeFromPreviousUpload(latest);
          upload.start();
        })
        .catch((error: unknown) => {
          console.warn('Looking for an earlier upload failed', error);
          upload.start();
        });
    },
    [createUpload, endpoint],
  );

  const pause = useCallback(() => {
    const upload = current.current;
    if (!upload) return;
    void upload.abort(false);
    setState((state) => (state.status === 'uploading' ? {...state, status: 'paused'} : state));
  }, []);

  const resume = useCallback(() => {
    const upload = current.current;
    if (!upload) return;
    setState((state) => ({...state, status: 'uploading', error: null}));
    upload.start();
  }, []);

  const cancel = useCallback(() => {
    const upload = current.current;
    current.current = null;
    setState(IDLE);
    // Terminating also forgets the fingerprint, so the file starts afresh next time.
    upload?.abort(true).catch((error: unknown) => console.warn('The upload could not be abandoned', error));
  }, []);

  return {...state, start, pause, resume, cancel};
}
