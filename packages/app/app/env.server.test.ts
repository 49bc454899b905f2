import {describe, expect, it} from 'vitest';
import {ConfigError} from './configError';
import {readEnv} from './env.server';

describe('readEnv', () => {
  it.each([
    [{NADA_PUBLIC_URL: 'nada.example'}, 'NADA_PUBLIC_URL'],
    [{NADA_MAINTENANCE: 'yes'}, 'NADA_MAINTENANCE'],
    [{NADA_ANALYTICS_ID: 'UA-1'}, 'NADA_ANALYTICS_ID'],
    [{FIREBASE_PROJECT_ID: 'nada-prod'}, 'FIREBASE_API_KEY'],
  ])('stops on %o with a ConfigError naming %s, as the API does', (source, variable) => {
    expect(() => readEnv(source)).toThrow(ConfigError);
    expect(() => readEnv(source)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it('has no public URL, no maintenance and no analytics when nothing is set', () => {
    expect(readEnv({})).toMatchObject({publicUrl: undefined, maintenance: false, analyticsId: undefined});
  });

  describe('NADA_PUBLIC_URL', () => {
    it('accepts an origin and drops trailing slashes', () => {
      expect(readEnv({NADA_PUBLIC_URL: 'https://nada.example'}).publicUrl).toBe('https://nada.example');
      expect(readEnv({NADA_PUBLIC_URL: 'http://127.0.0.1:3000//'}).publicUrl).toBe('http://127.0.0.1:3000');
    });

    it('treats an empty value as unset', () => {
      expect(readEnv({NADA_PUBLIC_URL: ''}).publicUrl).toBeUndefined();
    });

    it.each(['nada.example', 'ftp://nada.example', 'https://nada.example/app'])(
      'refuses %s with a message naming the variable',
      (value) => {
        expect(() => readEnv({NADA_PUBLIC_URL: value})).toThrow(
          `NADA_PUBLIC_URL must be an origin like https://nada.example, not "${value}"`,
        );
      },
    );
  });

  describe('NADA_MAINTENANCE', () => {
    it.each([
      ['true', true],
      ['1', true],
      ['false', false],
      ['0', false],
      ['', false],
    ])('reads %j as %s', (value, expected) => {
      expect(readEnv({NADA_MAINTENANCE: value}).maintenance).toBe(expected);
    });

    it.each(['yes', 'TRUE', 'on'])('refuses %j with a message naming the variable', (value) => {
      expect(() => readEnv({NADA_MAINTENANCE: value})).toThrow(
        `NADA_MAINTENANCE must be true or false, not "${value}"`,
      );
    });
  });

  describe('NADA_ANALYTICS_ID', () => {
    it.each(['GTM-ABC1234', 'GTM-TEST123', 'GTM-K9X2QF'])('accepts the container id %s', (value) => {
      expect(readEnv({NADA_ANALYTICS_ID: value}).analyticsId).toBe(value);
    });

    it('ignores surrounding spaces and treats an empty value as unset', () => {
      expect(readEnv({NADA_ANALYTICS_ID: ' GTM-ABC1234 '}).analyticsId).toBe('GTM-ABC1234');
      expect(readEnv({NADA_ANALYTICS_ID: ''}).analyticsId).toBeUndefined();
      expect(readEnv({NADA_ANALYTICS_ID: '  '}).analyticsId).toBeUndefined();
    });

    it.each(['G-ABC1234', 'UA-12345-1', 'gtm-abc1234', 'GTM-', 'GTM-AB', 'GTM-ABC1234"></script>'])(
      'refuses %j with a message naming the variable',
      (value) => {
        expect(() => readEnv({NADA_ANALYTICS_ID: value})).toThrow(
          `NADA_ANALYTICS_ID must be a Google Tag Manager container id like GTM-XXXXXXX, not "${value}"`,
        );
      },
    );
  });
});
