import {useCallback, useEffect, useRef, useState} from 'react';
import type {SoundSummary} from './types';

/** Where one file of an upload is: sent, analysed, added as a sound, or failed. */
export type SoundUploadStatus = 'queued' | 'uploading' | 'analysing' | 'done' | 'failed';

/** One file the admin dropped, as the upload list shows it. */
export interface SoundUpload {
  /** Stable id of this entry in the list. */
  id: string;
  /** The file's name. */
  name: string;
  /** The file's size in bytes. */
  sizeBytes: number;
  status: SoundUploadStatus;
  /** How much of the file is sent, 0..1. */
  progress: number;
  /** Why it failed, in the user's language. */
  errorText?: string;
  /** The sound it became. */
  sound?: SoundSummary;
}

/** The stages the app reports while it adds one file. */
export interface AddSoundProgress {
  /** Part of the file sent, 0..1. */
  onProgress: (fraction: number) => void;
  /** The file is stored; the server analyses it now. */
  onAnalysing: () => void;
  /** Aborted when the entry is dismissed or the component unmounts. */
  signal: AbortSignal;
}

/** Options of {@link useSoundUploads}. */
export interface UseSoundUploadsOptions {
  /** Uploads one file and makes it a sound (tus upload, then `POST /api/admin/sounds`). */
  addSound: (file: File, progress: AddSoundProgress) => Promise<SoundSummary>;
  /** Turns a rejection into text in the user's language. */
  errorText?: (error: unknown) => string;
  /** Called with each sound once its file is analysed. */
  onAdded?: (sound: SoundSummary) => void;
  /** How many files are sent at the same time. @default 2 */
  concurrency?: number;
}

/** What {@link useSoundUploads} returns. */
export interface SoundUploads {
  uploads: SoundUpload[];
  /** Adds files to the queue. */
  add: (files: readonly File[]) => void;
  /** Sends a failed file again. */
  retry: (id: string) => void;
  /** Takes an entry off the list, stopping its upload. */
  dismiss: (id: string) => void;
}

let nextId = 0;

/**
 * A queue of files to add to the library, a few at a time, each with its progress, its analysis
 * and its own failure (one file failing stops no other).
 */
export function useSoundUploads({
  addSound,
  errorText = () => '',
  onAdded,
  concurrency = 2,
}: UseSoundUploadsOptions): SoundUploads {
  const [uploads, setUploads] = useState<SoundUpload[]>([]);
  const files = useRef(new Map<string, File>());
  const running = useRef(new Map<string, AbortController>());
  const latest = useRef({addSound, errorText, onAdded});
  useEffect(() => {
    latest.current = {addSound, errorText, onAdded};
  });

  const patch = (id: string, change: Partial<SoundUpload>) =>
    setUploads((list) => list.map((upload) => (upload.id === id ? {...upload, ...change} : upload)));

  const start = useCallback((id: string) => {
    const file = files.current.get(id);
    if (!file || running.current.has(id)) return;
    const controller = new AbortController();
    running.current.set(id, controller);
    const live = () => !controller.signal.aborted;
    patch(id, {status: 'uploading', progress: 0, errorText: undefined});
    latest.current
      .addSound(file, {
        onProgress: (fraction) => live() && patch(id, {progress: Math.max(0, Math.min(1, fraction))}),
        onAnalysing: () => live() && patch(id, {status: 'analysing', progress: 1}),
        signal: controller.signal,
      })
      .then(
        (sound) => {
          if (!live()) return;
          files.current.delete(id);
          patch(id, {status: 'done', progress: 1, sound});
          latest.current.onAdded?.(sound);
        },
        (error: unknown) =>
          live() && patch(id, {status: 'failed', errorText: latest.current.errorText(error)}),
      )
      .finally(() => {
        running.current.delete(id);
        setUploads((list) => [...list]);
      });
  }, []);

  // Starts queued files while fewer than `concurrency` run.
  useEffect(() => {
    const free = concurrency - running.current.size;
    if (free <= 0) return;
    uploads
      .filter((upload) => upload.status === 'queued')
      .slice(0, free)
      .forEach((upload) => start(upload.id));
  }, [uploads, concurrency, start]);

  useEffect(() => {
    const active = running.current;
    return () => {
      for (const controller of active.values()) controller.abort();
    };
  }, []);

  return {
    uploads,
    add: (added) => {
      const entries = added.map((file) => {
        nextId += 1;
        const id = `upload-${nextId}`;
        files.current.set(id, file);
        return {id, name: file.name, sizeBytes: file.size, status: 'queued' as const, progress: 0};
      });
      setUploads((list) => [...entries, ...list]);
    },
    retry: (id) => patch(id, {status: 'queued', progress: 0, errorText: undefined}),
    dismiss: (id) => {
      running.current.get(id)?.abort();
      running.current.delete(id);
      files.current.delete(id);
      setUploads((list) => list.filter((upload) => upload.id !== id));
    },
  };
}
