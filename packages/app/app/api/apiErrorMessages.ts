import {generateAiErrorMessages} from '@nada/generate-ai';
import {playlistErrorMessages} from '@nada/playlist';
import {pricingErrorMessages} from '@nada/pricing-table';
import {profileApiErrorMessages} from '@nada/profile';
import {soundLibraryErrorMessages} from '@nada/sound-library';
import {supportErrorMessages} from '@nada/support';
import {defineMessages} from '@nada/ui';
import type {MessageDescriptor} from 'react-intl';
import type {components} from './schema';

/** A stable code of a failed API request, as the API's OpenAPI document publishes it (`ErrorCode`). */
export type ErrorCode = components['schemas']['ErrorCode'];

/**
 * The app's own codes for a request that got no answer from the API: `NETWORK` (the API could not
 * be reached), `UPLOAD_INTERRUPTED` (an upload lost its connection; it resumes) and `UPLOAD_FAILED`
 * (the upload got an answer that was not the API's) and `JOB_UNREADABLE` (a job's page could not
 * read or follow the job, @nada/jobs' `useJob`, without the API refusing it).
 */
export type ClientErrorCode = 'NETWORK' | 'UPLOAD_INTERRUPTED' | 'UPLOAD_FAILED' | 'JOB_UNREADABLE';

/**
 * The texts of the codes no feature explains (requests, sign-in, files and uploads, jobs and the
 * failures they report, imports, credits), the app's own codes and `unknown`.
 */
