import {AUDIO_ERROR_CODES} from '@nada/audio';
import {PLAYLIST_EXPORT_ERROR_CODES} from './jobs/kinds/playlist-export/playlistExportErrorCodes.ts';
import {SOUND_ERROR_CODES} from './sounds/errorCodes.ts';

/** Every code a failed API request answers with, grouped by area. */
const REQUEST_ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'NOT_READY',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'TOKEN_REVOKED',
  'USER_DISABLED',
  'AUTH_UNAVAILABLE',
  'REAUTHENTICATION_REQUIRED',
  'BOT_CHECK_FAILED',
  'USER_NOT_FOUND',
  'PHONE_NUMBER_TAKEN',
  'PHOTO_NOT_FOUND',
  'PHOTO_NOT_IMAGE',
  'PHOTO_UNREADABLE',
  'PHOTO_TOO_LARGE',
  'FILE_NOT_FOUND',
  'FILE_TOO_LARGE',
  'FILE_TOO_LONG',
  'FILE_EMPTY',
  'FILE_NOT_AUDIO',
  'FILE_UNREADABLE',
  'STORAGE_QUOTA_EXCEEDED',
  'FILE_URL_INVALID',
  'FILE_URL_EXPIRED',
  'RANGE_NOT_SATISFIABLE',
  'UPLOAD_NOT_FOUND',
  'UPLOAD_LENGTH_REQUIRED',
  'UPLOAD_INVALID',
  'UPLOAD_OFFSET_MISMATCH',
  'UPLOAD_EXPIRED',
  'UPLOAD_LOCKED',
  'UPLOAD_UNSUPPORTED',
  'TUS_VERSION_UNSUPPORTED',
  'JOB_NOT_FOUND',
  'JOB_KIND_UNKNOWN',
  'IDEMPOTENCY_KEY_REUSED',
  'JOB_FINISHED',
  'JOB_NOT_SUCCEEDED',
  'JOB_HAS_NO_STEMS',
  'QUEUE_UNAVAILABLE',
  'CREDITS_EXHAUSTED',
  'PLAYLIST_NOT_FOUND',
  'PLAYLIST_LIMIT',
  'PLAYLIST_FULL',
  'PLAYLIST_ITEM_EXISTS',
  'PLAYLIST_ITEM_NOT_FOUND',
  'URL_NOT_ALLOWED',
  'IMPORT_NETWORK_FAILED',
  'IMPORT_UNSUPPORTED',
  'IMPORT_UNAVAILABLE',
  'IMPORT_FAILED',
  'PAYMENTS_NOT_CONFIGURED',
  'PLAN_NOT_PURCHASABLE',
  'ALREADY_ON_PLAN',
  'NO_SUBSCRIPTION',
  'CHECKOUT_NOT_FOUND',
  'WEBHOOK_SIGNATURE_INVALID',
  'PAYMENT_PROVIDER_FAILED',
  'TICKET_NOT_FOUND',
  'TICKET_CLOSED',
  'ATTACHMENT_TOO_LARGE',
  'ATTACHMENT_NOT_ALLOWED',
  'ATTACHMENT_NOT_FOUND',
  'TRACK_NOT_FOUND',
  'OEMBED_FORMAT_NOT_IMPLEMENTED',
] as const;

/**
 * The codes a job fails with (its `error.code`) besides those above: the runner's own, the ones
 * Nada's kinds throw, and every code of @nada/audio, whose errors a job passes on as they are.
 */
export const JOB_ERROR_CODES = [
  'JOB_FAILED',
  'JOB_PARAMS_INVALID',
  'JOB_INPUT_INVALID',
  'JOB_INPUT_MISSING',
  'JOB_STALLED',
  'FILE_LONGER_THAN_CHARGED',
  'IMPORT_TOO_LONG',
  'IMPORT_TOO_LARGE',
  'IMPORT_RANGE_OUTSIDE',
  ...PLAYLIST_EXPORT_ERROR_CODES,
  ...AUDIO_ERROR_CODES,
] as const;

