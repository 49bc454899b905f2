import type {PlayerMedia} from '../types';

/** How a {@link FakeMedia} behaves. */
export interface FakeMediaOptions {
  /** Length of each source in seconds; a source not listed is 180 s long. */
  durations?: Record<string, number>;
  /** Sources that fail to load, with the MediaError code they fail with (2 network, 4 unsupported…). */
  failing?: Record<string, number>;
  /** Loads every source at once when it is set (`auto`), or waits for `finishLoading()` (`manual`). @default 'auto' */
  loading?: 'auto' | 'manual';
  /** Refuses `play()` as a browser does without a user gesture. @default false */
  blockAutoplay?: boolean;
}

const mediaError = (code: number): MediaError => ({
  code,
  message: `media error ${code}`,
  MEDIA_ERR_ABORTED: 1,
  MEDIA_ERR_NETWORK: 2,
  MEDIA_ERR_DECODE: 3,
  MEDIA_ERR_SRC_NOT_SUPPORTED: 4,
});

/**
 * A media element without audio for tests and stories: it fires the events of a real one, in the
 * same order, synchronously, and playback time moves only when `advance()` says so.
 */
export class FakeMedia extends EventTarget implements PlayerMedia {
  duration = Number.NaN;
  paused = true;
  error: MediaError | null = null;
  /** Every source set, in order. */
  readonly sources: string[] = [];
  private source = '';
  private time = 0;
  private level = 1;
  private silent = false;
  private loaded = false;
  private readonly options: FakeMediaOptions;

  constructor(options: FakeMediaOptions = {}) {
    super();
    this.options = options;
  }

  get src(): string {
    return this.source;
  }

  set src(value: string) {
    this.source = value;
    this.sources.push(value);
    this.paused = true;
    this.time = 0;
    this.duration = Number.NaN;
    this.error = null;
    this.loaded = false;
    this.fire('emptied');
    if (!value) return;
    this.fire('loadstart');
    if (this.options.loading !== 'manual') this.finishLoading();
  }

  get currentTime(): number {
    return this.time;
  }

  set currentTime(value: number) {
    this.time = Number.isFinite(this.duration)
      ? Math.min(Math.max(0, value), this.duration)
      : Math.max(0, value);
    this.fire('seeking');
    this.fire('timeupdate');
    this.fire('seeked');
  }

  get volume(): number {
    return this.level;
  }

  set volume(value: number) {
    this.level = value;
    this.fire('volumechange');
  }

  get muted(): boolean {
    return this.silent;
  }

  set muted(value: boolean) {
    this.silent = value;
    this.fire('volumechange');
  }

  /** Ends loading the current source: metadata and `canplay`, or the error it is set to fail with. */
  finishLoading(): void {
    const failure = this.options.failing?.[this.source];
    if (failure !== undefined) return this.fail(failure);
    this.duration = this.options.durations?.[this.source] ?? 180;
    this.loaded = true;
    this.fire('loadedmetadata');
    this.fire('durationchange');
    this.fire('canplay');
    if (!this.paused) this.fire('playing');
  }

  /** Fails the current source with a MediaError code, as a dropped connection or a bad file does. */
  fail(code: number): void {
    this.error = mediaError(code);
    this.paused = true;
    this.fire('error');
  }

  play(): Promise<void> {
    if (this.options.blockAutoplay) {
      return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
    }
    if (!this.source || this.error) {
      return Promise.reject(new DOMException('no supported source', 'NotSupportedError'));
    }
    if (this.paused) {
      this.paused = false;
      this.fire('play');
      this.fire(this.loaded ? 'playing' : 'waiting');
    }
    return Promise.resolve();
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.fire('pause');
  }

  load(): void {
    this.src = this.source;
  }

  /** Plays `seconds` on; at the end it pauses and fires `ended`, as a real element does. */
  advance(seconds: number): void {
    if (this.paused || !this.loaded) return;
    this.time = Math.min(this.duration, this.time + seconds);
    this.fire('timeupdate');
    if (this.time >= this.duration) {
      this.paused = true;
      this.fire('pause');
      this.fire('ended');
    }
  }

  private fire(type: string): void {
    this.dispatchEvent(new Event(type));
  }
}
