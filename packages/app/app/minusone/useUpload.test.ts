// @vitest-environment jsdom
import {act, renderHook} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {
  uploadErrorCode,
  useUpload,
  type CreateTusUpload,
  type TusUpload,
  type TusUploadOptions,
} from './useUpload';

vi.mock('../auth/session', () => ({
  signedInUser: async () => ({uid: 'user-1', getIdToken: async () => 'id-token'}),
}));

const response = (status: number, body: string) => ({getStatus: () => status, getBody: () => body});

/** A fake tus upload that records its calls; the test drives its callbacks. */
function fakeTus(previous: {uploadUrl: string}[] = []) {
  const made: {
    file: File;
    options: TusUploadOptions;
    upload: TusUpload & Record<string, ReturnType<typeof vi.fn>>;
  }[] = [];
  const create: CreateTusUpload = (file, options) => {
    const upload = {
      start: vi.fn(),
      abort: vi.fn(async () => undefined),
      findPreviousUploads: vi.fn(async () => previous as never[]),
      resumeFromPreviousUpload: vi.fn(),
    };
    made.push({file, options, upload});
    return upload;
  };
  return {create, made};
}

const song = () => new File([new Uint8Array(1000)], 'Lagu Kita.mp3', {type: 'audio/mpeg', lastModified: 1});

describe('uploadErrorCode', () => {
  it('reads the API’s code from the answer, and names a failure without one', () => {
    const refusal = {
      originalResponse: response(415, JSON.stringify({error: {code: 'FILE_NOT_AUDIO', message: 'x'}})),
    };
    expect(uploadErrorCode(refusal)).toBe('FILE_NOT_AUDIO');
    expect(uploadErrorCode({originalResponse: response(413, '<html>')})).toBe('FILE_TOO_LARGE');
    expect(uploadErrorCode({originalResponse: response(500, '')})).toBe('UPLOAD_FAILED');
    expect(uploadErrorCode(new Error('offline'))).toBe('NETWORK');
  });
});

describe('useUpload', () => {
  it('uploads with the ID token and the file name, reports progress, and gives the stored file', async () => {
    const tus = fakeTus();
    const {result} = renderHook(() => useUpload({createUpload: tus.create}));
    act(() => result.current.start(song()));
    await vi.waitFor(() => expect(tus.made[0]?.upload.start).toHaveBeenCalled());
    const [{options}] = tus.made as [(typeof tus.made)[number]];
    expect(options.endpoint).toBe('/api/uploads');
    expect(options.metadata).toEqual({filename: 'Lagu Kita.mp3', filetype: 'audio/mpeg'});
    const request = {setHeader: vi.fn()};
    await options.onBeforeRequest?.(request as never);
    expect(request.setHeader).toHaveBeenCalledWith('Authorization', 'Bearer id-token');
    // The fingerprint names the user, so another account on this browser never resumes it.
    expect(await options.fingerprint?.(song(), options)).toBe(
      'nada-upload:user-1:Lagu Kita.mp3:audio/mpeg:1000:1',
    );

    act(() => options.onProgress?.(400, 1000));
    expect(result.current).toMatchObject({status: 'uploading', bytesSent: 400, bytesTotal: 1000});
    const file = {id: 'file-1', name: 'Lagu Kita.mp3', durationSeconds: 3};
    act(() => options.onSuccess?.({lastResponse: response(200, JSON.stringify({file})) as never}));
    expect(result.current).toMatchObject({status: 'done', uploaded: file, bytesSent: 1000});
  });

  it('resumes an earlier unfinished upload of the same file', async () => {
    const tus = fakeTus([{uploadUrl: '/api/uploads/u-1'}]);
    const {result} = renderHook(() => useUpload({createUpload: tus.create}));
    act(() => result.current.start(song()));
    await vi.waitFor(() => expect(tus.made[0]?.upload.start).toHaveBeenCalled());
    expect(tus.made[0]?.upload.resumeFromPreviousUpload).toHaveBeenCalledWith({
      uploadUrl: '/api/uploads/u-1',
    });
  });

  it('pauses, resumes, fails with the API’s code, and cancels by terminating the upload', async () => {
    const tus = fakeTus();
    const {result} = renderHook(() => useUpload({createUpload: tus.create}));
    act(() => result.current.start(song()));
    await vi.waitFor(() => expect(tus.made[0]?.upload.start).toHaveBeenCalledTimes(1));
    const [{upload, options}] = tus.made as [(typeof tus.made)[number]];

    act(() => result.current.pause());
    expect(result.current.status).toBe('paused');
    expect(upload.abort).toHaveBeenLastCalledWith(false);
    act(() => result.current.resume());
    expect(result.current.status).toBe('uploading');
    expect(upload.start).toHaveBeenCalledTimes(2);

    act(() =>
      options.onError?.(
        Object.assign(new Error('refused'), {
          originalResponse: response(422, JSON.stringify({error: {code: 'FILE_TOO_LONG'}})),
        }) as never,
      ),
    );
    expect(result.current).toMatchObject({status: 'error', error: 'FILE_TOO_LONG'});

    act(() => result.current.cancel());
    expect(upload.abort).toHaveBeenLastCalledWith(true);
    expect(result.current.status).toBe('idle');
  });
});
