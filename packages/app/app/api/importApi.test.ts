import {beforeEach, describe, expect, it, vi} from 'vitest';
import {ApiRequestError} from './client';
import {probeImport, type ImportProbe} from './importApi';

const fetchImpl = vi.fn<(request: Request) => Promise<Response>>();

vi.mock('./sessionClient', async () => {
  const {createApiClient} = await import('./client');
  const session = {
    currentUser: async () => ({getIdToken: async () => 'id-token'}),
    endSessionFor: async () => false,
  };
  return {
    api: createApiClient(session, 'http://nada.test', ((request: Request) =>
      fetchImpl(request)) as typeof fetch),
  };
});

const answer: ImportProbe = {
  url: 'https://www.youtube.com/watch?v=abc',
  title: 'Bengawan Solo',
  uploader: 'Keroncong Kita',
  durationSeconds: 245,
  thumbnail: {fileId: 'f1', url: '/api/files/f1/content?sig=x', expiresAt: '2026-11-27T00:00:00.000Z'},
  extractor: 'Youtube',
  isLive: false,
  playlist: null,
  maxDurationSeconds: 900,
  allowed: true,
  reason: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});

beforeEach(() => fetchImpl.mockReset());

describe('probeImport', () => {
  it('posts the link, signed in, and resolves with what it holds', async () => {
    fetchImpl.mockResolvedValueOnce(json(200, answer));
    await expect(probeImport('https://youtu.be/abc', new AbortController().signal)).resolves.toEqual(answer);
    const request = fetchImpl.mock.calls[0]?.[0];
    expect(request?.url).toBe('http://nada.test/api/imports/probe');
    expect(request?.headers.get('authorization')).toBe('Bearer id-token');
    expect(await request?.json()).toEqual({url: 'https://youtu.be/abc'});
  });

  it("rejects with the API's code", async () => {
    fetchImpl.mockResolvedValueOnce(json(400, {error: {code: 'URL_NOT_ALLOWED', message: 'no'}}));
    const error = await probeImport('http://127.0.0.1:1/', new AbortController().signal).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({code: 'URL_NOT_ALLOWED', status: 400});
  });

  it('rejects with NETWORK when the API cannot be reached, but leaves an abort as it is', async () => {
    fetchImpl.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(probeImport('https://youtu.be/abc', new AbortController().signal)).rejects.toMatchObject({
      code: 'NETWORK',
    });
    const controller = new AbortController();
    controller.abort();
    fetchImpl.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(probeImport('https://youtu.be/abc', controller.signal)).rejects.not.toHaveProperty(
      'code',
      'NETWORK',
    );
  });
});
