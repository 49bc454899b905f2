import {describe, expect, it} from 'vitest';
import en from '../lang/en.json';
import id from '../lang/id.json';
import {
  BOT_CHECK_FAILED,
  KNOWN_AUTH_ERROR_CODES,
  authErrorCode,
  authErrorMessage,
  errorMessages,
} from './authErrors';

const seedCodes = [
  'auth/email-already-in-use',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/too-many-requests',
  'auth/user-disabled',
  'auth/invalid-credential',
  'auth/requires-recent-login',
  'auth/expired-action-code',
  'auth/invalid-action-code',
  'auth/network-request-failed',
  'auth/multi-factor-auth-required',
];

describe('authErrorMessage', () => {
  it('gives every code of the seed a message of its own, in both languages', () => {
    const ids = seedCodes.map((code) => authErrorMessage(code).id);
    expect(new Set(ids).size).toBe(seedCodes.length);
    expect(ids).not.toContain(errorMessages.generic.id);
    for (const catalog of [id, en] as Record<string, string>[]) {
      const texts = ids.map((messageId) => catalog[messageId ?? '']);
      expect(texts.every((text) => typeof text === 'string' && text.length > 20)).toBe(true);
      expect(new Set(texts).size).toBe(seedCodes.length);
    }
    expect(KNOWN_AUTH_ERROR_CODES).toEqual(expect.arrayContaining([...seedCodes, BOT_CHECK_FAILED]));
  });

  it('falls back to the generic message for other auth codes, other failures and no code', () => {
    for (const code of [
      'auth/internal-error',
      'auth/quota-exceeded',
      'unknown',
      'JOB_NOT_FOUND',
      '',
      null,
      undefined,
    ]) {
      expect(authErrorMessage(code)).toBe(errorMessages.generic);
    }
    // An inherited property name is not a code.
    expect(authErrorMessage('toString')).toBe(errorMessages.generic);
  });

  it('reads the code of a thrown value', () => {
    expect(authErrorCode(Object.assign(new Error('x'), {code: 'auth/user-disabled'}))).toBe(
      'auth/user-disabled',
    );
    expect(authErrorCode(new TypeError('Failed to fetch'))).toBe('unknown');
    expect(authErrorCode('auth/wrong-password')).toBe('unknown');
    expect(authErrorCode({code: 42})).toBe('unknown');
  });
});
