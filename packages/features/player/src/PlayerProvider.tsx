import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type {ReactNode} from 'react';
import {PlayerController} from './playerController';
import type {PlayerControllerOptions} from './playerOptions';
import type {PlayerLoop, PlayerMedia, PlayerState, PlayerTrack, RepeatMode} from './types';

const PlayerContext = createContext<PlayerController | null>(null);

/** Props of {@link PlayerProvider}. */
export interface PlayerProviderProps extends PlayerControllerOptions {
  /** The media element to play through; by default the provider creates an `<audio>` of its own. */
  media?: PlayerMedia;
  children?: ReactNode;
}

/**
 * Holds one player for everything inside it. The app mounts one at its root, so playback goes on
 * while pages change; it keeps its own store and never writes to the app's.
 */
export function PlayerProvider({media, children, refreshTrack, ...options}: PlayerProviderProps) {
  // The options shape the player once, when it is made; only `refreshTrack` follows later renders.
  const [controller] = useState(() => new PlayerController({...options, refreshTrack}));

  useEffect(() => {
    controller.setRefreshTrack(refreshTrack);
  }, [controller, refreshTrack]);

  // Attached before any child's effect runs, so a page that plays on mount finds the element ready.
  useLayoutEffect(() => {
    const element = media ?? createAudio();
    return controller.attach(element);
  }, [controller, media]);

  return <PlayerContext.Provider value={controller}>{children}</PlayerContext.Provider>;
}

function createAudio(): PlayerMedia {
  const audio = document.createElement('audio');
  audio.preload = 'metadata';
  return audio;
}

/**
 * Tells the player whether `element`, a full player view, is on screen, so the mini-player steps
 * aside while the same controls are in view (and comes back when the page scrolls them away).
 */
export function useFullViewOnScreen(element: HTMLElement | null): void {
  const controller = useContext(PlayerContext);
  useEffect(() => {
    // Without IntersectionObserver (old browsers, jsdom) the mini-player simply stays.
    if (!controller || !element || typeof IntersectionObserver === 'undefined') return;
    const view = {};
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) controller.setFullViewOnScreen(view, entry.isIntersecting);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      controller.setFullViewOnScreen(view, false);
    };
  }, [controller, element]);
}

/** The player's state and commands. */
export interface PlayerApi extends PlayerState {
  /** Plays the given tracks from `startIndex` (replacing the queue), or resumes the current one. */
  play: (tracks?: PlayerTrack[], startIndex?: number) => void;
  /** Plays the queue's track at an index. */
  playAt: (index: number) => void;
  /** Pauses. */
  pause: () => void;
  /** Plays when paused, pauses when playing. */
  toggle: () => void;
  /** Moves playback to a time in seconds. */
  seek: (time: number) => void;
  /** Next track of the play order. */
  next: () => void;
  /** Restarts the track, or goes to the one before within its first 3 seconds. */
  previous: () => void;
  /** Sets the loudness, 0..1 (remembered). */
  setVolume: (volume: number) => void;
  /** Turns sound off or on (remembered). */
  setMuted: (muted: boolean) => void;
  /** Shuffles the play order or restores it. */
  setShuffle: (shuffle: boolean) => void;
  /** Sets the repeat mode. */
  setRepeat: (repeat: RepeatMode) => void;
  /** Switches the current track's variant keeping the position and whether it plays (A/B). */
  selectVariant: (id: string) => void;
  /** Repeats a span of the current track, or plays through with null. */
  setLoop: (loop: PlayerLoop | null) => void;
  /** Adds tracks to the end of the queue. */
  enqueue: (tracks: PlayerTrack[]) => void;
  /** Stops and empties the queue. */
  clear: () => void;
  /** Loads a failed track again at the same place and plays it. */
  retry: () => Promise<void>;
}

/** The player of the nearest {@link PlayerProvider}: its state (re-rendering on change) and commands. */
export function usePlayer(): PlayerApi {
  const controller = useContext(PlayerContext);
  if (!controller) throw new Error('usePlayer needs a PlayerProvider above it.');
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  return useMemo(
    () => ({
      ...state,
      play: controller.play,
      playAt: controller.playAt,
      pause: controller.pause,
      toggle: controller.toggle,
      seek: controller.seek,
      next: controller.next,
      previous: controller.previous,
      setVolume: controller.setVolume,
      setMuted: controller.setMuted,
      setShuffle: controller.setShuffle,
      setRepeat: controller.setRepeat,
      selectVariant: controller.selectVariant,
      setLoop: controller.setLoop,
      enqueue: controller.enqueue,
      clear: controller.clear,
      retry: controller.retry,
    }),
    [state, controller],
  );
}
