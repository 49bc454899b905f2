import {describe, expect, it} from 'vitest';
import {ConfigError} from '../configError';
import {readFirebaseSettings} from './firebaseSettings';

describe('readFirebaseSettings', () => {
  it('uses the demo project on the local emulator when nothing is set', () => {
    expect(readFirebaseSettings({})).toEqual({
      apiKey: 'demo-api-key',
      authDomain: 'demo-nada.firebaseapp.com',
      projectId: 'demo-nada',
      appId: null,
      emulatorHost: '127.0.0.1:9099',
    });
  });

  it('uses a real project without the emulator when its settings are given', () => {
    expect(
      readFirebaseSettings({
        FIREBASE_PROJECT_ID: 'nada-prod',
        FIREBASE_API_KEY: 'AIzaKey',
        FIREBASE_AUTH_DOMAIN: 'nada.example',
        FIREBASE_APP_ID: '1:123:web:abc',
      }),
    ).toEqual({
      apiKey: 'AIzaKey',
      authDomain: 'nada.example',
      projectId: 'nada-prod',
      appId: '1:123:web:abc',
      emulatorHost: null,
    });
  });

  it('uses the emulator for a real project only when asked to', () => {
    const settings = readFirebaseSettings({
      FIREBASE_PROJECT_ID: 'nada-prod',
      FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199',
    });
    expect(settings.emulatorHost).toBe('localhost:9199');
  });

  it('refuses a real project without an API key, and malformed values', () => {
    expect(() => readFirebaseSettings({FIREBASE_PROJECT_ID: 'nada-prod'})).toThrow(
      'FIREBASE_API_KEY must be set for the Firebase project "nada-prod"',
    );
    expect(() => readFirebaseSettings({FIREBASE_PROJECT_ID: 'Nada'})).toThrow('FIREBASE_PROJECT_ID');
    expect(() => readFirebaseSettings({FIREBASE_AUTH_EMULATOR_HOST: 'http://x'})).toThrow(
      'FIREBASE_AUTH_EMULATOR_HOST',
    );
  });

  // Issue 41: the app server died of this with a stack trace; server.mjs prints a ConfigError's message alone.
  it('throws a ConfigError naming the variable, worded as the API words its own', () => {
    const error = (() => {
      try {
        readFirebaseSettings({FIREBASE_PROJECT_ID: 'nada-prod', FIREBASE_API_KEY: '  '});
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toMatchObject({
      name: 'ConfigError',
      variable: 'FIREBASE_API_KEY',
      message: expect.stringMatching(
        /^Invalid configuration: FIREBASE_API_KEY must be set for the Firebase project "nada-prod"/,
      ),
    });
  });
});