const appErrorMessages = defineMessages({
  VALIDATION_FAILED: {
    id: 'app.apiError.VALIDATION_FAILED',
    defaultMessage: 'Some of the details are not valid. Check them and try again.',
    description: 'Refused: a value sent (a setting, a title) is not valid',
  },
  BAD_REQUEST: {
    id: 'app.apiError.BAD_REQUEST',
    defaultMessage: 'Nada could not understand this request. Reload the page and try again.',
    description: 'Refused: the request is malformed',
  },
  URI_TOO_LONG: {
    id: 'app.apiError.URI_TOO_LONG',
    defaultMessage: 'This link is too long to open. Check it and try again.',
    description: 'Refused: the address is too long',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    id: 'app.apiError.UNSUPPORTED_MEDIA_TYPE',
    defaultMessage: 'Nada could not read what was sent. Reload the page and try again.',
    description: 'Refused: the request body is in a format the API does not take',
  },
  PAYLOAD_TOO_LARGE: {
    id: 'app.apiError.PAYLOAD_TOO_LARGE',
    defaultMessage: 'What you sent is too large. Try a smaller file.',
    description: 'Refused: the request body is too large',
  },
  NOT_FOUND: {
    id: 'app.apiError.NOT_FOUND',
    defaultMessage: 'What you are looking for does not exist or has been deleted.',
    description: 'Refused: no such thing (any resource)',
  },
  NOT_READY: {
    id: 'app.apiError.NOT_READY',
    defaultMessage: 'This is not ready yet. Wait a moment and try again.',
    description: 'Refused: the resource is still being prepared',
  },
  RATE_LIMITED: {
    id: 'app.apiError.RATE_LIMITED',
    defaultMessage: 'Too many requests in a short time. Wait a moment and try again.',
    description: 'Refused: rate limit',
  },
  QUEUE_UNAVAILABLE: {
    id: 'app.apiError.QUEUE_UNAVAILABLE',
    defaultMessage: 'We can’t take new songs for a moment. Nothing was charged; try again shortly.',
    description: 'Job refused: the job queue is briefly unavailable (503); no credits were used',
  },
  INTERNAL: {
    id: 'app.apiError.INTERNAL',
    defaultMessage: 'Something went wrong on our side. Try again in a moment.',
    description: 'Failed: an unexpected error in the API',
  },
  UNAUTHENTICATED: {
    id: 'app.apiError.UNAUTHENTICATED',
    defaultMessage: 'Sign in to continue.',
    description: 'Refused: the request needs a signed-in user',
  },
  TOKEN_EXPIRED: {
    id: 'app.apiError.TOKEN_EXPIRED',
    defaultMessage: 'Your session has ended. Sign in again to continue.',
    description: 'Refused: the sign-in token is too old',
  },
  TOKEN_INVALID: {
    id: 'app.apiError.TOKEN_INVALID',
    defaultMessage: 'Your sign-in is no longer valid. Sign in again to continue.',
    description: 'Refused: the sign-in token is not valid',
  },
  TOKEN_REVOKED: {
    id: 'app.apiError.TOKEN_REVOKED',
    defaultMessage: 'You were signed out. Sign in again to continue.',
    description: 'Refused: the session was ended (signed out everywhere)',
  },
  USER_DISABLED: {
    id: 'app.apiError.USER_DISABLED',
    defaultMessage: 'This account has been disabled. Contact Nada support if you think that’s a mistake.',
    description: 'Refused: the account is disabled',
  },
  AUTH_UNAVAILABLE: {
    id: 'app.apiError.AUTH_UNAVAILABLE',
    defaultMessage: 'Sign-in is unavailable right now. Try again in a moment.',
    description: 'Failed: the sign-in service could not be reached by the API',
  },
  BOT_CHECK_FAILED: {
    id: 'app.apiError.BOT_CHECK_FAILED',
    defaultMessage: 'We couldn’t finish the security check. Reload the page and try again.',
    description: 'Refused: the anti-bot puzzle was not solved',
  },
  USER_NOT_FOUND: {
    id: 'app.apiError.USER_NOT_FOUND',
    defaultMessage: 'This account does not exist or has been deleted.',
    description: 'Refused: no such user',
  },
  FILE_NOT_FOUND: {
    id: 'app.apiError.FILE_NOT_FOUND',
    defaultMessage: 'This file no longer exists: it has expired or been deleted.',
    description: 'Refused: the file (a song, a stem) is gone or not the user’s',
  },
  FILE_TOO_LARGE: {
    id: 'app.apiError.FILE_TOO_LARGE',
    defaultMessage:
      'This file is larger than your plan allows. Try a shorter song or a compressed file (MP3).',
    description: 'Upload refused: the file is too large for the plan',
  },
  FILE_TOO_LONG: {
    id: 'app.apiError.FILE_TOO_LONG',
    defaultMessage: 'This song is longer than your plan allows. Cut it shorter or upgrade your plan.',
    description: 'Upload refused: the audio is too long for the plan',
  },
  FILE_EMPTY: {
    id: 'app.apiError.FILE_EMPTY',
    defaultMessage: 'This file is empty.',
    description: 'Upload refused: zero bytes',
  },
  FILE_NOT_AUDIO: {
    id: 'app.apiError.FILE_NOT_AUDIO',
    defaultMessage: 'This file is not audio. Choose an MP3, WAV, FLAC, M4A, OGG or video file.',
    description: 'Upload refused: the content is not audio, whatever its name',
  },
  FILE_UNREADABLE: {
    id: 'app.apiError.FILE_UNREADABLE',
    defaultMessage: 'We can’t read this audio file; it may be damaged or incomplete.',
    description: 'Upload refused: the audio does not decode',
  },
  STORAGE_QUOTA_EXCEEDED: {
    id: 'app.apiError.STORAGE_QUOTA_EXCEEDED',
    defaultMessage:
      'Your storage is full: this file would take you past your plan. Delete some old songs or results first.',
    description: 'Upload refused: the user keeps as many bytes as the plan allows (uploads and results)',
  },
  FILE_URL_INVALID: {
    id: 'app.apiError.FILE_URL_INVALID',
    defaultMessage: 'This download link is not valid. Open the file from Nada again.',
    description: 'Refused: a signed file link was altered',
  },
  FILE_URL_EXPIRED: {
    id: 'app.apiError.FILE_URL_EXPIRED',
    defaultMessage: 'This download link has expired. Open the file from Nada again.',
    description: 'Refused: a signed file link is too old',
  },
  RANGE_NOT_SATISFIABLE: {
    id: 'app.apiError.RANGE_NOT_SATISFIABLE',
    defaultMessage: 'This part of the file could not be read. Try again.',
    description: 'Refused: a byte range past the end of a file',
  },
  UPLOAD_NOT_FOUND: {
    id: 'app.apiError.UPLOAD_NOT_FOUND',
    defaultMessage: 'This upload no longer exists. Choose the file again to start over.',
    description: 'Upload failed: the unfinished upload is gone from the server',
  },
  UPLOAD_LENGTH_REQUIRED: {
    id: 'app.apiError.UPLOAD_LENGTH_REQUIRED',
    defaultMessage: 'The upload failed. Try again.',
    description: 'Upload refused: the upload protocol was not followed (no length)',
  },
  UPLOAD_INVALID: {
    id: 'app.apiError.UPLOAD_INVALID',
    defaultMessage: 'The upload failed. Try again.',
    description: 'Upload refused: the upload protocol was not followed',
  },
  UPLOAD_OFFSET_MISMATCH: {
    id: 'app.apiError.UPLOAD_OFFSET_MISMATCH',
    defaultMessage: 'The upload failed. Try again.',
    description: 'Upload refused: a chunk arrived out of order',
  },
  UPLOAD_EXPIRED: {
    id: 'app.apiError.UPLOAD_EXPIRED',
    defaultMessage: 'This unfinished upload has expired. Choose the file again to start over.',
    description: 'Upload failed: the unfinished upload expired on the server',
  },
  UPLOAD_LOCKED: {
    id: 'app.apiError.UPLOAD_LOCKED',
    defaultMessage:
      'This file is still uploading in another tab. Wait for it to finish, or close that tab and try again.',
    description: 'Upload refused: the same upload is being sent from elsewhere',
  },
  UPLOAD_UNSUPPORTED: {
    id: 'app.apiError.UPLOAD_UNSUPPORTED',
    defaultMessage: 'The upload failed. Try again.',
    description: 'Upload refused: an upload feature the API does not offer',
  },
  TUS_VERSION_UNSUPPORTED: {
    id: 'app.apiError.TUS_VERSION_UNSUPPORTED',
    defaultMessage: 'The upload failed. Try again.',
    description: 'Upload refused: the upload protocol version is not supported',
  },
  JOB_NOT_FOUND: {
    id: 'app.apiError.JOB_NOT_FOUND',
    defaultMessage: 'This job doesn’t exist or has been deleted.',
    description: 'The job in the link cannot be found',
  },
  JOB_KIND_UNKNOWN: {
    id: 'app.apiError.JOB_KIND_UNKNOWN',
    defaultMessage: 'Nada cannot do this kind of processing. Reload the page and try again.',
    description: 'Refused or failed: the job kind is not known to the API',
  },
  IDEMPOTENCY_KEY_REUSED: {
    id: 'app.apiError.IDEMPOTENCY_KEY_REUSED',
    defaultMessage: 'This request was already sent with other settings. Reload the page and try again.',
    description: 'Refused: a retried request changed its settings',
  },
  JOB_FINISHED: {
    id: 'app.apiError.JOB_FINISHED',
    defaultMessage: 'This processing has already finished.',
    description: 'Refused: the job cannot be canceled, it has ended',
  },
  JOB_NOT_SUCCEEDED: {
    id: 'app.apiError.JOB_NOT_SUCCEEDED',
    defaultMessage: 'This processing did not finish successfully, so it has no result.',
    description: 'Refused: the job has no result to download',
  },
  JOB_HAS_NO_STEMS: {
    id: 'app.apiError.JOB_HAS_NO_STEMS',
    defaultMessage: 'This processing has no separate tracks to mix. Pick a finished separation.',
    description: 'Refused: the playground was opened on a job whose result has no stems',
  },
  CREDITS_EXHAUSTED: {
    id: 'app.apiError.CREDITS_EXHAUSTED',
    defaultMessage: 'You don’t have enough processing minutes left this month for this song.',
    description: 'Job refused or failed: not enough credits',
  },
  URL_NOT_ALLOWED: {
    id: 'app.apiError.URL_NOT_ALLOWED',
    defaultMessage:
      'This link cannot be used. Paste an http or https link to a public site, without a user name or password.',
    description:
      'Refused: an import link that is not http(s), carries credentials, or points into a private network',
  },
  IMPORT_NETWORK_FAILED: {
    id: 'app.apiError.IMPORT_NETWORK_FAILED',
    defaultMessage: 'The site of this link could not be reached. Check the link or try again later.',
    description: 'Import failed: the linked site does not resolve, refuses the connection or times out',
  },
  IMPORT_UNSUPPORTED: {
    id: 'app.apiError.IMPORT_UNSUPPORTED',
    defaultMessage:
      'Nada cannot take audio from this link: the site is not supported. Try a link to a video page.',
    description: 'Import refused: no extractor understands the link (not a video or audio page Nada knows)',
  },
  IMPORT_UNAVAILABLE: {
    id: 'app.apiError.IMPORT_UNAVAILABLE',
    defaultMessage: 'This video is private, has been removed or is restricted, so its audio cannot be taken.',
    description:
      'Import refused: the linked video is private, removed, age- or region-restricted or not yet live',
  },
  IMPORT_FAILED: {
    id: 'app.apiError.IMPORT_FAILED',
    defaultMessage: 'This link could not be read. Try again later or try another link.',
    description: 'Import failed for another reason while reading the link',
  },
  OEMBED_FORMAT_NOT_IMPLEMENTED: {
    id: 'app.apiError.OEMBED_FORMAT_NOT_IMPLEMENTED',
    defaultMessage: 'This embed format is not offered; ask for JSON.',
    description: 'oEmbed error: a format other than JSON (such as XML) was asked for',
  },
  IMPORT_TOO_LONG: {
    id: 'app.apiError.IMPORT_TOO_LONG',
    defaultMessage:
      'The audio of this link is longer than your plan allows. Choose a shorter part or upgrade your plan.',
    description: 'Import job failed: the downloaded audio decodes to more than the plan’s longest song',
  },
  IMPORT_TOO_LARGE: {
    id: 'app.apiError.IMPORT_TOO_LARGE',
    defaultMessage: 'The media of this link is larger than your plan allows, so it was not downloaded.',
    description: 'Import job failed: the media file is over the plan’s largest file size',
  },
  IMPORT_RANGE_OUTSIDE: {
    id: 'app.apiError.IMPORT_RANGE_OUTSIDE',
    defaultMessage: 'The part you chose starts after the end of the audio. Choose a part within it.',
    description: 'Import job failed: the chosen time range starts after the end of the downloaded audio',
  },
  AUDIO_RANGE_OUTSIDE: {
    id: 'app.apiError.AUDIO_RANGE_OUTSIDE',
    defaultMessage: 'The part you chose reaches past the end of the song. Choose a part within it.',
    description: 'Job failed: the range to cut lies (partly) outside the decoded audio',
  },
  FILE_LONGER_THAN_CHARGED: {
    id: 'app.apiError.FILE_LONGER_THAN_CHARGED',
    defaultMessage:
      'This song holds more audio than its file says, so it was not processed. Upload it again to have it measured.',
    description:
      'Job failed: the song decodes to more than the length it was charged for (its header under-stated it)',
  },
  AUDIO_NOT_FOUND: {
    id: 'app.apiError.AUDIO_NOT_FOUND',
    defaultMessage: 'The song’s file could not be found; it may have been deleted. Upload it again.',
    description: 'Job failed: the input audio file is missing from storage',
  },
  AUDIO_TOO_LONG: {
    id: 'app.apiError.AUDIO_TOO_LONG',
    defaultMessage: 'This song is longer than your plan allows, so it was not processed.',
    description: 'Job failed: the audio runs past the plan’s length limit while decoding',
  },
  AUDIO_ENCODE_FAILED: {
    id: 'app.apiError.AUDIO_ENCODE_FAILED',
    defaultMessage: 'We couldn’t save the result. Try again in a moment.',
    description: 'Job failed: the result audio could not be encoded',
  },
  ENGINE_MODEL_INVALID: {
    id: 'app.apiError.ENGINE_MODEL_INVALID',
    defaultMessage: 'The separation engine’s model could not be loaded. Choose another engine.',
    description: 'Job failed: the selected engine’s model file is missing or broken',
  },
  SYNTH_MISSING: {
    id: 'app.apiError.SYNTH_MISSING',
    defaultMessage: 'Music generation is not available on this server right now. Try again later.',
    description: 'Generation failed: the server lacks FluidSynth (an operator’s problem)',
  },
  SYNTH_FAILED: {
    id: 'app.apiError.SYNTH_FAILED',
    defaultMessage: 'The instruments could not be played for this track. Try again.',
    description: 'Generation failed: FluidSynth stopped with an error while rendering a part',
  },
  SOUNDFONT_MISSING: {
    id: 'app.apiError.SOUNDFONT_MISSING',
    defaultMessage: 'Music generation is not available on this server right now. Try again later.',
    description: 'Generation failed: no General MIDI soundfont is installed (an operator’s problem)',
  },
  FFMPEG_MISSING: {
    id: 'app.apiError.FFMPEG_MISSING',
    defaultMessage: 'Audio processing is not available on this server right now. Try again later.',
    description: 'Job failed: the server lacks ffmpeg (an operator’s problem)',
  },
  RUBBERBAND_MISSING: {
    id: 'app.apiError.RUBBERBAND_MISSING',
    defaultMessage:
      'Changing key and tempo is not available on this server right now. Try without a change, or later.',
    description: 'Job failed: the server lacks Rubber Band (key/tempo change)',
  },
  RUBBERBAND_FAILED: {
    id: 'app.apiError.RUBBERBAND_FAILED',
    defaultMessage: 'Changing the key or tempo of this song failed. Try other values.',
    description: 'Job failed: Rubber Band could not change key or tempo',
  },
  JOB_INPUT_INVALID: {
    id: 'app.apiError.JOB_INPUT_INVALID',
    defaultMessage: 'This song can’t be processed as it is. Upload it again.',
    description: 'Job failed: the job’s input file is not usable',
  },
  JOB_PARAMS_INVALID: {
    id: 'app.apiError.JOB_PARAMS_INVALID',
    defaultMessage: 'Some of the settings are not valid. Check them and try again.',
    description: 'Job failed: the job’s settings are not valid',
  },
  AUDIO_UNDECODABLE: {
    id: 'app.apiError.AUDIO_UNDECODABLE',
    defaultMessage: 'We couldn’t read the audio of this file; it may be damaged or in an unusual format.',
    description: 'Job failed: the input could not be decoded',
  },
  AUDIO_NO_STREAM: {
    id: 'app.apiError.AUDIO_NO_STREAM',
    defaultMessage: 'This file has no sound in it (a video without an audio track, for example).',
    description: 'Job failed: the input has no audio stream',
  },
  AUDIO_EMPTY: {
    id: 'app.apiError.AUDIO_EMPTY',
    defaultMessage: 'This file has no sound in it.',
    description: 'Job failed: the audio is empty',
  },
  ENGINE_UNKNOWN: {
    id: 'app.apiError.ENGINE_UNKNOWN',
    defaultMessage: 'The chosen separation engine is not installed any more. Choose another one.',
    description: 'Job failed: the engine or model is missing',
  },
  ENGINE_STEMS_UNSUPPORTED: {
    id: 'app.apiError.ENGINE_STEMS_UNSUPPORTED',
    defaultMessage: 'The chosen engine can’t make this number of stems. Choose another engine or stem set.',
    description: 'Job failed: the engine does not support the stem set',
  },
  JOB_INPUT_MISSING: {
    id: 'app.apiError.JOB_INPUT_MISSING',
    defaultMessage: 'The uploaded song is no longer stored. Upload it again.',
    description: 'Job failed: its input file was deleted or expired',
  },
  JOB_STALLED: {
    id: 'app.apiError.JOB_STALLED',
    defaultMessage: 'Processing stopped responding and was ended.',
    description: 'Job failed: the worker stopped reporting',
  },
  JOB_FAILED: {
    id: 'app.apiError.JOB_FAILED',
    defaultMessage: 'Something went wrong while processing this song.',
    description: 'Job failed for an unexpected reason',
  },
  NETWORK: {
    id: 'app.apiError.NETWORK',
    defaultMessage: 'We could not reach Nada. Check your connection and try again.',
    description: 'Playlist error: the request did not reach the server',
  },
  JOB_UNREADABLE: {
    id: 'app.apiError.JOB_UNREADABLE',
    defaultMessage: 'We could not load this job. Check your connection, then reload the page.',
    description:
      'A job page could not read or follow its job (no answer, or an answer that was not the API’s)',
  },
  UPLOAD_INTERRUPTED: {
    id: 'app.apiError.UPLOAD_INTERRUPTED',
    defaultMessage:
      'The connection was lost. Check your internet and try again; the upload goes on where it stopped.',
    description: 'Upload failed: no answer from the server (it can resume)',
  },
  UPLOAD_FAILED: {
    id: 'app.apiError.UPLOAD_FAILED',
    defaultMessage: 'The upload failed. Try again.',
    description: 'Upload failed for another reason',
  },
  unknown: {
    id: 'app.apiError.unknown',
    defaultMessage: 'Something went wrong. Try again in a moment.',
    description: 'Fallback for any other error',
  },
});

