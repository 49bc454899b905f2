import {formatClock} from '@nada/ui/format';
import {PlayerController} from '../playerController';
import type {PlayerMedia, PlayerState, PlayerTrack} from '../types';
import {embedLocale, embedText, type EmbedLocale, type EmbedMessageId} from './embedCatalogs';
import {embedIcons} from './embedIcons';
import {apiPlaylistLoader, EmbedLoadError, type EmbedPlaylist, type EmbedPlaylistLoader} from './embedSource';
import {embedStyles} from './embedStyles';

/** What the embedded player shows: the playlist's loading or trouble, else the player's own status. */
export type EmbedStatus = 'missing' | 'loading' | 'unavailable' | 'failed' | 'empty' | PlayerState['status'];

// A length rounds to the nearest second, as the app shows it (a 1.6 s sound is 0:02 in both, issue 42);
// the time played rounds down, as a clock does.
const LENGTH = {rounding: 'nearest'} as const;

const ERROR_TEXT: Record<string, EmbedMessageId> = {
  MEDIA_ABORTED: 'player.error.aborted',
  MEDIA_NETWORK: 'player.error.network',
  MEDIA_DECODE: 'player.error.decode',
  MEDIA_UNSUPPORTED: 'player.error.unsupported',
  URL_EXPIRED: 'player.error.urlExpired',
};

const TEMPLATE = `<style>${embedStyles}</style>
<section class="player" part="player">
  <div class="head">
    <div><p class="title" part="title"></p><p class="owner"></p></div>
    <a class="open" target="_blank" rel="noopener" hidden></a>
  </div>
  <p class="message" hidden></p>
  <div class="transport" hidden>
    <button type="button" class="icon previous">${embedIcons.previous}</button>
    <button type="button" class="icon toggle"></button>
    <button type="button" class="icon next">${embedIcons.next}</button>
    <p class="current"></p>
  </div>
  <div class="position" hidden>
    <span class="elapsed">0:00</span><input type="range" min="0" max="0" step="1" value="0" /><span class="length">0:00</span>
  </div>
  <ol class="tracks" hidden></ol>
  <p class="sr-only live" aria-live="polite"></p>
</section>`;

/** The origin the player script was loaded from, the default `src-origin` (set by the entry). */
let defaultOrigin = typeof location === 'undefined' ? '' : location.origin;

/** Sets the origin players ask when they name no `src-origin` (the script's own). */
export function setDefaultOrigin(origin: string): void {
  defaultOrigin = origin;
}

/**
 * `<nada-player playlist="<id>">` or `<nada-player track="<id>">`: a public Nada playlist or
 * generated track, playable on any page. Attributes: `playlist` or `track` (the id), `src-origin` (the Nada site, default where the script came from), `lang`
 * (`id` or `en`, default the page's `<html lang>`), `theme` (`light` or `dark`, default the system's),
 * `compact` (no song list and no link to Nada: the app's own pages, which list the songs themselves).
 * It sets no cookie and keeps nothing in storage. `loader` and `createMedia` replace the network
 * and the audio element (tests, stories).
 */
export class NadaPlayerElement extends HTMLElement {
  static readonly observedAttributes = ['playlist', 'track', 'src-origin', 'lang', 'theme', 'compact'];

  /** Loads the playlist; by default from `src-origin`'s API. */
  loader: EmbedPlaylistLoader | null = null;
  /** Makes the media element that plays. @default an `<audio>` in the shadow root */
  createMedia: (() => PlayerMedia) | null = null;

  private readonly root: ShadowRoot;
  private readonly controller = new PlayerController({storage: null, mediaSession: null});
  private playlist: EmbedPlaylist | null = null;
  private loadState: 'missing' | 'loading' | 'unavailable' | 'failed' | 'loaded' = 'missing';
  private loadCount = 0;
  private loading: Promise<void> = Promise.resolve();
  private cleanup: (() => void)[] = [];
  private announcedTrack: string | null = null;
  private seeking = false;

  constructor() {
    super();
    this.root = this.attachShadow({mode: 'open'});
    this.root.innerHTML = TEMPLATE;
  }

  /** What the player shows now (also the host's `data-status`). */
  get status(): EmbedStatus {
    if (this.loadState !== 'loaded') return this.loadState;
    if (this.playlist?.tracks.length === 0) return 'empty';
    return this.controller.getSnapshot().status;
  }

  /** Where playback is in the current song, in seconds. */
  get currentTime(): number {
    return this.controller.getSnapshot().currentTime;
  }

  /** The language the player speaks. */
  get locale(): EmbedLocale {
    return embedLocale(this.getAttribute('lang') ?? document.documentElement.lang);
  }

