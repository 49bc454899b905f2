import type {ComponentType} from 'react';
import type {LoadedPlayerProps} from './playerProps';

let loaded: ComponentType<LoadedPlayerProps> | null = null;

/** Loads the app's player chunk (once) and keeps its component, so AppPlayer can render it at once. */
export async function loadPlayer(): Promise<{default: ComponentType<LoadedPlayerProps>}> {
  const module = await import('./LoadedPlayer');
  loaded = module.default;
  return module;
}

/** The app's player component if its chunk has loaded, else null. */
export function loadedPlayer(): ComponentType<LoadedPlayerProps> | null {
  return loaded;
}
