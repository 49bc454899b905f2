import {defineErrors} from './errorSpec.ts';

/** The errors any request may meet, whatever its resource: unreadable, refused by a limit, or unexpected. */
export const requestErrors = defineErrors({
  /** The request failed validation; `fields` names what is wrong. */
  VALIDATION_FAILED: (fields: Record<string, string>) => ({
    status: 400,
    message: 'The request is not valid.',
    fields,
  }),
  /** The request could not be read (bad JSON, a proxy request it cannot follow). */
  BAD_REQUEST: (message = 'The request could not be read.') => ({status: 400, message}),
  /** A part of the request's address (a path parameter) is longer than any the API accepts. */
  URI_TOO_LONG: {status: 414, message: 'A part of the request address is too long.'},
  /** The request body has a content type the API does not take. */
  UNSUPPORTED_MEDIA_TYPE: {status: 415, message: 'The request body has an unsupported content type.'},
  /** The request body is larger than the API accepts. */
  PAYLOAD_TOO_LARGE: {status: 413, message: 'The request body is too large.'},
  /** No API route matches the method and path. */
  NOT_FOUND: {status: 404, message: 'There is no such API route.'},
  /** A dependency the API needs (database, queue, storage) does not answer; `fields` names which. */
  NOT_READY: (failing: Record<string, string>) => ({
    status: 503,
    message: 'The service is not ready.',
    fields: failing,
  }),
  /** Too many requests from one user or address; `Retry-After` says when to try again. */
  RATE_LIMITED: (retryAfterSeconds: number) => ({
    status: 429,
    message: `Too many requests. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
  }),
  /** An unexpected error: its details stay in the logs, the answer carries a request id. */
  INTERNAL: {status: 500, message: 'Something went wrong on our side.'},
});
