import type {Seconds} from '@nada/waveform';
import type {PlayerMedia} from './types';

/** One stem of a {@link StemMix}: its audio and its name. */
export interface MixStem {
  /** Stable id, such as `vocals`. */
  id: string;
  /** Name shown beside its controls ("Vocals"). */
  label: string;
  /** Address of its audio (a signed URL from the app). */
  src: string;
}

/** How loud one stem plays in the mix. */
export interface MixLevel {
  /** 0..1 of its own level. */
  volume: number;
  /** Whether it is silent, whatever its volume. */
  muted: boolean;
}

/** What a stem mix is doing; `error` when a stem could not be played. */
export type StemMixStatus = 'loading' | 'ready' | 'playing' | 'paused' | 'error';

/** Everything a stem mixer shows; one immutable snapshot per change. */
export interface StemMixState {
  status: StemMixStatus;
  /** The stems, in the order given. */
  stems: MixStem[];
  /** Each stem's level, by id. */
  levels: Record<string, MixLevel>;
  /** Where playback is (the first stem's position; the others follow it). */
  currentTime: Seconds;
  /** The longest stem's length, 0 until known. */
  duration: Seconds;
}

/** Sets one stem's gain, 0..1. */
export type SetGain = (gain: number) => void;

/** Options of {@link StemMix}. */
export interface StemMixOptions {
  /** Makes the media element of one stem. @default an `<audio preload="auto">` */
  createMedia?: () => PlayerMedia;
  /**
   * Routes a stem's element to the speakers and answers how to set its gain. The default goes
   * through Web Audio (a GainNode per stem, which phones honour where they ignore an element's
   * volume) and falls back to the element's `volume` without it.
   */
  route?: (media: PlayerMedia) => SetGain;
  /** How far a stem may drift from the first before it is put back in step. @default 0.05 */
  syncToleranceSeconds?: Seconds;
}

/** Defaults of {@link StemMix}. */
export const STEM_MIX_DEFAULTS = {syncToleranceSeconds: 0.05} as const;

/** The Web Audio graph the default route builds, shared by a mix's stems and resumed on play. */
function webAudioRoute(): {route: (media: PlayerMedia) => SetGain; resume(): void; close(): void} {
  let context: AudioContext | null = null;
  return {
    route(media) {
      const Context = typeof AudioContext === 'undefined' ? null : AudioContext;
      if (!Context || !(media instanceof HTMLMediaElement)) return (gain) => (media.volume = gain);
      context ??= new Context();
      const gainNode = context.createGain();
      context.createMediaElementSource(media).connect(gainNode).connect(context.destination);
      return (gain) => (gainNode.gain.value = gain);
    },
    // Browsers start an AudioContext suspended until a gesture: play() is one.
    resume: () => void context?.resume().catch(() => undefined),
    close: () => void context?.close().catch(() => undefined),
  };
}

function defaultMedia(): PlayerMedia {
  const audio = new Audio();
  audio.preload = 'auto';
  return audio;
}

/**
 * Plays several stems of one song together, in step, each with its own volume and mute: a light
 * stem mixer. React-free; read it through `subscribe` and `getSnapshot` (see `useStemMix`), and
 * `attach()` it to make its audio (in the browser, after render).
 */
export class StemMix {
  private state: StemMixState;
  private readonly listeners = new Set<() => void>();
  private readonly options: StemMixOptions;
  private readonly tolerance: Seconds;
  private media: PlayerMedia[] = [];
  private gains: SetGain[] = [];

  constructor(stems: readonly MixStem[], options: StemMixOptions = {}) {
    if (stems.length === 0) throw new RangeError('A stem mix needs at least one stem');
    this.options = options;
    this.tolerance = options.syncToleranceSeconds ?? STEM_MIX_DEFAULTS.syncToleranceSeconds;
    this.state = {
      status: 'loading',
      stems: [...stems],
      levels: Object.fromEntries(stems.map((stem) => [stem.id, {volume: 1, muted: false}])),
      currentTime: 0,
      duration: 0,
    };
  }

