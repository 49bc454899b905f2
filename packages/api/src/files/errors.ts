import {defineErrors, megabytes} from '../errorSpec.ts';

/** The errors of stored files: a file that is not there, not allowed or not audio, and its signed links. */
export const fileErrors = defineErrors({
  /** No such file, or one of someone else's (both answer the same, so nothing leaks). */
  FILE_NOT_FOUND: {status: 404, message: 'file not found.'},
  /** An upload is larger than the user's plan allows (refused at creation, from `Upload-Length`). */
  FILE_TOO_LARGE: (limitBytes: number) => ({
    status: 413,
    message: `The file is larger than your plan allows (${megabytes(limitBytes)}).`,
  }),
  /** The audio is longer than the user's plan allows. */
  FILE_TOO_LONG: (limitSeconds: number) => ({
    status: 422,
    message: `The audio is longer than your plan allows (${limitSeconds / 60} minutes).`,
  }),
  /** An upload of zero bytes. */
  FILE_EMPTY: {status: 422, message: 'The file is empty.'},
  /**
   * The content of an upload is not a known audio format, whatever its name says (415); or a stored
   * file that is not audio (a waveform's peaks JSON) offered where only audio goes (`'stored'`, 422).
   */
  FILE_NOT_AUDIO: (file: 'upload' | 'stored' = 'upload') =>
    file === 'stored'
      ? {status: 422, message: 'Only audio files can be added to a playlist.'}
      : {
          status: 415,
          message: 'The file is not audio. Upload an MP3, WAV, FLAC, OGG, M4A, AAC or WebM file.',
        },
  /** The content looks like audio but does not decode (truncated, damaged). */
  FILE_UNREADABLE: {status: 422, message: 'The audio file cannot be read; it may be damaged or incomplete.'},
  /** An upload would take the user's stored files past their plan's storage quota. */
  STORAGE_QUOTA_EXCEEDED: (quotaBytes: number) => ({
    status: 413,
    message: `This upload would take your files past your plan's storage (${megabytes(quotaBytes)}); delete some first.`,
  }),
  /** A file URL whose signature does not match (edited, or made for another file). */
  FILE_URL_INVALID: {status: 403, message: 'This file link is not valid.'},
  /** A file URL past its expiry; the client asks for a new one. */
  FILE_URL_EXPIRED: {status: 403, message: 'This file link has expired.'},
  /** A Range request outside the file. */
  RANGE_NOT_SATISFIABLE: {status: 416, message: 'The requested range is outside the file.'},
});

const INVALID_UPLOADS = {
  request: {status: 400, message: 'The upload request is not valid.'},
  // The plan's limit is checked at creation (FILE_TOO_LARGE): here the body outgrew its own Upload-Length.
  'too-many-bytes': {
    status: 413,
    message: 'More bytes arrived than Upload-Length declared; send exactly that many.',
  },
  'content-type': {status: 415, message: 'Send the content as application/offset+octet-stream.'},
} as const;

/** The errors of resumable (tus) uploads, in our error body; the tus client reads their statuses. */
export const uploadErrors = defineErrors({
  /** No such upload, or one of someone else's. */
  UPLOAD_NOT_FOUND: {status: 404, message: 'upload not found.'},
  /** A tus upload was created without `Upload-Length` (deferred lengths are not accepted). */
  UPLOAD_LENGTH_REQUIRED: {status: 400, message: 'Say how large the upload is (Upload-Length).'},
  /** A tus request the protocol refuses: one of the known cases, or another with tus's status and text. */
  UPLOAD_INVALID: (refusal: keyof typeof INVALID_UPLOADS | {status: number; message: string} = 'request') =>
    typeof refusal === 'object' ? refusal : INVALID_UPLOADS[refusal],
  /** A PATCH whose Upload-Offset is not where the upload stands. */
  UPLOAD_OFFSET_MISMATCH: {
    status: 409,
    message: 'The upload offset does not match; ask for it again (HEAD) and resume.',
  },
  /** An upload past its staging time. */
  UPLOAD_EXPIRED: {status: 410, message: 'The upload has expired; start it again.'},
  /** An upload another request is writing to. */
  UPLOAD_LOCKED: {status: 423, message: 'The upload is busy; try again shortly.'},
  /** A tus extension the API does not offer. */
  UPLOAD_UNSUPPORTED: {status: 501, message: 'This tus extension (e.g. concatenation) is not supported.'},
  /** A request without the tus version the API speaks. */
  TUS_VERSION_UNSUPPORTED: (version: string) => ({status: 412, message: `Send Tus-Resumable: ${version}.`}),
});
