import type {Seconds} from '@nada/waveform';
import {
  installLockScreenControls,
  showPlaybackOnLockScreen,
  showPositionOnLockScreen,
  showTrackOnLockScreen,
} from './lockScreen';
import {
  defaultMediaSession,
  defaultStorage,
  PLAYER_DEFAULTS,
  type PlayerControllerOptions,
} from './playerOptions';
import {neighbourInOrder, shuffledOrder} from './playOrder';
import {clamp, expiryOf, MEDIA_ERROR_CODES, MEDIA_EVENTS, variantOf} from './trackMedia';
import type {
  PlayerError,
  PlayerErrorCode,
  PlayerLoop,
  PlayerMedia,
  PlayerMediaSession,
  PlayerState,
  PlayerTrack,
  RepeatMode,
} from './types';
import {readStoredVolume, storeVolume} from './volumeStorage';

/**
 * The player's store and engine, free of React: one media element, a queue with a play order
 * (shuffled or not), commands, and an immutable state snapshot that `usePlayer` subscribes to.
 */
export class PlayerController {
  private state: PlayerState;
  private readonly listeners = new Set<() => void>();
  private media: PlayerMedia | null = null;
  private order: number[] = [];
  private wantsToPlay = false;
  private hasPlayed = false;
  private pendingSeek: Seconds | null = null;
  private readonly viewsOnScreen = new Set<object>();
  private readonly options: PlayerControllerOptions;

  constructor(options: PlayerControllerOptions = {}) {
    this.options = options;
    const queue = options.initialQueue ?? [];
    const index = queue.length ? clamp(options.initialIndex ?? 0, 0, queue.length - 1) : -1;
    const current = queue[index] ?? null;
    this.order = queue.map((_, position) => position);
    this.state = {
      status: current ? 'loading' : 'idle',
      queue,
      index,
      current,
      currentTime: 0,
      duration: current?.durationSeconds ?? 0,
      volume: PLAYER_DEFAULTS.volume,
      muted: false,
      shuffle: false,
      repeat: 'off',
      activeVariantId: current?.variants?.[0]?.id ?? null,
      error: null,
      loop: null,
      fullViewOnScreen: false,
    };
  }

  /** Replaces the function that refreshes expired URLs (the provider keeps it current). */
  setRefreshTrack(refreshTrack: PlayerControllerOptions['refreshTrack']): void {
    this.options.refreshTrack = refreshTrack;
  }

  /**
   * Tells whether one full player view (any token that stays the same for the view) is on screen;
   * `fullViewOnScreen` is true while at least one is.
   */
  setFullViewOnScreen = (view: object, onScreen: boolean): void => {
    if (onScreen) this.viewsOnScreen.add(view);
    else this.viewsOnScreen.delete(view);
    const fullViewOnScreen = this.viewsOnScreen.size > 0;
    if (fullViewOnScreen !== this.state.fullViewOnScreen) this.set({fullViewOnScreen});
  };

  /** Registers a listener of state changes; returns its removal. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The current state snapshot (a new object after every change). */
  getSnapshot = (): PlayerState => this.state;

  /** Starts driving a media element: its events, the stored volume and the lock-screen controls. Returns the detach. */
  attach(media: PlayerMedia): () => void {
    this.media = media;
    const handlers = MEDIA_EVENTS.map((type) => {
      const handler = () => this.handleMediaEvent(type);
      media.addEventListener(type, handler);
      return [type, handler] as const;
    });
    const stored = this.readStoredVolume();
    media.volume = stored.volume;
    media.muted = stored.muted;
    this.set({volume: stored.volume, muted: stored.muted});
    const detachSession = this.attachMediaSession();
    // Commands given before the element arrived (a child's effect runs before the provider's) apply now.
    if (this.state.current && !media.src && this.state.status !== 'error') {
      this.load(this.state.index, {autoplay: this.wantsToPlay, at: this.state.currentTime});
    }
    return () => {
      for (const [type, handler] of handlers) media.removeEventListener(type, handler);
      detachSession();
      if (this.media === media) {
        media.pause();
        this.media = null;
      }
    };
  }

