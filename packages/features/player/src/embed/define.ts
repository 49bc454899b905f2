import {NadaPlayerElement} from './NadaPlayerElement';

/** The tag the embedded player is used by. */
export const NADA_PLAYER_TAG = 'nada-player';

/** Registers `<nada-player>` once (a page that loads the script twice keeps the first). */
export function defineNadaPlayer(): void {
  if (!customElements.get(NADA_PLAYER_TAG)) customElements.define(NADA_PLAYER_TAG, NadaPlayerElement);
}
