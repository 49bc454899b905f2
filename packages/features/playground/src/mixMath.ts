import type {Seconds} from '@nada/waveform';
import type {MixLoop, MixSettings, StemLevel} from './types';

/** Limits of the master controls, as the API checks them. */
export const MIX_LIMITS = {
  minSemitones: -12,
  maxSemitones: 12,
  minTempo: 0.5,
  maxTempo: 2,
  /** A loop shorter than this is not kept. */
  minLoop: 0.25,
} as const;

/** A stem at full volume, centred. */
export const DEFAULT_LEVEL: StemLevel = {volume: 1, muted: false, solo: false, pan: 0};

/** The mix nobody changed yet, for the stems `ids`. */
export function defaultSettings(ids: readonly string[]): MixSettings {
  return {
    levels: Object.fromEntries(ids.map((id) => [id, {...DEFAULT_LEVEL}])),
    semitones: 0,
    tempo: 1,
    loop: null,
    markers: [],
  };
}

/**
 * The gain each stem plays at: its volume, 0 when muted, and 0 when another stem is solo and it is
 * not (a muted solo stem stays silent).
 */
export function effectiveGains(levels: Record<string, StemLevel>): Record<string, number> {
  const anySolo = Object.values(levels).some((level) => level.solo);
  return Object.fromEntries(
    Object.entries(levels).map(([id, level]) => [
      id,
      level.muted || (anySolo && !level.solo) ? 0 : Math.min(1, Math.max(0, level.volume)),
    ]),
  );
}

/**
 * Whether nothing of the mix can be heard: every stem muted, at volume 0, or left out by a solo
 * (a muted solo stem included). Such a mix exports as silence, so the export refuses it.
 */
export function isSilentMix(levels: Record<string, StemLevel>): boolean {
  return Object.values(effectiveGains(levels)).every((gain) => gain <= 0);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A key change kept to whole semitones within -12..12. */
export const clampSemitones = (semitones: number): number =>
  clamp(Math.round(semitones), MIX_LIMITS.minSemitones, MIX_LIMITS.maxSemitones);

/** A tempo kept within 50..200 %, to the percent. */
export const clampTempo = (tempo: number): number =>
  clamp(Math.round(tempo * 100) / 100, MIX_LIMITS.minTempo, MIX_LIMITS.maxTempo);

/** A loop kept inside the song and at least `MIX_LIMITS.minLoop` long; null when it cannot be. */
export function clampLoop(loop: MixLoop, duration: Seconds): MixLoop | null {
  const start = clamp(loop.start, 0, duration);
  const end = clamp(loop.end, 0, duration);
  return end - start >= MIX_LIMITS.minLoop ? {...loop, start, end} : null;
}

/**
 * The stems' samples laid out as the channels of one stretch node: stem `i` in channels `2i`
 * (left) and `2i + 1` (right), a mono stem in both, each padded with silence to the longest stem.
 * Every stem's sample `n` sits at index `n` of its channels, so one read position (one clock)
 * plays every stem at the same sample: they cannot drift apart.
 */
export function stemChannels(stems: readonly (readonly Float32Array[])[]): Float32Array[] {
  const length = Math.max(0, ...stems.flatMap((channels) => channels.map((channel) => channel.length)));
  const layout: Float32Array[] = [];
  for (const channels of stems) {
    const [left, right = left] = channels;
    if (!left || !right) throw new RangeError('A stem needs at least one channel');
    for (const source of [left, right]) {
      const padded = new Float32Array(length);
      padded.set(source);
      layout.push(padded);
    }
  }
  return layout;
}
