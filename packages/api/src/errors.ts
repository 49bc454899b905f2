/** The body every failed API request answers with. */
export interface ErrorBody {
  error: {code: string; message: string; fields?: Record<string, string>; requestId?: string};
}

/** An error the API expects and presents to the client with a stable code and status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** Stable machine-readable code, e.g. 'JOB_NOT_FOUND'. */
    readonly code: string,
    /** HTTP status the error answers with. */
    readonly status: number,
    message: string,
    /** Per-field validation messages, for 400 answers. */
    readonly fields?: Record<string, string>,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The request failed validation; `fields` names what is wrong. */
export const validationFailed = (fields: Record<string, string>) =>
  new ApiError('VALIDATION_FAILED', 400, 'The request is not valid.', fields);

/** No valid ID token came with a request that needs one. */
export const unauthenticated = () => new ApiError('UNAUTHENTICATED', 401, 'Sign in to continue.');

/** A resource does not exist, or belongs to someone else (both answer the same, so nothing leaks). */
export const notFound = (kind: string) =>
  new ApiError(`${kind.toUpperCase()}_NOT_FOUND`, 404, `${kind} not found.`);

/** Turns any thrown value into the status and body the client sees; unexpected errors keep their details private. */
export function presentError(error: unknown, requestId: string): {status: number; body: ErrorBody} {
  if (error instanceof ApiError) {
    const body: ErrorBody = {error: {code: error.code, message: error.message}};
    if (error.fields) body.error.fields = error.fields;
    return {status: error.status, body};
  }
  return {
    status: 500,
    body: {error: {code: 'INTERNAL', message: 'Something went wrong on our side.', requestId}},
  };
}