  /** Makes each stem's media element and starts loading them; answers the detach, which stops and lets go of them. */
  attach = (): (() => void) => {
    const graph = webAudioRoute();
    const createMedia = this.options.createMedia ?? defaultMedia;
    const route = this.options.route ?? graph.route;
    const {stems, levels} = this.state;
    const media = stems.map(() => createMedia());
    const cleanups: (() => void)[] = [];
    this.media = media;
    this.gains = media.map((element) => route(element));
    this.resume = graph.resume;
    this.set({status: 'loading', currentTime: 0, duration: 0});
    let loaded = 0;
    for (const [index, element] of media.entries()) {
      const on = (type: string, handler: () => void) => {
        element.addEventListener(type, handler);
        cleanups.push(() => element.removeEventListener(type, handler));
      };
      on('loadedmetadata', () => {
        loaded += 1;
        const duration = Number.isFinite(element.duration) ? element.duration : 0;
        this.set({
          duration: Math.max(this.state.duration, duration),
          ...(loaded === media.length && this.state.status === 'loading' ? {status: 'ready'} : {}),
        });
      });
      on('error', () => {
        this.pauseAll();
        this.set({status: 'error'});
      });
      if (index === 0) {
        on('timeupdate', () => this.follow());
        on('ended', () => {
          this.pauseAll();
          this.seek(0);
          this.set({status: 'paused'});
        });
      }
      element.src = stems[index]?.src ?? '';
      // A mix attached again (React's second mount in development) keeps the levels it had.
      const level = levels[stems[index]?.id ?? ''];
      if (level) this.gains[index]?.(level.muted ? 0 : level.volume);
    }
    return () => {
      this.pauseAll();
      for (const cleanup of cleanups) cleanup();
      for (const element of media) element.src = '';
      graph.close();
      this.media = [];
      this.gains = [];
    };
  };

  /** Adds a listener of every change; answers its removal. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The current state (the same object until something changes). */
  getSnapshot = (): StemMixState => this.state;

  /** Starts every stem from where the mix is. */
  play = async (): Promise<void> => {
    if (this.state.status === 'loading' || this.state.status === 'error') return;
    this.resume();
    const at = this.media[0]?.currentTime ?? 0;
    for (const element of this.media) element.currentTime = at;
    try {
      await Promise.all(this.media.map((element) => element.play()));
      this.set({status: 'playing'});
    } catch (error) {
      // A refused play() (no gesture, a stem that will not load) leaves no stem playing alone.
      this.pauseAll();
      this.set({status: 'paused'});
      console.warn('The stems did not start', error);
    }
  };

  /** Pauses every stem. */
  pause = (): void => {
    this.pauseAll();
    if (this.state.status === 'playing') this.set({status: 'paused'});
  };

  /** Moves every stem to `time`. */
  seek = (time: Seconds): void => {
    const to = Math.max(0, Math.min(time, this.state.duration || time));
    for (const element of this.media) element.currentTime = to;
    this.set({currentTime: to});
  };

  /** Sets one stem's volume, 0..1. */
  setVolume = (id: string, volume: number): void => {
    this.setLevel(id, {volume: Math.min(1, Math.max(0, volume))});
  };

  /** Mutes or unmutes one stem. */
  setMuted = (id: string, muted: boolean): void => {
    this.setLevel(id, {muted});
  };

  private resume: () => void = () => undefined;

  private setLevel(id: string, change: Partial<MixLevel>): void {
    const index = this.state.stems.findIndex((stem) => stem.id === id);
    const current = this.state.levels[id];
    if (index < 0 || !current) throw new RangeError(`No stem ${id} in this mix`);
    const level = {...current, ...change};
    this.gains[index]?.(level.muted ? 0 : level.volume);
    this.set({levels: {...this.state.levels, [id]: level}});
  }

  // The first stem leads: the others are put back where it is when they drift (buffering, a slow
  // decoder), so the mix stays one song.
  private follow(): void {
    const [leader, ...followers] = this.media;
    if (!leader) return;
    if (this.state.status === 'playing')
      for (const element of followers)
        if (Math.abs(element.currentTime - leader.currentTime) > this.tolerance)
          element.currentTime = leader.currentTime;
    this.set({currentTime: leader.currentTime});
  }

  private pauseAll(): void {
    for (const element of this.media) element.pause();
  }

  private set(change: Partial<StemMixState>): void {
    this.state = {...this.state, ...change};
    for (const listener of this.listeners) listener();
  }
}
