import {describe, expect, it} from 'vitest';
import {composeErrors, defineErrors} from './errorSpec.ts';
import {ApiError, apiError, ERROR_CODES, isErrorCode, presentError} from './errors.ts';
import {playlistErrors} from './playlists/errors.ts';

describe('the error registry', () => {
  it('lists every code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('publishes the codes each resource declares beside it', () => {
    for (const code of Object.keys(playlistErrors)) expect(isErrorCode(code), code).toBe(true);
    expect(isErrorCode('SOUND_NOT_FOUND')).toBe(true);
    expect(isErrorCode('PLAYLIST_EMPTY')).toBe(true);
    expect(isErrorCode('AUDIO_UNDECODABLE')).toBe(true);
    expect(isErrorCode('NOT_A_CODE')).toBe(false);
  });

  it('refuses a code that two resources declare', () => {
    const first = defineErrors({TAKEN: {status: 409, message: 'Taken.'}});
    const second = defineErrors({TAKEN: {status: 400, message: 'Also taken.'}});
    expect(() => composeErrors(first, second)).toThrow('The error code TAKEN is declared twice.');
  });
});

describe('apiError', () => {
  it('answers with the status and message its resource declares', () => {
    const error = apiError('PLAYLIST_LIMIT', 200);
    expect(error).toBeInstanceOf(ApiError);
    expect([error.code, error.status, error.message]).toEqual([
      'PLAYLIST_LIMIT',
      409,
      'You can have at most 200 playlists. Delete one to make another.',
    ]);
    expect(apiError('FILE_NOT_AUDIO').status).toBe(415);
    expect(apiError('FILE_NOT_AUDIO', 'stored').status).toBe(422);
  });

  it('keeps the fields and the cause the table makes', () => {
    expect(apiError('JOB_KIND_UNKNOWN', 'sing').fields).toEqual({kind: 'is not a known job kind'});
    const cause = new Error('disk full');
    expect(apiError('QUEUE_UNAVAILABLE', cause).cause).toBe(cause);
    expect(apiError('QUEUE_UNAVAILABLE')).not.toHaveProperty('cause');
  });
});

describe('presentError', () => {
  it('answers an expected error with its stable code and status', () => {
    expect(presentError(apiError('JOB_NOT_FOUND'), 'r1')).toEqual({
      status: 404,
      body: {error: {code: 'JOB_NOT_FOUND', message: 'job not found.'}},
    });
    expect(presentError(apiError('UNAUTHENTICATED'), 'r1').status).toBe(401);
  });

  it('includes the fields of a validation error', () => {
    const {status, body} = presentError(apiError('VALIDATION_FAILED', {stems: 'must be 2 or 4'}), 'r1');
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({stems: 'must be 2 or 4'});
  });

  it('never shows the details of an unexpected error, only a request id', () => {
    const {status, body} = presentError(new Error('password=hunter2 at db.ts:12'), 'req-42');
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(body.error).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side.',
      requestId: 'req-42',
    });
  });

  it('keeps the cause of a wrapped error', () => {
    const cause = new Error('disk full');
    expect(new ApiError('NOT_READY', 503, 'Storage is unavailable.', undefined, {cause}).cause).toBe(cause);
  });
});
