import {playlistErrorCode, type PlaylistErrorCode} from '@nada/playlist';
import {describe, expect, it} from 'vitest';
import en from '../../lang/en.json';
import id from '../../lang/id.json';
import {apiErrorMessage, apiErrorMessages} from './apiErrorMessages';
import {errorCodeValues} from './schemaValues.generated';

describe('apiErrorMessage', () => {
  it('gives every ErrorCode of the API document its own text in both languages', () => {
    // The playlist codes are explained by @nada/playlist, whose parts alone meet them.
    const appCodes = errorCodeValues.filter(
      (value): value is Exclude<typeof value, PlaylistErrorCode> => playlistErrorCode(value) !== value,
    );
    expect(appCodes.length).toBe(errorCodeValues.length - 4);
    for (const code of appCodes) {
      const message = apiErrorMessage(code);
      expect(message).toBe(apiErrorMessages[code]);
      expect(message).not.toBe(apiErrorMessages.unknown);
      expect(en[message.id as keyof typeof en], code).toBeTruthy();
      expect(id[message.id as keyof typeof id], code).toBeTruthy();
    }
  });

  it('explains the failures a job reports and the app’s own codes', () => {
    expect(apiErrorMessage('AUDIO_NO_STREAM')).toBe(apiErrorMessages.AUDIO_NO_STREAM);
    expect(apiErrorMessage('JOB_STALLED')).toBe(apiErrorMessages.JOB_STALLED);
    expect(apiErrorMessage('UPLOAD_INTERRUPTED')).toBe(apiErrorMessages.UPLOAD_INTERRUPTED);
    expect(apiErrorMessage('NETWORK')).toBe(apiErrorMessages.NETWORK);
  });

  it('reads a 5xx answer without a body as an unreachable API', () => {
    expect(apiErrorMessage('HTTP_502')).toBe(apiErrorMessages.NETWORK);
    expect(apiErrorMessage('HTTP_503')).toBe(apiErrorMessages.NETWORK);
  });

  it('falls back to the generic text for a code it does not know, or none', () => {
    expect(apiErrorMessage('SOMETHING_NEW')).toBe(apiErrorMessages.unknown);
    expect(apiErrorMessage('HTTP_418')).toBe(apiErrorMessages.unknown);
    expect(apiErrorMessage('toString')).toBe(apiErrorMessages.unknown);
    expect(apiErrorMessage(null)).toBe(apiErrorMessages.unknown);
    expect(apiErrorMessage(undefined)).toBe(apiErrorMessages.unknown);
  });
});