/** The text of a code: a message, or a message with the values it takes (a playlist's limits). */
export type ErrorText = MessageDescriptor | {message: MessageDescriptor; values: Record<string, number>};

/**
 * The text of every error code the app can meet, in one place: each `ErrorCode` of the API's
 * document, the codes a failed job reports in `job.error.code` among them (a code added there fails
 * the typecheck until it has a text here, and the messages check until it has its Indonesian text),
 * the app's own codes and `unknown`. A feature declares the texts of the codes it meets in its own
 * catalogue, beside it, and they are composed here; the app's own cover the rest.
 */
export const apiErrorMessages = {
  ...appErrorMessages,
  ...generateAiErrorMessages,
  ...playlistErrorMessages,
  ...pricingErrorMessages,
  ...profileApiErrorMessages,
  ...soundLibraryErrorMessages,
  ...supportErrorMessages,
} satisfies Record<ErrorCode | ClientErrorCode | 'unknown', ErrorText>;

/** The texts the registry composes, for its test: no code may have two. */
export const apiErrorMessageSources: readonly Readonly<Record<string, ErrorText>>[] = [
  appErrorMessages,
  generateAiErrorMessages,
  playlistErrorMessages,
  pricingErrorMessages,
  profileApiErrorMessages,
  soundLibraryErrorMessages,
  supportErrorMessages,
];

/**
 * The text of an error code: its own, the unreachable API's for a 5xx answer without a body
 * (a proxy's `HTTP_502`, say), or the generic one for a code the app does not know.
 */
export function apiErrorMessage(code: string | null | undefined): ErrorText {
  if (code && Object.hasOwn(apiErrorMessages, code)) {
    return apiErrorMessages[code as keyof typeof apiErrorMessages];
  }
  if (code?.startsWith('HTTP_5')) return apiErrorMessages.NETWORK;
  return apiErrorMessages.unknown;
}
