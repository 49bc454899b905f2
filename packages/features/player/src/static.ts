import {EMBED_PLAYER_PATH} from './embedLinks';

// The play buttons of the pages the app sends without React (a public profile, a shared playlist),
// for the app's static page script: this stays a few lines, and the first press on a play button
// (`data-nada-play`, ./staticPlay.ts) loads the embeddable player's script, which plays it and every
// press after it (embed/pagePlayback.ts). A page without play buttons never loads it.

/** Options of {@link enhanceStaticPlayback}. */
export interface StaticPlaybackOptions {
  /** Where the embeddable player's script is. @default '/embed/player.js' */
  playerSrc?: string;
}

/** Makes the page's play buttons load the embeddable player on the first press, which then plays it. */
export function enhanceStaticPlayback({playerSrc = EMBED_PLAYER_PATH}: StaticPlaybackOptions = {}): void {
  const firstPress = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-nada-play]');
    if (!button || button.disabled) return;
    document.removeEventListener('click', firstPress);
    const script = document.createElement('script');
    script.src = playerSrc;
    // The player then listens to the page's play buttons, and plays this press again.
    script.dataset.pagePlayback = '';
    script.onload = () => button.click();
    script.onerror = () => document.addEventListener('click', firstPress);
    document.head.append(script);
  };
  document.addEventListener('click', firstPress);
}
