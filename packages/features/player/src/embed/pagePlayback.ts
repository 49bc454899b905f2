import {NADA_PLAYER_TAG as TAG} from './define';
import type {NadaPlayerElement} from './NadaPlayerElement';
import type {EmbedPlaylist} from './embedSource';
import type {PlayerTrack} from '../types';

// Playback on the pages the app sends without React (a public profile, a shared playlist): their
// play buttons name what they play with data attributes (../staticPlay.ts). The first press loads
// the embeddable player's script (../static.ts), which then plays them in one <nada-player> in a bar
// at the foot of the page: the framework-free player partner sites use, with its controls and texts.

// A signed URL this close to its expiry is signed again before it plays.
const EXPIRY_MARGIN_MS = 60_000;

interface Queue {
  title: string;
  tracks: PlayerTrack[];
}

/**
 * Makes the page's play buttons (`data-nada-play`) play in one player at the foot of the page. A
 * button inside a `data-nada-queue` list plays that list from its song; one naming a
 * `data-nada-playlist` plays that public playlist, read from the API.
 */
export function enhancePagePlayback(): void {
  let player: NadaPlayerElement | null = null;
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-nada-play]');
    if (!button || button.disabled) return;
    player ??= addPlayer();
    void play(player, button);
  });
}

/** The page's one player, in a bar for the foot of the page (added by its first {@link play}). */
function addPlayer(): NadaPlayerElement {
  const bar = document.createElement('div');
  bar.className = 'nada-static-player';
  Object.assign(bar.style, {
    position: 'fixed',
    insetInline: '0',
    bottom: '0',
    zIndex: '40',
    padding: '8px',
    maxWidth: '40rem',
    marginInline: 'auto',
  });
  const element = document.createElement(TAG) as NadaPlayerElement;
  element.setAttribute('compact', '');
  bar.append(element);
  // The page's foot stays reachable above the bar.
  new ResizeObserver(() => {
    document.body.style.paddingBottom = `${bar.offsetHeight}px`;
  }).observe(bar);
  return element;
}

async function play(element: NadaPlayerElement, button: HTMLButtonElement): Promise<void> {
  const {nadaPlaylist, nadaTrack, nadaShuffle} = button.dataset;
  const theme = document.documentElement.getAttribute('data-theme');
  if (theme) element.setAttribute('theme', theme);
  const list = button.closest<HTMLElement>('[data-nada-queue]');
  if (button.dataset.nadaPlay === 'queue' && list) {
    const queue = JSON.parse(list.dataset.nadaQueue ?? '') as Queue;
    element.loader = async () => queueOf(queue);
    // Each list is its own source: a new one loads, the same one keeps its place.
    const key = `queue-${[...document.querySelectorAll('[data-nada-queue]')].indexOf(list)}`;
    if (element.getAttribute('playlist') !== key) element.setAttribute('playlist', key);
  } else if (nadaPlaylist) {
    element.loader = null;
    if (element.getAttribute('playlist') !== nadaPlaylist) element.setAttribute('playlist', nadaPlaylist);
  } else return;
  // Added once it names what it plays, so it never shows "no playlist named".
  if (!element.isConnected && element.parentElement) document.body.append(element.parentElement);
  await element.start({trackId: nadaTrack, shuffle: nadaShuffle !== undefined});
}

/** A queue as the player's playlist, each song whose signed URL expires signed again (the public track's embed answer). */
async function queueOf({title, tracks}: Queue): Promise<EmbedPlaylist> {
  const fresh = await Promise.all(
    tracks.map(async (track) => {
      const expires = track.expiresAt === undefined ? Infinity : new Date(track.expiresAt).getTime();
      if (expires > Date.now() + EXPIRY_MARGIN_MS) return track;
      const response = await fetch(`/api/embed/tracks/${encodeURIComponent(track.id)}`);
      if (!response.ok) return track;
      const body = (await response.json()) as {streamUrl: string; streamUrlExpiresAt: string};
      return {
        ...track,
        src: new URL(body.streamUrl, location.origin).href,
        expiresAt: body.streamUrlExpiresAt,
      };
    }),
  );
  return {id: 'queue', title, ownerName: null, tracks: fresh, pageUrl: location.href};
}