/** Every stable code of a failed request or job: the `ErrorCode` union the OpenAPI document publishes. */
export const ERROR_CODES = [...REQUEST_ERROR_CODES, ...SOUND_ERROR_CODES, ...JOB_ERROR_CODES] as const;

const errorCodes: ReadonlySet<string> = new Set(ERROR_CODES);

/** Whether `code` is one of `ERROR_CODES`. */
export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && errorCodes.has(code);

/** A stable code of a failed API request or job, e.g. 'JOB_NOT_FOUND'. */
export type ErrorCode = (typeof ERROR_CODES)[number];

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

/** The request failed validation; `fields` names what is wrong. */
export const validationFailed = (fields: Record<string, string>) =>
  new ApiError('VALIDATION_FAILED', 400, 'The request is not valid.', fields);

/** No valid ID token came with a request that needs one. */
export const unauthenticated = () => new ApiError('UNAUTHENTICATED', 401, 'Sign in to continue.');

/** The ID token's lifetime is over; the client refreshes it and retries. */
export const tokenExpired = () =>
  new ApiError('TOKEN_EXPIRED', 401, 'Your session has expired. Sign in again.');

/** The ID token is malformed, forged, or issued for another project. */
export const tokenInvalid = () => new ApiError('TOKEN_INVALID', 401, 'The sign-in token is not valid.');

/** The ID token was revoked (password change, sign-out everywhere). */
export const tokenRevoked = () =>
  new ApiError('TOKEN_REVOKED', 401, 'Your session was ended. Sign in again.');

/** The Firebase account is disabled. */
export const userDisabled = () => new ApiError('USER_DISABLED', 401, 'This account has been disabled.');

/** The identity provider could not be reached to check a token. */
export const authUnavailable = (cause: unknown) =>
  new ApiError('AUTH_UNAVAILABLE', 503, 'Sign-in cannot be checked right now. Try again soon.', undefined, {
    cause,
  });

/** No API route matches the method and path. */
export const routeNotFound = () => new ApiError('NOT_FOUND', 404, 'There is no such API route.');

/** A dependency the API needs (database, queue, storage) does not answer; `fields` names which. */
export const notReady = (failing: Record<string, string>) =>
  new ApiError('NOT_READY', 503, 'The service is not ready.', failing);

/** The request body is larger than the API accepts. */
export const payloadTooLarge = () => new ApiError('PAYLOAD_TOO_LARGE', 413, 'The request body is too large.');

/** A part of the request's address (a path parameter) is longer than any the API accepts. */
export const uriTooLong = () =>
  new ApiError('URI_TOO_LONG', 414, 'A part of the request address is too long.');

/** An upload would take the user's stored files past their plan's storage quota. */
export const storageQuotaExceeded = (quotaBytes: number) =>
  new ApiError(
    'STORAGE_QUOTA_EXCEEDED',
    413,
    `This upload would take your files past your plan's storage (${megabytes(quotaBytes)}); delete some first.`,
  );

/** The request could not be read at all (bad JSON, unsupported content type). */
export const badRequest = (status: 400 | 415) =>
  new ApiError(
    status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST',
    status,
    status === 415 ? 'The request body has an unsupported content type.' : 'The request could not be read.',
  );

const NOT_FOUND_CODES = {
  file: 'FILE_NOT_FOUND',
  job: 'JOB_NOT_FOUND',
  photo: 'PHOTO_NOT_FOUND',
  upload: 'UPLOAD_NOT_FOUND',
  user: 'USER_NOT_FOUND',
} as const satisfies Record<string, ErrorCode>;

/** A resource does not exist, or belongs to someone else (both answer the same, so nothing leaks). */
export const notFound = (kind: keyof typeof NOT_FOUND_CODES) =>
  new ApiError(NOT_FOUND_CODES[kind], 404, `${kind} not found.`);