  connectedCallback(): void {
    const media = this.createMedia?.() ?? this.audioElement();
    const $ = this.parts();
    this.cleanup = [
      this.controller.attach(media),
      this.controller.subscribe(() => this.render()),
      listen($.toggle, 'click', () => this.controller.toggle()),
      listen($.previous, 'click', () => this.controller.previous()),
      listen($.next, 'click', () => this.controller.next()),
      listen($.slider, 'input', () => {
        this.seeking = true;
        this.controller.seek(Number($.slider.value));
      }),
      listen($.slider, 'change', () => (this.seeking = false)),
      listen($.tracks, 'click', (event) => {
        const button = (event.target as Element).closest<HTMLButtonElement>('button[data-index]');
        if (button) this.controller.playAt(Number(button.dataset.index));
      }),
    ];
    this.controller.setRefreshTrack((track) => this.refresh(track));
    this.loading = this.load();
  }

  /**
   * Plays what the attributes name once it has loaded: from the song `trackId` names (the first
   * without one), in a shuffled order with `shuffle`. Resolves whether anything plays (a song not
   * among the playable ones, or nothing loaded, plays nothing). The app's pages sent without React
   * start it from their own play buttons (@nada/player/static).
   */
  async start({trackId, shuffle = false}: {trackId?: string; shuffle?: boolean} = {}): Promise<boolean> {
    await this.loading;
    const tracks = this.playlist?.tracks ?? [];
    const index = trackId === undefined ? 0 : tracks.findIndex((track) => track.id === trackId);
    if (index < 0 || tracks.length === 0) return false;
    this.controller.setShuffle(shuffle);
    this.controller.play(tracks, index);
    return true;
  }

  disconnectedCallback(): void {
    for (const stop of this.cleanup) stop();
    this.cleanup = [];
  }

  attributeChangedCallback(name: string, before: string | null, after: string | null): void {
    if (!this.isConnected || before === after) return;
    if (name === 'playlist' || name === 'track' || name === 'src-origin') this.loading = this.load();
    else this.render();
  }

  private audioElement(): HTMLAudioElement {
    const audio = document.createElement('audio');
    audio.preload = 'metadata';
    this.root.append(audio);
    return audio;
  }

  private source(): EmbedPlaylistLoader {
    const origin = (this.getAttribute('src-origin') ?? defaultOrigin).replace(/\/+$/, '');
    return this.loader ?? apiPlaylistLoader(origin, this.locale);
  }

  /** The playlist the attributes name, else the track. */
  private sourceRef(): {kind: 'playlist' | 'track'; id: string} | null {
    const playlist = this.getAttribute('playlist')?.trim();
    if (playlist) return {kind: 'playlist', id: playlist};
    const track = this.getAttribute('track')?.trim();
    return track ? {kind: 'track', id: track} : null;
  }

  private async load(): Promise<void> {
    const ref = this.sourceRef();
    const count = ++this.loadCount;
    this.controller.clear();
    this.playlist = null;
    this.announcedTrack = null;
    this.loadState = ref ? 'loading' : 'missing';
    this.render();
    if (!ref) return;
    try {
      const playlist = await this.source()(ref.id, ref.kind);
      if (count !== this.loadCount) return;
      this.playlist = playlist;
      this.loadState = 'loaded';
      this.controller.enqueue(playlist.tracks);
    } catch (error) {
      if (count !== this.loadCount) return;
      this.loadState =
        error instanceof EmbedLoadError && error.reason === 'unavailable' ? 'unavailable' : 'failed';
    }
    this.render();
  }

  /** A track with fresh signed URLs: the playlist asked for again (its URLs expire). */
  private async refresh(track: PlayerTrack): Promise<PlayerTrack> {
    const ref = this.sourceRef();
    if (!ref) return track;
    const playlist = await this.source()(ref.id, ref.kind);
    return playlist.tracks.find((fresh) => fresh.id === track.id) ?? track;
  }

  private parts() {
    const find = <T extends Element>(selector: string) => this.root.querySelector(selector) as T;
    return {
      section: find<HTMLElement>('.player'),
      title: find<HTMLElement>('.title'),
      owner: find<HTMLElement>('.owner'),
      open: find<HTMLAnchorElement>('.open'),
      message: find<HTMLElement>('.message'),
      transport: find<HTMLElement>('.transport'),
      previous: find<HTMLButtonElement>('.previous'),
      toggle: find<HTMLButtonElement>('.toggle'),
      next: find<HTMLButtonElement>('.next'),
      current: find<HTMLElement>('.current'),
      position: find<HTMLElement>('.position'),
      elapsed: find<HTMLElement>('.elapsed'),
      slider: find<HTMLInputElement>('input[type="range"]'),
      length: find<HTMLElement>('.length'),
      tracks: find<HTMLOListElement>('.tracks'),
      live: find<HTMLElement>('.live'),
    };
  }

