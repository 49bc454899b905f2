import {AUDIO_ERROR_CODES} from '@nada/audio';
import {authErrors} from './auth/errors.ts';
import {billingErrors} from './billing/errors.ts';
import {botCheckErrors} from './botCheck/errors.ts';
import {creditErrors} from './credits/errors.ts';
import {embedErrors} from './embed/errors.ts';
import {codesOf, composeErrors, type ErrorAnswer} from './errorSpec.ts';
import {fileErrors, uploadErrors} from './files/errors.ts';
import {importErrors} from './imports/errors.ts';
import {JOB_FAILURE_CODES, jobErrors} from './jobs/errors.ts';
import {IMPORT_FAILURE_CODES, importKindErrors} from './jobs/kinds/import/errors.ts';
import {playlistExportErrors} from './jobs/kinds/playlist-export/errors.ts';
import {playlistErrors} from './playlists/errors.ts';
import {requestErrors} from './requestErrors.ts';
import {soundErrors} from './sounds/errors.ts';
import {supportErrors} from './support/errors.ts';
import {trackErrors} from './tracks/errors.ts';
import {userErrors} from './users/errors.ts';

// The registry of error codes. Each resource declares its own beside it (`playlists/errors.ts`,
// `jobs/kinds/<kind>/errors.ts`): a code's HTTP status and English message in a table, and the codes
// a job fails with in a list. Here they are composed into one table, which `apiError` reads, and
// one list, `ERROR_CODES`, which the OpenAPI document publishes as `ErrorCode` in this order.

/** Every request error, by code: a code two resources declare fails at load. */
const REQUEST_ERRORS = composeErrors(
  requestErrors,
  authErrors,
  botCheckErrors,
  userErrors,
  fileErrors,
  uploadErrors,
  jobErrors,
  creditErrors,
  playlistErrors,
  importErrors,
  billingErrors,
  supportErrors,
  trackErrors,
  embedErrors,
  soundErrors,
  importKindErrors,
  playlistExportErrors,
);

type RequestErrors = typeof REQUEST_ERRORS;

/** A code a request can fail with. */
type RequestErrorCode = keyof RequestErrors & string;

/** Every stable code of a failed request or job: the `ErrorCode` union the OpenAPI document publishes. */
export const ERROR_CODES = [
  ...codesOf(requestErrors),
  ...codesOf(authErrors),
  ...codesOf(botCheckErrors),
  ...codesOf(userErrors),
  ...codesOf(fileErrors),
  ...codesOf(uploadErrors),
  ...codesOf(jobErrors),
  ...codesOf(creditErrors),
  ...codesOf(playlistErrors),
  ...codesOf(importErrors),
  ...codesOf(billingErrors),
  ...codesOf(supportErrors),
  ...codesOf(trackErrors),
  ...codesOf(embedErrors),
  ...codesOf(soundErrors),
  // What a job fails with (its `error.code`): the runner's and every kind's, a kind's own (some of
  // which a submit is refused with too), and every code of @nada/audio, whose errors a job passes on.
  ...JOB_FAILURE_CODES,
  ...IMPORT_FAILURE_CODES,
  ...codesOf(playlistExportErrors),
  ...AUDIO_ERROR_CODES,
] as const;

/** A stable code of a failed API request or job, e.g. 'JOB_NOT_FOUND'. */
export type ErrorCode = (typeof ERROR_CODES)[number];

const errorCodes: ReadonlySet<string> = new Set(ERROR_CODES);

/** Whether `code` is one of `ERROR_CODES`. */
export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && errorCodes.has(code);

/** The body every failed API request answers with. */
export interface ErrorBody {
  error: {code: ErrorCode; message: string; fields?: Record<string, string>; requestId?: string};
}

/** An error the API expects and presents to the client with a stable code and status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Stable machine-readable code, e.g. 'JOB_NOT_FOUND'. */
  readonly code: ErrorCode;
  /** HTTP status the error answers with. */
  readonly status: number;
  /** Per-field validation messages, for 400 answers. */
  readonly fields: Record<string, string> | undefined;

  // Plain fields rather than constructor parameter properties: Node's type stripping, which runs
  // the CLI and main.ts without a build, does not support those.
  constructor(
    code: ErrorCode,
    status: number,
    message: string,
    fields?: Record<string, string>,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

/** What the answer of `code` is made from: nothing for a fixed one, else its table's arguments. */
type ArgumentsOf<Code extends RequestErrorCode> = RequestErrors[Code] extends (
  ...args: infer A
) => ErrorAnswer
  ? A
  : [];

/**
 * The error of a request failing with `code`, with the status and message its resource declares:
 * `throw apiError('PLAYLIST_FULL', limit)`, `throw apiError('JOB_NOT_FOUND')`.
 */
export function apiError<Code extends RequestErrorCode>(code: Code, ...args: ArgumentsOf<Code>): ApiError {
  const declared: ErrorAnswer | ((...args: never[]) => ErrorAnswer) = REQUEST_ERRORS[code];
  const answer = typeof declared === 'function' ? declared(...(args as never[])) : declared;
  const options = answer.cause === undefined ? undefined : {cause: answer.cause};
  return new ApiError(code, answer.status, answer.message, answer.fields, options);
}

/** Turns any thrown value into the status and body the client sees; unexpected errors keep their details private. */
export function presentError(error: unknown, requestId: string): {status: number; body: ErrorBody} {
  if (error instanceof ApiError) {
    const body: ErrorBody = {error: {code: error.code, message: error.message}};
    if (error.fields) body.error.fields = error.fields;
    return {status: error.status, body};
  }
  const {status, message} = REQUEST_ERRORS.INTERNAL;
  return {status, body: {error: {code: 'INTERNAL', message, requestId}}};
}
