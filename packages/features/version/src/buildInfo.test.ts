import {describe, expect, it} from 'vitest';
import {
  DEFAULT_CHECK_INTERVAL_MS,
  buildMetaUrl,
  CHECK_INTERVAL_STORAGE_KEY,
  checkIntervalMs,
  createBuildId,
  latestBuildUrl,
  parseBuildInfo,
  storedCheckIntervalMs,
} from './buildInfo';

describe('build files', () => {
  it('builds ids from the time and a random part', () => {
    const id = createBuildId(1_700_000_000_000, '3f9a0b1c');
    expect(id).toBe('loyw3v28-3f9a0b1c');
    expect(parseBuildInfo({id, timestamp: 1})).toEqual({id, timestamp: 1});
  });

  it('reads latest.json and meta files, and rejects anything else', () => {
    expect(parseBuildInfo({id: 'a-1', timestamp: 5, version: '0.1.0', extra: true})).toEqual({
      id: 'a-1',
      timestamp: 5,
      version: '0.1.0',
    });
    expect(parseBuildInfo(null)).toBeUndefined();
    expect(parseBuildInfo('a-1')).toBeUndefined();
    expect(parseBuildInfo({id: '', timestamp: 5})).toBeUndefined();
    expect(parseBuildInfo({id: '../x', timestamp: 5})).toBeUndefined();
    expect(parseBuildInfo({id: 'a-1', timestamp: '5'})).toBeUndefined();
    // An HTML page answered in place of the file.
    expect(parseBuildInfo({id: 'a-1'})).toBeUndefined();
  });

  it('asks for latest.json past caches, and for a build by id', () => {
    expect(latestBuildUrl(42)).toBe('/builds/latest.json?42');
    expect(buildMetaUrl('loyw3v28-3f9a0b1c')).toBe('/builds/meta/loyw3v28-3f9a0b1c.json');
  });

  it('checks every minute unless a sensible interval is stored', () => {
    expect(DEFAULT_CHECK_INTERVAL_MS).toBe(60_000);
    expect(checkIntervalMs(null)).toBe(60_000);
    expect(checkIntervalMs('500')).toBe(500);
    expect(checkIntervalMs('0')).toBe(60_000);
    expect(checkIntervalMs('fast')).toBe(60_000);
  });

  it("reads the interval this browser's storage asks for", () => {
    expect(storedCheckIntervalMs()).toBe(60_000);
    window.localStorage.setItem(CHECK_INTERVAL_STORAGE_KEY, '250');
    try {
      expect(storedCheckIntervalMs()).toBe(250);
    } finally {
      window.localStorage.removeItem(CHECK_INTERVAL_STORAGE_KEY);
    }
  });
});
