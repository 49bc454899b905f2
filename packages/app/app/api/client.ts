// The API client without a session of its own: the session-bound `api` is in ./sessionClient.ts,
// which the browser session (../auth/session.ts) does not import, so neither imports the other.
import createClient, {type Client, type Middleware} from 'openapi-fetch';
import type {components, paths} from './schema';

/** The body of every failed API request, as the API's OpenAPI document describes it. */
export type ApiErrorBody = components['schemas']['ErrorBody'];

/** A failed API request: the API's stable error code (`BOT_CHECK_FAILED`, say) and HTTP status. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** The API's error code, or `HTTP_<status>` when the answer had none. */
  readonly code: string;
  /** The HTTP status. */
  readonly status: number;
  /** The invalid fields and what is wrong with each, for `VALIDATION_FAILED`. */
  readonly fields: Record<string, string> | undefined;
  /** The id the API logged an unexpected failure under (`INTERNAL`). */
  readonly requestId: string | undefined;

  // `code` also takes the client's own codes (no body, no network), besides the API's `ErrorCode`s.
  constructor(
    status: number,
    body: Partial<Omit<ApiErrorBody['error'], 'code'>> & {code?: string},
    fallbackMessage: string,
  ) {
    super(body.message ?? fallbackMessage);
    this.code = body.code ?? `HTTP_${status}`;
    this.status = status;
    this.fields = body.fields;
    this.requestId = body.requestId;
  }
}

/** What the API client needs from the session. */
export interface ApiSession {
  /** The signed-in user, whose ID token goes with each request; `null` for a guest. */
  currentUser(): Promise<{getIdToken(): Promise<string>} | null>;
  /**
   * Signs the user out, with a notice, when an error code (Firebase's or the API's) means the
   * account is disabled or the session is over; resolves to whether it did.
   */
  endSessionFor(code: string | undefined): Promise<boolean>;
}

async function errorBodyOf(response: Response): Promise<Partial<ApiErrorBody['error']>> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const error = (body as Partial<ApiErrorBody> | null)?.error;
  return typeof error === 'object' && error !== null ? error : {};
}

/**
 * The API client's middleware: sends the page's language (`Accept-Language`) and the signed-in user's
 * ID token (`Authorization: Bearer`), which the SDK refreshes; signs the user out with a notice when the token cannot be had or the API
 * answers that the account is disabled or the session was revoked; and turns every other failed
 * answer into an {@link ApiRequestError}, so a call that resolves has succeeded.
 */
export function apiMiddleware(session: ApiSession): Middleware {
  return {
    async onRequest({request}) {
      // The page's language, not the browser's: the API starts a new account in the language its
      // first request asks for, so someone who signs up on English pages gets an English profile.
      const pageLanguage = globalThis.document?.documentElement.lang;
      if (pageLanguage) request.headers.set('accept-language', pageLanguage);
      const user = await session.currentUser();
      if (!user) return request;
      try {
        request.headers.set('authorization', `Bearer ${await user.getIdToken()}`);
      } catch (error) {
        await session.endSessionFor((error as {code?: string}).code);
        throw error;
      }
      return request;
    },
    async onResponse({request, response}) {
      if (response.ok) return response;
      const body = await errorBodyOf(response);
      // Only an answer to the user's own token ends their session; a guest's 401 is just an error.
      if (response.status === 401 && request.headers.has('authorization')) {
        await session.endSessionFor(body.code);
      }
      throw new ApiRequestError(response.status, body, response.statusText);
    },
  };
}

/** The typed API client: methods and paths from the API's OpenAPI document (`./schema`). */
export type ApiClient = Client<paths>;

/**
 * Creates an API client for `session`, on this origin unless `baseUrl` says otherwise.
 * @param fetchImpl the fetch to use; @default globalThis.fetch
 */
export function createApiClient(
  session: ApiSession,
  baseUrl = '',
  fetchImpl?: (request: Request) => Promise<Response>,
): ApiClient {
  const client = createClient<paths>({baseUrl, ...(fetchImpl ? {fetch: fetchImpl} : {})});
  client.use(apiMiddleware(session));
  return client;
}

/** A session without a user: requests carry no ID token, and no answer signs anybody out. */
export const guestSession: ApiSession = {currentUser: async () => null, endSessionFor: async () => false};

/**
 * The API client without the session: for requests that must never end it (keeping the server's
 * session cookie in step sends the token in the body, and a refusal there is only logged).
 */
export const guestApi: ApiClient = createApiClient(guestSession);

/** The data of an answer that has a body; the middleware has already thrown for a failed one. */
export function dataOf<T>({data, response}: {data?: T; response: Response}): T {
  if (data === undefined) {
    throw new ApiRequestError(response.status, {code: 'EMPTY_RESPONSE'}, 'The API answered without a body');
  }
  return data;
}
