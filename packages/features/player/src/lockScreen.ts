import {PLAYER_DEFAULTS} from './playerOptions';
import {clamp, variantOf} from './trackMedia';
import type {Seconds} from '@nada/waveform';
import type {PlayerMediaSession, PlayerState} from './types';

/** The commands the lock screen's buttons call. */
export interface LockScreenCommands {
  play: () => void;
  pause: () => void;
  seek: (time: Seconds) => void;
  previous: () => void;
  next: () => void;
  /** The position now, for the skip buttons. */
  currentTime: () => Seconds;
}

/** Wires the lock screen's buttons to the commands; returns the cleanup that removes them and clears the screen. */
export function installLockScreenControls(
  session: PlayerMediaSession,
  commands: LockScreenCommands,
): () => void {
  const offset = (details: MediaSessionActionDetails) => details.seekOffset ?? PLAYER_DEFAULTS.seekOffset;
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => commands.play()],
    ['pause', () => commands.pause()],
    ['stop', () => commands.pause()],
    ['seekto', (details) => details.seekTime !== undefined && commands.seek(details.seekTime)],
    ['seekbackward', (details) => commands.seek(commands.currentTime() - offset(details))],
    ['seekforward', (details) => commands.seek(commands.currentTime() + offset(details))],
    ['previoustrack', () => commands.previous()],
    ['nexttrack', () => commands.next()],
  ];
  const installed: MediaSessionAction[] = [];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
      installed.push(action);
    } catch {
      // Browsers throw for actions they do not know; the others still work.
    }
  }
  return () => {
    for (const action of installed) session.setActionHandler(action, null);
    session.metadata = null;
    session.playbackState = 'none';
  };
}

/** Shows the current track (title, artist and variant, artwork) and the playback state on the lock screen. */
export function showTrackOnLockScreen(
  session: PlayerMediaSession,
  state: PlayerState,
  createMetadata: (init: MediaMetadataInit) => MediaMetadata = (init) => new MediaMetadata(init),
): void {
  const track = state.current;
  if (!track) {
    session.metadata = null;
    session.playbackState = 'none';
    return;
  }
  const variant = variantOf(track, state.activeVariantId);
  session.metadata = createMetadata({
    title: track.title,
    artist: [track.subtitle, variant?.label].filter(Boolean).join(' · '),
    artwork: track.artworkUrl ? [{src: track.artworkUrl}] : [],
  });
  showPlaybackOnLockScreen(session, state);
}

/** Shows playing, paused or nothing on the lock screen, and the position. */
export function showPlaybackOnLockScreen(session: PlayerMediaSession, state: PlayerState): void {
  session.playbackState = state.status === 'playing' ? 'playing' : state.current ? 'paused' : 'none';
  showPositionOnLockScreen(session, state);
}

/** Shows the position within the track on the lock screen, where the browser supports it. */
export function showPositionOnLockScreen(
  session: PlayerMediaSession,
  {duration, currentTime}: PlayerState,
): void {
  if (!session.setPositionState || !(duration > 0)) return;
  try {
    session.setPositionState({duration, position: clamp(currentTime, 0, duration), playbackRate: 1});
  } catch {
    // An inconsistent position (a duration that changed under us) is skipped; the next update fixes it.
  }
}