  /** Plays: the given tracks from `startIndex` (replacing the queue), or the current track on. */
  play = (tracks?: PlayerTrack[], startIndex = 0): void => {
    if (tracks) {
      if (tracks.length === 0) return this.clear();
      this.order = tracks.map((_, index) => index);
      const index = clamp(startIndex, 0, tracks.length - 1);
      this.set({queue: tracks});
      if (this.state.shuffle) this.order = this.shuffled(index);
      return this.load(index, {autoplay: true});
    }
    if (!this.state.current) return;
    if (this.state.status === 'error') return void this.retry();
    this.wantsToPlay = true;
    this.startPlayback();
  };

  /** Plays the queue's track at `index`. */
  playAt = (index: number): void => {
    if (index < 0 || index >= this.state.queue.length) return;
    this.load(index, {autoplay: true});
  };

  /** Pauses. */
  pause = (): void => {
    this.wantsToPlay = false;
    this.media?.pause();
  };

  /** Plays when paused, pauses when playing. */
  toggle = (): void => {
    if (this.state.status === 'playing' || (this.wantsToPlay && this.state.status === 'loading'))
      this.pause();
    else this.play();
  };

  /** Moves playback to a time, clamped to the track. */
  seek = (time: Seconds): void => {
    if (!this.state.current) return;
    const limit = this.state.duration > 0 ? this.state.duration : Number.POSITIVE_INFINITY;
    const target = clamp(Number.isFinite(time) ? time : 0, 0, limit);
    if (this.media && this.state.status !== 'loading' && this.state.status !== 'error') {
      this.media.currentTime = target;
    } else {
      this.pendingSeek = target;
    }
    this.set({currentTime: target});
    this.updatePositionState();
  };

  /** Goes to the next track of the play order (wrapping with repeat all). */
  next = (): void => {
    const following = this.neighbour(1);
    if (following !== null)
      this.load(following, {autoplay: this.wantsToPlay || this.state.status === 'playing'});
  };

  /** Starts the track over, or goes to the one before within the first seconds. */
  previous = (): void => {
    const before = this.neighbour(-1);
    if (this.state.currentTime > PLAYER_DEFAULTS.restartThreshold || before === null) return this.seek(0);
    this.load(before, {autoplay: this.wantsToPlay || this.state.status === 'playing'});
  };

  /** Sets the loudness (0..1) and keeps it for the next visit. */
  setVolume = (volume: number): void => {
    const next = clamp(Number.isFinite(volume) ? volume : PLAYER_DEFAULTS.volume, 0, 1);
    if (this.media) this.media.volume = next;
    this.set({volume: next});
    this.storeVolume();
  };

  /** Turns sound off or on and keeps that for the next visit. */
  setMuted = (muted: boolean): void => {
    if (this.media) this.media.muted = muted;
    this.set({muted});
    this.storeVolume();
  };

  /** Shuffles the order of what comes after the current track, or restores the queue's order. */
  setShuffle = (shuffle: boolean): void => {
    this.order = shuffle ? this.shuffled(this.state.index) : this.state.queue.map((_, index) => index);
    this.set({shuffle});
  };

  /** Sets the repeat mode. */
  setRepeat = (repeat: RepeatMode): void => {
    this.set({repeat});
  };

  /** Switches to another variant of the current track at the same place, playing if it was (the A/B switch). */
  selectVariant = (id: string): void => {
    const {current, activeVariantId} = this.state;
    const variant = variantOf(current, id);
    if (!current || !variant || id === activeVariantId) return;
    const wasPlaying = this.wantsToPlay || this.state.status === 'playing';
    const time =
      this.media && this.state.status !== 'loading' ? this.media.currentTime : this.state.currentTime;
    this.set({activeVariantId: id});
    this.load(this.state.index, {autoplay: wasPlaying, at: time});
  };

  /** Repeats a span of the current track (a loop region on the waveform), or stops repeating with null. */
  setLoop = (loop: PlayerLoop | null): void => {
    const valid = loop && Number.isFinite(loop.start) && Number.isFinite(loop.end) && loop.end > loop.start;
    this.set({loop: valid ? {start: Math.max(0, loop.start), end: loop.end} : null});
  };

