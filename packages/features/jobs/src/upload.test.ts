// @vitest-environment jsdom
import {describe, expect, it, vi} from 'vitest';
import {
  type CreateTusUpload,
  type TusUpload,
  type TusUploadOptions,
  type UploadListener,
  type UploadingUser,
  tusUploadTransport,
  uploadErrorCode,
} from './upload';

/** What the API answers for a stored file, as far as these tests look. */
interface StoredFile {
  id: string;
  name: string;
  durationSeconds: number;
}

const signedInUser = async (): Promise<UploadingUser | null> => ({
  uid: 'user-1',
  getIdToken: async () => 'id-token',
});

const response = (status: number, body: string) => ({getStatus: () => status, getBody: () => body});

/** A fake tus-js-client that records each upload and its options; the test plays the server. */
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

function listener() {
  return {
    onProgress: vi.fn<UploadListener<StoredFile>['onProgress']>(),
    onSuccess: vi.fn<UploadListener<StoredFile>['onSuccess']>(),
    onError: vi.fn<UploadListener<StoredFile>['onError']>(),
  };
}

const song = () => new File([new Uint8Array(1000)], 'Lagu Kita.mp3', {type: 'audio/mpeg', lastModified: 1});

/** One upload through the transport over a fake tus, with what the transport gave tus. */
function setup(previous: {uploadUrl: string}[] = [], user = signedInUser) {
  const tus = fakeTus(previous);
  const events = listener();
  const transport = tusUploadTransport<StoredFile>({signedInUser: user, createUpload: tus.create});
  const resumable = transport.createUpload(song(), events);
  const [{options, upload}] = tus.made as [(typeof tus.made)[number]];
  return {resumable, events, options, tusUpload: upload};
}

describe('uploadErrorCode', () => {
  it('reads the API’s code from the answer, and names a failure without one', () => {
    const refusal = {
      originalResponse: response(415, JSON.stringify({error: {code: 'FILE_NOT_AUDIO', message: 'x'}})),
    };
    expect(uploadErrorCode(refusal)).toBe('FILE_NOT_AUDIO');
    expect(uploadErrorCode({originalResponse: response(413, '<html>')})).toBe('FILE_TOO_LARGE');
    expect(uploadErrorCode({originalResponse: response(500, '')})).toBe('UPLOAD_FAILED');
    expect(uploadErrorCode(new Error('offline'))).toBe('UPLOAD_INTERRUPTED');
  });
});

describe('tusUploadTransport', () => {
  it('uploads to /api/uploads with the ID token, the file name and a fingerprint naming the user', async () => {
    const {options} = setup();
    expect(options.endpoint).toBe('/api/uploads');
    expect(options.metadata).toEqual({filename: 'Lagu Kita.mp3', filetype: 'audio/mpeg'});
    const request = {setHeader: vi.fn()};
    await options.onBeforeRequest?.(request as never);
    expect(request.setHeader).toHaveBeenCalledWith('Authorization', 'Bearer id-token');
    // The fingerprint names the user, so another account on this browser never resumes it.
    expect(await options.fingerprint?.(song(), options)).toBe(
      'nada-upload:user-1:Lagu Kita.mp3:audio/mpeg:1000:1',
    );
  });

  it('sends a guest’s upload without a token, under a guest fingerprint', async () => {
    const {options} = setup([], async () => null);
    const request = {setHeader: vi.fn()};
    await options.onBeforeRequest?.(request as never);
    expect(request.setHeader).not.toHaveBeenCalled();
    expect(await options.fingerprint?.(song(), options)).toBe(
      'nada-upload:guest:Lagu Kita.mp3:audio/mpeg:1000:1',
    );
  });

  it('reports progress, the stored file from the answer, and the API’s code of a failure', () => {
    const {options, events} = setup();
    options.onProgress?.(400, 1000);
    expect(events.onProgress).toHaveBeenCalledWith(400, 1000);
    const file = {id: 'file-1', name: 'Lagu Kita.mp3', durationSeconds: 3};
    options.onSuccess?.({lastResponse: response(200, JSON.stringify({file})) as never});
    expect(events.onSuccess).toHaveBeenCalledWith(file);
    options.onError?.(
      Object.assign(new Error('refused'), {
        originalResponse: response(422, JSON.stringify({error: {code: 'FILE_TOO_LONG'}})),
      }) as never,
    );
    expect(events.onError).toHaveBeenCalledWith('FILE_TOO_LONG');
  });

  it('fails an upload whose answer names no stored file', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const {options, events} = setup();
    options.onSuccess?.({lastResponse: response(204, '') as never});
    expect(events.onError).toHaveBeenCalledWith('UPLOAD_FAILED');
    expect(events.onSuccess).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('resumes the latest earlier unfinished upload of the same file, and passes start and abort on', async () => {
    const {resumable, tusUpload} = setup([{uploadUrl: '/api/uploads/u-0'}, {uploadUrl: '/api/uploads/u-1'}]);
    await resumable.resumeEarlier();
    expect(tusUpload.resumeFromPreviousUpload).toHaveBeenCalledWith({uploadUrl: '/api/uploads/u-1'});
    resumable.start();
    expect(tusUpload.start).toHaveBeenCalledTimes(1);
    await resumable.abort(true);
    expect(tusUpload.abort).toHaveBeenCalledWith(true);
  });

  it('starts afresh when no earlier upload of the file is remembered', async () => {
    const {resumable, tusUpload} = setup();
    await resumable.resumeEarlier();
    expect(tusUpload.resumeFromPreviousUpload).not.toHaveBeenCalled();
  });
});