/** A bot-check solution that is wrong, or whose challenge is unknown, expired or already used. */
export const botCheckFailed = () =>
  new ApiError(
    'BOT_CHECK_FAILED',
    400,
    'The security check did not pass. Ask for a new challenge and try again.',
  );

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

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** An upload is larger than the user's plan allows (refused at creation, from `Upload-Length`). */
export const fileTooLarge = (limitBytes: number) =>
  new ApiError('FILE_TOO_LARGE', 413, `The file is larger than your plan allows (${megabytes(limitBytes)}).`);

/** The audio is longer than the user's plan allows. */
export const fileTooLong = (limitSeconds: number) =>
  new ApiError(
    'FILE_TOO_LONG',
    422,
    `The audio is longer than your plan allows (${limitSeconds / 60} minutes).`,
  );

/** An upload of zero bytes. */
export const fileEmpty = () => new ApiError('FILE_EMPTY', 422, 'The file is empty.');

/** The content is not a known audio format, whatever its name says. */
export const fileNotAudio = () =>
  new ApiError(
    'FILE_NOT_AUDIO',
    415,
    'The file is not audio. Upload an MP3, WAV, FLAC, OGG, M4A, AAC or WebM file.',
  );

/** A stored file that is not audio (a waveform's peaks JSON) offered where only audio goes. */
export const storedFileNotAudio = () =>
  new ApiError('FILE_NOT_AUDIO', 422, 'Only audio files can be added to a playlist.');

/** The content looks like audio but does not decode (truncated, damaged). */
export const fileUnreadable = () =>
  new ApiError('FILE_UNREADABLE', 422, 'The audio file cannot be read; it may be damaged or incomplete.');

/** A tus upload was created without `Upload-Length` (deferred lengths are not accepted). */
export const uploadLengthRequired = () =>
  new ApiError('UPLOAD_LENGTH_REQUIRED', 400, 'Say how large the upload is (Upload-Length).');

/** A tus request the protocol refuses; `code` names the case (offset mismatch, expired upload ...). */
export const uploadRefused = (code: ErrorCode, status: number, message: string) =>
  new ApiError(code, status, message);

/** A file URL whose signature does not match (edited, or made for another file). */
export const fileUrlInvalid = () => new ApiError('FILE_URL_INVALID', 403, 'This file link is not valid.');

/** A file URL past its expiry; the client asks for a new one. */
export const fileUrlExpired = () => new ApiError('FILE_URL_EXPIRED', 403, 'This file link has expired.');

/** A Range request outside the file. */
export const rangeNotSatisfiable = () =>
  new ApiError('RANGE_NOT_SATISFIABLE', 416, 'The requested range is outside the file.');

/** A job submitted with a kind no handler is registered for. */
export const jobKindUnknown = (kind: string) =>
  new ApiError('JOB_KIND_UNKNOWN', 400, `There is no job kind "${kind}".`, {kind: 'is not a known job kind'});

/** An idempotency key sent again with a different job (kind, inputs or parameters). */
export const idempotencyKeyReused = () =>
  new ApiError(
    'IDEMPOTENCY_KEY_REUSED',
    409,
    'This idempotency key was already used for a different job. Send a new key.',
  );

/** Cancel asked for a job that has already finished (succeeded, failed or canceled). */
export const jobFinished = () => new ApiError('JOB_FINISHED', 409, 'The job has already finished.');

/** A result archive asked for a job that has not succeeded (it has no result yet, or never will). */
export const jobNotSucceeded = () =>
  new ApiError('JOB_NOT_SUCCEEDED', 409, 'The job has no result to download (it has not succeeded).');

/** A mix asked of a job whose result has no stems (it has not succeeded, or its kind makes none). */
export const jobHasNoStems = () =>
  new ApiError(
    'JOB_HAS_NO_STEMS',
    409,
    'The job has no stems to mix (it has not succeeded, or it made none).',
  );

/**
 * The job queue (Redis, in the distributed setup) does not answer, so a job cannot be submitted now;
 * nothing was queued and no credits stay reserved. The client tries again later.
 */
