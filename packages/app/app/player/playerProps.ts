import type {ReactNode} from 'react';

/** The props of the app's player (LoadedPlayer), apart from its lazily loaded module. */
export interface LoadedPlayerProps {
  media: HTMLAudioElement | null;
  children: ReactNode;
}
