import type {PlayerTrack} from './types';

// The data attributes by which a page the app sends without React names what its play buttons
// play; @nada/player/static reads them. Rendered on every page (React's own handlers do the work
// once a page hydrates), they cost a few attributes.

/** Data attributes to spread on an element. */
export type PlayAttributes = Record<`data-${string}`, string>;

/** Options of {@link playlistPlayAttributes}. */
export interface PlaylistPlayOptions {
  /** The song to start from (a playlist item's id); the first without one. */
  trackId?: string;
  /** Whether to play in a shuffled order. @default false */
  shuffle?: boolean;
}

/** The attributes of a button that plays a public playlist, read from the API by the embeddable player. */
export function playlistPlayAttributes(
  playlistId: string,
  options: PlaylistPlayOptions = {},
): PlayAttributes {
  return {
    'data-nada-play': 'playlist',
    'data-nada-playlist': playlistId,
    ...(options.trackId === undefined ? {} : {'data-nada-track': options.trackId}),
    ...(options.shuffle ? {'data-nada-shuffle': ''} : {}),
  };
}

/** The attributes of a list whose songs play as one queue: its title and its tracks. */
export function queueAttributes(title: string, tracks: readonly PlayerTrack[]): PlayAttributes {
  const queue = tracks.map(({id, title: name, src, durationSeconds, expiresAt}) => ({
    id,
    title: name,
    src,
    durationSeconds,
    expiresAt,
  }));
  return {'data-nada-queue': JSON.stringify({title, tracks: queue})};
}

/** The attributes of a button that plays its list's queue ({@link queueAttributes}) from one song on. */
export function queuePlayAttributes(trackId: string): PlayAttributes {
  return {'data-nada-play': 'queue', 'data-nada-track': trackId};
}
