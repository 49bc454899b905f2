import {describe, expect, it} from 'vitest';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  claimChunkReload,
  mayReloadAfterChunkError,
  parseReloadMarker,
} from './chunkReload';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const t0 = 1_700_000_000_000;

describe('mayReloadAfterChunkError', () => {
  it('reloads when the page never reloaded itself', () => {
    expect(mayReloadAfterChunkError(undefined, t0)).toBe(true);
  });

  it('does not reload again within the window', () => {
    expect(mayReloadAfterChunkError(t0, t0)).toBe(false);
    expect(mayReloadAfterChunkError(t0, t0 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
  });

  it('reloads again once the window has passed', () => {
    expect(CHUNK_RELOAD_WINDOW_MS).toBe(10_000);
    expect(mayReloadAfterChunkError(t0, t0 + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
    expect(mayReloadAfterChunkError(t0, t0 + 60 * 60 * 1000)).toBe(true);
  });

  it('is not blocked by a reload time in the future (the clock was set back)', () => {
    expect(mayReloadAfterChunkError(t0 + 5_000, t0)).toBe(true);
  });

  it('takes another window when given one', () => {
    expect(mayReloadAfterChunkError(t0, t0 + 1_000, 500)).toBe(true);
  });
});

describe('parseReloadMarker', () => {
  it('reads a stored time and ignores anything else', () => {
    expect(parseReloadMarker(String(t0))).toBe(t0);
    expect(parseReloadMarker(null)).toBeUndefined();
    expect(parseReloadMarker('')).toBeUndefined();
    expect(parseReloadMarker('soon')).toBeUndefined();
  });
});

describe('claimChunkReload', () => {
  it('allows the first reload and records its time', () => {
    const storage = memoryStorage();
    expect(claimChunkReload({storage, now: t0})).toBe(true);
    expect(storage.items.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(t0));
  });

  it('refuses a second reload within 10 s, without moving the window', () => {
    const storage = memoryStorage();
    claimChunkReload({storage, now: t0});
    expect(claimChunkReload({storage, now: t0 + 9_999})).toBe(false);
    expect(storage.items.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(t0));
    expect(claimChunkReload({storage, now: t0 + 10_000})).toBe(true);
    expect(storage.items.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(t0 + 10_000));
  });

  it('treats a malformed marker as no reload', () => {
    expect(claimChunkReload({storage: memoryStorage({[CHUNK_RELOAD_STORAGE_KEY]: 'x'}), now: t0})).toBe(true);
  });

  it('never reloads when the marker cannot be kept, so it cannot loop', () => {
    expect(claimChunkReload({storage: undefined, now: t0})).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimChunkReload({storage: full, now: t0})).toBe(false);
  });
});