export const queueUnavailable = (cause?: unknown) =>
  new ApiError(
    'QUEUE_UNAVAILABLE',
    503,
    'Jobs cannot be submitted right now. Try again in a moment.',
    undefined,
    {cause},
  );

const minutesText = (seconds: number) => {
  const minutes = Math.floor(seconds / 6) / 10;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** A job needs more processing time than the user's plan has left this month (the app localises by code). */
export const creditsExhausted = (neededSeconds: number, availableSeconds: number) =>
  new ApiError(
    'CREDITS_EXHAUSTED',
    402,
    `This needs ${minutesText(neededSeconds)} of processing; your plan has ${minutesText(availableSeconds)} left this month.`,
  );

/** Too many requests from one user or address; `Retry-After` says when to try again. */
export const rateLimited = (retryAfterSeconds: number) =>
  new ApiError(
    'RATE_LIMITED',
    429,
    `Too many requests. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
  );

/** A phone number that another account already has. */
export const phoneNumberTaken = () =>
  new ApiError('PHONE_NUMBER_TAKEN', 409, 'This phone number is already used by another account.');

/** A profile photo whose bytes are not JPEG, PNG or WebP, whatever its Content-Type says. */
export const photoNotImage = () =>
  new ApiError('PHOTO_NOT_IMAGE', 415, 'The photo is not an image. Upload a JPEG, PNG or WebP file.');

/** A profile photo that looks like an image but does not decode (damaged, truncated, too many pixels). */
export const photoUnreadable = () =>
  new ApiError('PHOTO_UNREADABLE', 422, 'The photo cannot be read; it may be damaged or too large.');

/** A profile photo over the size limit. */
export const photoTooLarge = (limitBytes: number) =>
  new ApiError('PHOTO_TOO_LARGE', 413, `The photo is larger than ${megabytes(limitBytes)}.`);

/** Deleting the account needs a sign-in within the last few minutes; the app asks for the password (or Google) again. */
export const reauthenticationRequired = () =>
  new ApiError('REAUTHENTICATION_REQUIRED', 401, 'Sign in again to confirm it is you, then retry.');

/** A user already has as many playlists as allowed. */
export const playlistLimit = (limit: number) =>
  new ApiError('PLAYLIST_LIMIT', 409, `You can have at most ${limit} playlists. Delete one to make another.`);

/** A playlist already holds as many items as allowed. */
export const playlistFull = (limit: number) =>
  new ApiError('PLAYLIST_FULL', 409, `A playlist holds at most ${limit} items.`);

/** The file is already in the playlist. */
export const playlistItemExists = () =>
  new ApiError('PLAYLIST_ITEM_EXISTS', 409, 'This file is already in the playlist.');

/** A playlist that does not exist, or that the caller may not see (or change). */
export const playlistNotFound = () => new ApiError('PLAYLIST_NOT_FOUND', 404, 'Playlist not found.');

/** A generated track that does not exist, has expired, or that the caller may not see (or change). */
export const trackNotFound = () => new ApiError('TRACK_NOT_FOUND', 404, 'Track not found.');

/** An oEmbed answer asked for in a format other than JSON: 501, as the oEmbed spec (2.3.4) says. */
export const oembedFormatNotImplemented = (format: string) =>
  new ApiError('OEMBED_FORMAT_NOT_IMPLEMENTED', 501, `oEmbed is served as json only, not ${format}.`);

/** An item that is not in the playlist. */
export const playlistItemNotFound = () =>
  new ApiError('PLAYLIST_ITEM_NOT_FOUND', 404, 'The item is not in this playlist.');

/**
 * A link Nada will not fetch: not http or https, credentials in it, or a host that is (or resolves
 * to) a loopback, private, link-local or otherwise non-public address; `reason` is for logs.
 */
export const urlNotAllowed = (reason: string, cause?: unknown) =>
  new ApiError('URL_NOT_ALLOWED', 400, `This link cannot be used: ${reason}.`, undefined, {cause});

/** The site of a link could not be reached (its name does not resolve, the connection failed or timed out). */
export const importNetworkFailed = (cause?: unknown) =>
  new ApiError(
    'IMPORT_NETWORK_FAILED',
    502,
    'The site of this link could not be reached. Try again later.',
    undefined,
    {
      cause,
    },
  );

/** No extractor of yt-dlp understands the link (not a video or audio page it knows). */
export const importUnsupported = (cause?: unknown) =>
  new ApiError(
    'IMPORT_UNSUPPORTED',
    422,
    'Nada cannot take audio from this link: the site is not supported.',
    undefined,
    {
      cause,
    },
  );

/** The linked video is private, removed, restricted (age, region, members) or not yet live. */
export const importUnavailable = (cause?: unknown) =>
  new ApiError(
    'IMPORT_UNAVAILABLE',
    422,
    'This video is private, removed or restricted, so Nada cannot take its audio.',
    undefined,
    {cause},
  );

/** yt-dlp failed in a way none of the other import codes names; the cause is logged. */
export const importFailed = (cause?: unknown) =>
  new ApiError(
    'IMPORT_FAILED',
    502,
    'The link could not be read. Try again later or try another link.',
    undefined,
    {
      cause,
    },
  );

/** No payment adapter takes this currency here (none is configured by default). */
export const paymentsNotConfigured = (currency: string) =>
  new ApiError('PAYMENTS_NOT_CONFIGURED', 503, `Payments in ${currency} are not set up on this server.`);

/** Checkout of a plan that is not sold (the free plan). */
export const planNotPurchasable = (planId: string) =>
  new ApiError(
    'PLAN_NOT_PURCHASABLE',
    400,
    `The ${planId} plan cannot be bought; cancel instead to return to it.`,
    {
      planId: 'must be a paid plan',
    },
  );

/** Checkout of the plan and period the user already has, not canceled. */
export const alreadyOnPlan = (planId: string) =>
  new ApiError('ALREADY_ON_PLAN', 409, `You are already on the ${planId} plan.`);

/** Cancel without a paid subscription, or one already canceled. */
export const noSubscription = () =>
  new ApiError('NO_SUBSCRIPTION', 409, 'You have no paid subscription to cancel.');

/** A checkout (order) the API did not make, or not this user's. */
export const checkoutNotFound = () => new ApiError('CHECKOUT_NOT_FOUND', 404, 'Checkout not found.');

/** A webhook whose signature does not verify (forged, edited, too old or for another key). */
export const webhookSignatureInvalid = () =>
  new ApiError('WEBHOOK_SIGNATURE_INVALID', 400, 'The webhook signature is not valid.');

/** The payment provider refused or did not answer a request. */
export const paymentProviderFailed = (provider: string, options?: {cause?: unknown}) =>
  new ApiError(
    'PAYMENT_PROVIDER_FAILED',
    502,
    `The payment provider (${provider}) could not be reached. Try again in a moment.`,
    undefined,
    options,
  );
/** A support ticket that does not exist or is someone else's (both answer the same). */
export const ticketNotFound = () => new ApiError('TICKET_NOT_FOUND', 404, 'Support ticket not found.');

/** A reply to a closed ticket; the user opens a new one instead. */
export const ticketClosed = () =>
  new ApiError('TICKET_CLOSED', 409, 'This ticket is closed. Open a new one if you still need help.');

/** A support attachment over the size limit. */
export const attachmentTooLarge = (limitBytes: number) =>
  new ApiError('ATTACHMENT_TOO_LARGE', 413, `Attachments can be at most ${limitBytes / 1_000_000} MB.`);

/** A support attachment whose content is not one of the types accepted. */
export const attachmentNotAllowed = () =>
  new ApiError('ATTACHMENT_NOT_ALLOWED', 415, 'Attach an image (PNG, JPEG, WebP), a PDF or a text file.');

/** A message without an attachment, or one the caller may not read. */
export const attachmentNotFound = () => new ApiError('ATTACHMENT_NOT_FOUND', 404, 'Attachment not found.');