  private render(): void {
    const $ = this.parts();
    const locale = this.locale;
    const t = (id: EmbedMessageId, values?: Record<string, string>) => embedText(locale, id, values);
    const state = this.controller.getSnapshot();
    const status = this.status;
    const playlist = this.playlist;
    this.dataset.status = status;
    $.section.lang = locale;

    const title = playlist?.title ?? 'Nada';
    $.section.setAttribute('aria-label', t('player.embed.region', {title}));
    $.title.textContent = title;
    $.owner.textContent = playlist?.ownerName ? t('player.embed.by', {owner: playlist.ownerName}) : '';
    $.owner.hidden = !playlist?.ownerName;
    // A compact player is on a Nada page already: no link to it, and no list beside the page's own.
    const compact = this.hasAttribute('compact');
    $.open.hidden = !playlist || compact;
    $.open.textContent = t('player.embed.openInNada');
    if (playlist) $.open.href = playlist.pageUrl;

    const message =
      status === 'unavailable' && this.sourceRef()?.kind === 'track'
        ? 'player.embed.trackUnavailable'
        : messageOf(status, state);
    $.message.hidden = message === null;
    $.message.textContent = message ? t(message) : '';
    const problem = ['unavailable', 'failed', 'error', 'missing'].includes(status);
    $.message.setAttribute('role', problem ? 'alert' : 'status');
    $.message.dataset.tone = problem ? 'problem' : 'info';

    const playable = playlist !== null && playlist.tracks.length > 0;
    $.transport.hidden = !playable;
    $.position.hidden = !playable;
    $.tracks.hidden = !playable || compact;
    if (!playable) return;

    const playing = state.status === 'playing';
    $.toggle.innerHTML = playing ? embedIcons.pause : embedIcons.play;
    $.toggle.setAttribute('aria-label', t(playing ? 'player.pause' : 'player.play'));
    $.previous.setAttribute('aria-label', t('player.previous'));
    $.next.setAttribute('aria-label', t('player.next'));
    $.previous.disabled = state.index <= 0 && state.currentTime < 3;
    $.next.disabled = state.index >= state.queue.length - 1;
    $.current.textContent = state.current?.title ?? '';

    const duration = Number.isFinite(state.duration) ? state.duration : 0;
    $.slider.max = String(Math.max(0, Math.floor(duration)));
    if (!this.seeking) $.slider.value = String(Math.floor(state.currentTime));
    $.slider.setAttribute('aria-label', t('player.position'));
    $.slider.setAttribute(
      'aria-valuetext',
      t('player.embed.positionValue', {
        current: formatClock(state.currentTime),
        duration: formatClock(duration, LENGTH),
      }),
    );
    $.elapsed.textContent = formatClock(state.currentTime);
    $.length.textContent = formatClock(duration, LENGTH);

    $.tracks.setAttribute('aria-label', t('player.embed.tracks'));
    this.renderTracks($.tracks, playlist.tracks, state.current?.id ?? null);

    const started = state.status === 'playing' ? state.current : null;
    if (started && started.id !== this.announcedTrack) {
      this.announcedTrack = started.id;
      $.live.textContent = t('player.embed.nowPlaying', {title: started.title});
    }
  }

  private renderTracks(list: HTMLOListElement, tracks: PlayerTrack[], currentId: string | null): void {
    if (list.children.length !== tracks.length || list.dataset.playlist !== this.playlist?.id) {
      list.dataset.playlist = this.playlist?.id ?? '';
      list.replaceChildren(
        ...tracks.map((track, index) => {
          const item = document.createElement('li');
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'track';
          button.dataset.index = String(index);
          const name = document.createElement('span');
          name.textContent = `${index + 1}. ${track.title}`;
          const length = document.createElement('span');
          length.textContent = formatClock(track.durationSeconds ?? 0, LENGTH);
          button.append(name, length);
          item.append(button);
          return item;
        }),
      );
    }
    tracks.forEach((track, index) => {
      const button = list.children[index]?.firstElementChild;
      button?.setAttribute('aria-current', String(track.id === currentId));
    });
  }
}

/** The message a status shows, if any. */
function messageOf(status: EmbedStatus, state: PlayerState): EmbedMessageId | null {
  switch (status) {
    case 'missing':
      return 'player.embed.missingSource';
    case 'loading':
      return 'player.embed.loading';
    case 'unavailable':
      return 'player.embed.unavailable';
    case 'failed':
      return 'player.embed.loadFailed';
    case 'empty':
      return 'player.embed.empty';
    case 'error':
      return ERROR_TEXT[state.error?.code ?? ''] ?? 'player.error.network';
    default:
      return null;
  }
}

function listen<K extends keyof HTMLElementEventMap>(
  target: HTMLElement,
  type: K,
  handler: (event: HTMLElementEventMap[K]) => void,
): () => void {
  target.addEventListener(type, handler);
  return () => target.removeEventListener(type, handler);
}
