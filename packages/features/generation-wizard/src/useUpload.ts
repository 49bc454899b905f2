import type {ResumableUpload, UploadTransport} from '@nada/jobs';
import {useCallback, useEffect, useRef, useState} from 'react';
import type {UploadStatus} from './types';

/** What {@link useUpload}'s upload is doing; `checking` is derived for the view by {@link uploadSourceStatus}. */
export type UploadProgressStatus = Exclude<UploadStatus, 'checking'>;

/** What {@link useUpload} knows of the current upload; `Stored` is what the server answers for a stored file. */
export interface UploadState<Stored> {
  /** What the upload is doing. */
  status: UploadProgressStatus;
  /** The file being uploaded, as picked. */
  file: File | null;
  /** Bytes the server has. */
  bytesSent: number;
  /** The file's size. */
  bytesTotal: number;
  /** The stored file, once the upload is done. */
  uploaded: Stored | null;
  /** The API's error code (FILE_TOO_LARGE, FILE_NOT_AUDIO…), or the transport's own code for a lost connection or a foreign answer, when it failed. */
  error: string | null;
}

/** The upload's state and its commands. */
export interface UploadControls<Stored> extends UploadState<Stored> {
  /** Uploads a file, resuming an earlier unfinished upload of the same file (after a reload, say). */
  start(file: File): void;
  /** Stops sending; {@link UploadControls.resume} goes on from where the server is. */
  pause(): void;
  /** Goes on after a pause or a failure. */
  resume(): void;
  /** Abandons an unfinished upload (the server drops what it has) and forgets it; after a finished one, starts over. */
  cancel(): void;
}

const IDLE = {
  status: 'idle',
  file: null,
  bytesSent: 0,
  bytesTotal: 0,
  uploaded: null,
  error: null,
} as const satisfies UploadState<never>;

/** What `UploadSource` shows for an upload: `checking` once every byte is sent while the API still checks the file. */
export function uploadSourceStatus({
  status,
  bytesSent,
  bytesTotal,
}: Pick<UploadState<unknown>, 'status' | 'bytesSent' | 'bytesTotal'>): UploadStatus {
  return status === 'uploading' && bytesTotal > 0 && bytesSent >= bytesTotal ? 'checking' : status;
}

/**
 * A resumable upload through `transport`: progress, pause, resume, cancel. Picking the same file
 * again (after a reload, say) goes on where it stopped when the transport remembers it; leaving the
 * page pauses the upload. Pass a `transport` that keeps its identity between renders.
 */
export function useUpload<Stored>(transport: UploadTransport<Stored>): UploadControls<Stored> {
  const [state, setState] = useState<UploadState<Stored>>(IDLE);
  const current = useRef<ResumableUpload | null>(null);

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
      // Reports of an upload that was replaced or abandoned meanwhile change nothing.
      const update = (change: Partial<UploadState<Stored>>) => {
        if (current.current === upload) setState((state) => ({...state, ...change}));
      };
      const upload = transport.createUpload(file, {
        onProgress(bytesSent, bytesTotal) {
          update({bytesSent, bytesTotal});
        },
        onSuccess(uploaded) {
          update({status: 'done', uploaded, bytesSent: file.size});
          // Finished: nothing is left to pause, resume or abandon on the server.
          if (current.current === upload) current.current = null;
        },
        onError(code) {
          update({status: 'error', error: code});
        },
      });
      current.current = upload;
      upload
        .resumeEarlier()
        .catch((error: unknown) => console.warn('Looking for an earlier upload failed', error))
        .then(() => {
          if (current.current === upload) upload.start();
        });
    },
    [transport],
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
    // Terminating also forgets the upload, so the file starts afresh next time.
    upload?.abort(true).catch((error: unknown) => console.warn('The upload could not be abandoned', error));
  }, []);

  return {...state, start, pause, resume, cancel};
}
