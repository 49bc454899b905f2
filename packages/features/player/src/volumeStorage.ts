import {PLAYER_STORAGE_KEY} from './playerOptions';

/** Volume and mute, as they are kept between visits. */
export interface StoredVolume {
  /** From 0 to 1. */
  volume: number;
  muted: boolean;
}

/** The volume and mute kept in `storage`, or `fallback` for what is missing or damaged. */
export function readStoredVolume(
  storage: Pick<Storage, 'getItem'> | null,
  fallback: StoredVolume,
): StoredVolume {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(PLAYER_STORAGE_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return fallback;
    const {volume, muted} = stored as {volume?: unknown; muted?: unknown};
    return {
      volume: typeof volume === 'number' && volume >= 0 && volume <= 1 ? volume : fallback.volume,
      muted: typeof muted === 'boolean' ? muted : fallback.muted,
    };
  } catch {
    // A damaged or unreadable entry is ignored: the defaults are a fine start.
    return fallback;
  }
}

/** Keeps the volume and mute in `storage` for the next visit. */
export function storeVolume(storage: Pick<Storage, 'setItem'> | null, {volume, muted}: StoredVolume): void {
  try {
    storage?.setItem(PLAYER_STORAGE_KEY, JSON.stringify({volume, muted}));
  } catch {
    // A full or blocked storage only means the volume is not remembered.
  }
}
