import {describe, expect, it, vi} from 'vitest';
import {ApiRequestError, createApiClient, dataOf, type ApiSession} from './client';

const challenge = {id: 'c1', salt: 'salt', difficulty: 8};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});
}

/** A client over a fake fetch that answers `answer` and records each request. */
function setup(options: {answer?: Response; token?: () => Promise<string>; signedIn?: boolean} = {}) {
  const requests: Request[] = [];
  const fetchImpl = vi.fn(async (request: Request) => {
    requests.push(request);
    return options.answer ?? json(200, challenge);
  }) as unknown as typeof fetch;
  const session = {
    currentUser: vi.fn(async () =>
      options.signedIn === false ? null : {getIdToken: options.token ?? (async () => 'id-token')},
    ),
    endSessionFor: vi.fn(async (code: string | undefined) => code === 'USER_DISABLED'),
  } satisfies ApiSession;
  return {client: createApiClient(session, 'http://nada.test', fetchImpl), requests, session, fetchImpl};
}

async function rejection(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('the API client', () => {
  it("sends the signed-in user's ID token and resolves with the typed data", async () => {
    const {client, requests} = setup();
    const data = dataOf(await client.POST('/api/bot-check/challenge'));
    expect(data).toEqual(challenge);
    expect(requests[0]?.url).toBe('http://nada.test/api/bot-check/challenge');
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer id-token');
  });

  it("asks for the page's language, not the browser's, so a new account starts in it", async () => {
    const {client, requests} = setup();
    vi.stubGlobal('document', {documentElement: {lang: 'en'}});
    try {
      await client.POST('/api/bot-check/challenge');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(requests[0]?.headers.get('accept-language')).toBe('en');
    await client.POST('/api/bot-check/challenge');
    expect(requests[1]?.headers.has('accept-language')).toBe(false);
  });

  it('sends no token for a guest, and the body as JSON', async () => {
    const {client, requests} = setup({signedIn: false, answer: new Response(null, {status: 204})});
    await client.POST('/api/bot-check/verify', {body: {id: 'c1', nonce: '42'}});
    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(await requests[0]?.json()).toEqual({id: 'c1', nonce: '42'});
  });

  it("turns the API's error body into an ApiRequestError with its code, message and fields", async () => {
    const body = {
      error: {code: 'VALIDATION_FAILED', message: 'Some fields are invalid', fields: {nonce: 'bad'}},
    };
    const {client, session} = setup({answer: json(400, body)});
    const error = await rejection(client.POST('/api/bot-check/verify', {body: {id: 'c1', nonce: 'x'}}));
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
      message: 'Some fields are invalid',
      fields: {nonce: 'bad'},
    });
    expect(session.endSessionFor).not.toHaveBeenCalled();
  });

  it('names an answer without an error body by its status', async () => {
    const {client} = setup({
      answer: new Response('<html>Bad gateway</html>', {status: 502, statusText: 'Bad Gateway'}),
    });
    const error = await rejection(client.GET('/api/me'));
    expect(error).toMatchObject({code: 'HTTP_502', status: 502, message: 'Bad Gateway'});
  });

  it("ends the session when the API refuses the user's token as disabled or revoked", async () => {
    const {client, session} = setup({
      answer: json(401, {error: {code: 'USER_DISABLED', message: 'This account is disabled'}}),
    });
    const error = await rejection(client.GET('/api/me'));
    expect(error.code).toBe('USER_DISABLED');
    expect(session.endSessionFor).toHaveBeenCalledWith('USER_DISABLED');
  });

  it("leaves a guest's 401 alone", async () => {
    const {client, session} = setup({
      signedIn: false,
      answer: json(401, {error: {code: 'UNAUTHENTICATED', message: 'Sign in first'}}),
    });
    expect((await rejection(client.GET('/api/me'))).code).toBe('UNAUTHENTICATED');
    expect(session.endSessionFor).not.toHaveBeenCalled();
  });

  it('ends the session and sends nothing when the ID token cannot be refreshed', async () => {
    const expired = Object.assign(new Error('Token expired'), {code: 'auth/user-token-expired'});
    const {client, session, fetchImpl} = setup({token: () => Promise.reject(expired)});
    await expect(client.GET('/api/me')).rejects.toBe(expired);
    expect(session.endSessionFor).toHaveBeenCalledWith('auth/user-token-expired');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('refuses an answer without the body the call expects', () => {
    const response = new Response(null, {status: 204});
    expect(() => dataOf({data: undefined, response})).toThrow(ApiRequestError);
  });
});