  /** Adds tracks at the end of the queue; into an empty player, the first becomes current without playing. */
  enqueue = (tracks: PlayerTrack[]): void => {
    if (tracks.length === 0) return;
    const start = this.state.queue.length;
    const added = tracks.map((_, offset) => start + offset);
    this.order = [...this.order, ...added];
    this.set({queue: [...this.state.queue, ...tracks]});
    if (!this.state.current) this.load(start, {autoplay: false});
  };

  /** Stops and empties the queue. */
  clear = (): void => {
    this.wantsToPlay = false;
    this.order = [];
    this.pendingSeek = null;
    this.set({
      status: 'idle',
      loop: null,
      queue: [],
      index: -1,
      current: null,
      currentTime: 0,
      duration: 0,
      activeVariantId: null,
      error: null,
    });
    if (this.media) {
      this.media.pause();
      this.media.src = '';
    }
    this.updateMediaSession();
  };

  /** Loads the failed track again (with fresh URLs when `refreshTrack` is given) at the same place and plays. */
  retry = async (): Promise<void> => {
    const {current, index, currentTime} = this.state;
    if (!current) return;
    this.set({status: 'loading', error: null});
    let track = current;
    if (this.options.refreshTrack) {
      try {
        track = await this.options.refreshTrack(current);
      } catch {
        // Refreshing failed (offline, say): report it as the network failure it is.
        return this.fail('MEDIA_NETWORK');
      }
      if (this.state.current?.id !== current.id) return;
      const queue = this.state.queue.map((item, position) => (position === index ? track : item));
      this.set({queue, current: track});
    }
    this.load(index, {autoplay: true, at: currentTime});
  };

  private load(index: number, {autoplay, at = 0}: {autoplay: boolean; at?: Seconds}): void {
    const track = this.state.queue[index];
    if (!track) return;
    // A new track starts on the variant with the id of the one playing (A/B stays A/B), else its first.
    const variant = variantOf(track, this.state.activeVariantId) ?? track.variants?.[0];
    const sameTrack = this.state.current?.id === track.id;
    this.wantsToPlay = autoplay;
    // Another version of the same track (A/B, retry) comes back paused, not as never started.
    this.hasPlayed = sameTrack && this.hasPlayed;
    this.pendingSeek = at > 0 ? at : null;
    this.set({
      loop: sameTrack ? this.state.loop : null,
      status: 'loading',
      index,
      current: track,
      currentTime: at,
      duration: track.durationSeconds ?? 0,
      activeVariantId: variant?.id ?? null,
      error: null,
    });
    this.updateMediaSession();
    const expiry = expiryOf(variant?.expiresAt ?? track.expiresAt);
    if (expiry !== null && expiry <= this.now()) return this.fail('URL_EXPIRED');
    if (!this.media) return;
    this.media.src = variant?.src ?? track.src;
    if (autoplay) this.startPlayback();
  }

  private startPlayback(): void {
    const media = this.media;
    if (!media) return;
    media.play().catch((error: unknown) => {
      // Autoplay was refused (no user gesture yet): stay paused, the play button works.
      if (error instanceof DOMException && error.name === 'NotAllowedError') {
        this.wantsToPlay = false;
        if (this.state.status !== 'error') this.set({status: this.hasPlayed ? 'paused' : 'ready'});
      }
      // Anything else is reported by the element's error event, or is a load interrupted by a newer one.
    });
  }

