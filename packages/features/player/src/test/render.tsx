import {mergeCatalogs, TestIntlProvider, uiCatalogs} from '@nada/ui/testing';
import {render, renderHook, type RenderOptions} from '@testing-library/react';
import type {ReactElement, ReactNode} from 'react';
import waveformEn from '@nada/waveform/lang/en.json';
import waveformId from '@nada/waveform/lang/id.json';
import en from '../../lang/en.json';
import id from '../../lang/id.json';
import {FakeMedia, type FakeMediaOptions} from '../testing';
import {PlayerProvider, usePlayer, type PlayerProviderProps} from '../PlayerProvider';
import type {PlayerMediaSession, PlayerTrack} from '../types';

/** The merged catalogs of @nada/ui, @nada/waveform and this package, as the app merges them. */
export const catalogs = mergeCatalogs(uiCatalogs, {id: waveformId, en: waveformEn}, {id, en});

/** Storage in memory, like localStorage. */
export class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

/** A Media Session that records what the player tells the lock screen. */
export class FakeMediaSession implements PlayerMediaSession {
  metadata: MediaMetadata | null = null;
  playbackState: MediaSessionPlaybackState = 'none';
  readonly handlers = new Map<MediaSessionAction, MediaSessionActionHandler>();
  positions: MediaPositionState[] = [];
  setActionHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null): void {
    if (handler) this.handlers.set(action, handler);
    else this.handlers.delete(action);
  }
  setPositionState(state?: MediaPositionState): void {
    if (state) this.positions.push(state);
  }
  /** Presses a lock-screen button. */
  press(action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}): void {
    this.handlers.get(action)?.({action, ...details});
  }
}

/** Lock-screen metadata as a plain object (jsdom has no MediaMetadata). */
export const plainMetadata = (init: MediaMetadataInit) => init as unknown as MediaMetadata;

/** Everything a test needs around one player. */
export interface PlayerHarness {
  media: FakeMedia;
  storage: MemoryStorage;
  session: FakeMediaSession;
  wrapper: (props: {children: ReactNode}) => ReactElement;
}

/** Builds a fake media element, storage and Media Session, and a wrapper with the provider and catalogs. */
export function playerHarness({
  locale = 'id',
  media: mediaOptions,
  ...providerProps
}: {locale?: 'id' | 'en'; media?: FakeMediaOptions} & Omit<
  PlayerProviderProps,
  'children' | 'media'
> = {}): PlayerHarness {
  const media = new FakeMedia(mediaOptions);
  const storage = new MemoryStorage();
  const session = new FakeMediaSession();
  function Wrapper({children}: {children: ReactNode}) {
    return (
      <TestIntlProvider locale={locale} catalogs={catalogs}>
        <PlayerProvider
          media={media}
          storage={storage}
          mediaSession={session}
          createMetadata={plainMetadata}
          random={() => 0}
          {...providerProps}
        >
          {children}
        </PlayerProvider>
      </TestIntlProvider>
    );
  }
  return {media, storage, session, wrapper: Wrapper};
}

/** Renders the player hook inside a harness. */
export function renderPlayer(harness: PlayerHarness) {
  return renderHook(() => usePlayer(), {wrapper: harness.wrapper});
}

/** Renders a view inside a harness. */
export function renderWithPlayer(ui: ReactElement, harness: PlayerHarness, options: RenderOptions = {}) {
  return render(ui, {wrapper: harness.wrapper, ...options});
}

/** A track with an original and a minus-one version. */
export const bengawan: PlayerTrack = {
  id: 'bengawan',
  title: 'Bengawan Solo',
  subtitle: 'Gesang',
  src: '/bengawan.mp3',
  durationSeconds: 200,
  variants: [
    {id: 'original', label: 'Original', src: '/bengawan-original.mp3'},
    {id: 'minus-one', label: 'Minus one', src: '/bengawan-minus-one.mp3'},
  ],
};

/** A plain track. */
export const kopi: PlayerTrack = {
  id: 'kopi',
  title: 'Kopi Dangdut',
  subtitle: 'Fahmi Shahab',
  src: '/kopi.mp3',
  durationSeconds: 240,
};

/** Another plain track. */
export const rayuan: PlayerTrack = {
  id: 'rayuan',
  title: 'Rayuan Pulau Kelapa',
  subtitle: 'Ismail Marzuki',
  src: '/rayuan.mp3',
  durationSeconds: 180,
};

/** The three tracks, in queue order. */
export const tracks: PlayerTrack[] = [bengawan, kopi, rayuan];
