import {describe, expect, it, vi} from 'vitest';
import type {ResumableUpload, UploadListener, UploadTransport} from '@nada/jobs';
import {act, renderHook} from '@testing-library/react';
import {uploadSourceStatus, useUpload} from './useUpload';

interface Stored {
  id: string;
  name: string;
}

/** A fake transport that records each upload it made; the test plays the server through its listener. */
function fakeTransport(resumeEarlier: () => Promise<void> = async () => undefined) {
  const made: {
    file: File;
    listener: UploadListener<Stored>;
    upload: {[K in keyof ResumableUpload]: ReturnType<typeof vi.fn<ResumableUpload[K]>>};
  }[] = [];
  const transport: UploadTransport<Stored> = {
    createUpload(file, listener) {
      const upload = {
        resumeEarlier: vi.fn<ResumableUpload['resumeEarlier']>(resumeEarlier),
        start: vi.fn<ResumableUpload['start']>(),
        abort: vi.fn<ResumableUpload['abort']>(async () => undefined),
      };
      made.push({file, listener, upload});
      return upload;
    },
  };
  const nth = (index: number) => {
    const entry = made[index];
    if (!entry) throw new Error(`No upload #${index} was made`);
    return entry;
  };
  return {transport, made, nth};
}

const song = (name = 'Lagu Kita.mp3') => new File([new Uint8Array(1000)], name, {type: 'audio/mpeg'});

describe('useUpload', () => {
  it('resumes an earlier upload of the file before sending, reports progress, and gives the stored file', async () => {
    const {transport, nth} = fakeTransport();
    const {result} = renderHook(() => useUpload(transport));
    act(() => result.current.start(song()));
    expect(result.current).toMatchObject({status: 'uploading', bytesSent: 0, bytesTotal: 1000});
    await vi.waitFor(() => expect(nth(0).upload.start).toHaveBeenCalled());
    const {upload, listener, file} = nth(0);
    expect(file.name).toBe('Lagu Kita.mp3');
    expect(upload.resumeEarlier.mock.invocationCallOrder[0]).toBeLessThan(
      upload.start.mock.invocationCallOrder[0] ?? 0,
    );

    act(() => listener.onProgress(400, 1000));
    expect(result.current).toMatchObject({status: 'uploading', bytesSent: 400, bytesTotal: 1000});
    const stored = {id: 'file-1', name: 'Lagu Kita.mp3'};
    act(() => listener.onSuccess(stored));
    expect(result.current).toMatchObject({status: 'done', uploaded: stored, bytesSent: 1000, error: null});
    // Finished: a cancel now only starts over, and abandons nothing on the server.
    act(() => result.current.cancel());
    expect(upload.abort).not.toHaveBeenCalled();
    expect(result.current.status).toBe('idle');
  });

  it('sends the file even when looking for an earlier upload fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const {transport, nth} = fakeTransport(async () => {
      throw new Error('storage unavailable');
    });
    const {result} = renderHook(() => useUpload(transport));
    act(() => result.current.start(song()));
    await vi.waitFor(() => expect(nth(0).upload.start).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('pauses, resumes, fails with the API’s code, and cancels by terminating the upload', async () => {
    const {transport, nth} = fakeTransport();
    const {result} = renderHook(() => useUpload(transport));
    act(() => result.current.start(song()));
    await vi.waitFor(() => expect(nth(0).upload.start).toHaveBeenCalledTimes(1));
    const {upload, listener} = nth(0);

    act(() => result.current.pause());
    expect(result.current.status).toBe('paused');
    expect(upload.abort).toHaveBeenLastCalledWith(false);
    act(() => result.current.resume());
    expect(result.current.status).toBe('uploading');
    expect(upload.start).toHaveBeenCalledTimes(2);

    act(() => listener.onError('FILE_TOO_LONG'));
    expect(result.current).toMatchObject({status: 'error', error: 'FILE_TOO_LONG'});
    act(() => result.current.resume());
    expect(result.current).toMatchObject({status: 'uploading', error: null});

    act(() => result.current.cancel());
    expect(upload.abort).toHaveBeenLastCalledWith(true);
    expect(result.current.status).toBe('idle');
  });

  it('pauses the first upload when another file is picked, and ignores its late reports', async () => {
    const {transport, nth} = fakeTransport();
    const {result} = renderHook(() => useUpload(transport));
    act(() => result.current.start(song('Satu.mp3')));
    act(() => result.current.start(song('Dua.mp3')));
    expect(nth(0).upload.abort).toHaveBeenCalledWith(false);
    await vi.waitFor(() => expect(nth(1).upload.start).toHaveBeenCalled());
    expect(nth(0).upload.start).not.toHaveBeenCalled();

    act(() => nth(0).listener.onProgress(900, 1000));
    act(() => nth(0).listener.onSuccess({id: 'file-1', name: 'Satu.mp3'}));
    expect(result.current).toMatchObject({status: 'uploading', bytesSent: 0, uploaded: null});
    expect(result.current.file?.name).toBe('Dua.mp3');
  });

  it('pauses the upload when the page leaves (it resumes when the file is picked again)', async () => {
    const {transport, nth} = fakeTransport();
    const {result, unmount} = renderHook(() => useUpload(transport));
    act(() => result.current.start(song()));
    await vi.waitFor(() => expect(nth(0).upload.start).toHaveBeenCalled());
    unmount();
    expect(nth(0).upload.abort).toHaveBeenCalledWith(false);
  });
});

describe('uploadSourceStatus', () => {
  it('reads as checking once every byte is sent and the server has not answered yet', () => {
    expect(uploadSourceStatus({status: 'uploading', bytesSent: 400, bytesTotal: 1000})).toBe('uploading');
    expect(uploadSourceStatus({status: 'uploading', bytesSent: 1000, bytesTotal: 1000})).toBe('checking');
    expect(uploadSourceStatus({status: 'uploading', bytesSent: 0, bytesTotal: 0})).toBe('uploading');
    expect(uploadSourceStatus({status: 'done', bytesSent: 1000, bytesTotal: 1000})).toBe('done');
  });
});