  private handleMediaEvent(type: (typeof MEDIA_EVENTS)[number]): void {
    const media = this.media;
    if (!media || !this.state.current) return;
    switch (type) {
      case 'loadedmetadata':
      case 'durationchange': {
        const duration =
          Number.isFinite(media.duration) && media.duration > 0 ? media.duration : this.state.duration;
        this.set({duration});
        if (type === 'loadedmetadata' && this.pendingSeek !== null) {
          media.currentTime = clamp(this.pendingSeek, 0, duration || this.pendingSeek);
          this.set({currentTime: media.currentTime});
          this.pendingSeek = null;
        }
        this.updatePositionState();
        break;
      }
      case 'canplay':
        if (this.state.status === 'loading' && !this.wantsToPlay) {
          this.set({status: this.hasPlayed ? 'paused' : 'ready'});
        }
        break;
      case 'playing':
        this.hasPlayed = true;
        this.set({status: 'playing'});
        this.updatePlaybackState();
        break;
      case 'pause':
        if (this.state.status === 'error') break;
        this.wantsToPlay = false;
        this.set({status: this.hasPlayed ? 'paused' : 'ready'});
        this.updatePlaybackState();
        break;
      case 'waiting':
        if (this.wantsToPlay) this.set({status: 'loading'});
        break;
      case 'timeupdate': {
        if (this.pendingSeek !== null) break;
        const {loop} = this.state;
        // At the end of the loop, back to its start (timeupdate comes 4 to 66 times a second).
        if (loop && media.currentTime >= loop.end && !media.paused) {
          media.currentTime = loop.start;
          break;
        }
        this.set({currentTime: media.currentTime});
        break;
      }
      case 'volumechange':
        this.set({volume: media.volume, muted: media.muted});
        break;
      case 'ended':
        this.handleEnded();
        break;
      case 'error': {
        const variant = variantOf(this.state.current, this.state.activeVariantId);
        const expiry = expiryOf(variant?.expiresAt ?? this.state.current.expiresAt);
        const code =
          expiry !== null && expiry <= this.now()
            ? 'URL_EXPIRED'
            : (MEDIA_ERROR_CODES[media.error?.code ?? 0] ?? 'MEDIA_UNSUPPORTED');
        this.fail(code);
        break;
      }
    }
  }

  private handleEnded(): void {
    if (this.state.repeat === 'one') {
      this.seek(0);
      this.wantsToPlay = true;
      return this.startPlayback();
    }
    const following = this.neighbour(1);
    if (following !== null) return this.load(following, {autoplay: true});
    this.wantsToPlay = false;
    this.set({status: 'paused', currentTime: this.state.duration});
    this.updatePlaybackState();
  }

  private fail(code: PlayerErrorCode): void {
    const current = this.state.current;
    if (!current) return;
    this.wantsToPlay = false;
    const error: PlayerError = {code, trackId: current.id};
    this.set({status: 'error', error});
    this.updatePlaybackState();
  }

  /** The queue index `step` places along the play order, wrapping with repeat all; null past an end. */
  private neighbour(step: 1 | -1): number | null {
    return neighbourInOrder(this.order, this.state.index, step, this.state.repeat);
  }

  /** The current track first, then every other one in a random order. */
  private shuffled(currentIndex: number): number[] {
    return shuffledOrder(this.state.queue.length, currentIndex, this.options.random ?? Math.random);
  }

  private set(patch: Partial<PlayerState>): void {
    this.state = {...this.state, ...patch};
    for (const listener of this.listeners) listener();
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private storage() {
    return this.options.storage === undefined ? defaultStorage() : this.options.storage;
  }

  private readStoredVolume() {
    return readStoredVolume(this.storage(), {volume: this.state.volume, muted: this.state.muted});
  }

  private storeVolume(): void {
    storeVolume(this.storage(), {volume: this.state.volume, muted: this.state.muted});
  }

  private session(): PlayerMediaSession | null {
    return this.options.mediaSession === undefined ? defaultMediaSession() : this.options.mediaSession;
  }

  private attachMediaSession(): () => void {
    const session = this.session();
    if (!session) return () => {};
    const detach = installLockScreenControls(session, {
      play: () => this.play(),
      pause: () => this.pause(),
      seek: (time) => this.seek(time),
      previous: () => this.previous(),
      next: () => this.next(),
      currentTime: () => this.state.currentTime,
    });
    this.updateMediaSession();
    return detach;
  }

  private updateMediaSession(): void {
    const session = this.session();
    if (session) showTrackOnLockScreen(session, this.state, this.options.createMetadata);
  }

  private updatePlaybackState(): void {
    const session = this.session();
    if (session) showPlaybackOnLockScreen(session, this.state);
  }

  private updatePositionState(): void {
    const session = this.session();
    if (session) showPositionOnLockScreen(session, this.state);
  }
}
