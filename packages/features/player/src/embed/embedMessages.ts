import {defineMessages} from '@nada/ui';

/**
 * The embedded player's own texts, `player.embed.*`. The element reads them from the package's
 * catalogs by id (embedCatalogs.ts), without react-intl; this list is what extraction reads.
 */
export const embedMessages = defineMessages({
  region: {
    id: 'player.embed.region',
    defaultMessage: 'Nada player: {title}',
    description: 'Accessible name of the player embedded on another site; title is the playlist name',
  },
  by: {
    id: 'player.embed.by',
    defaultMessage: 'by {owner}',
    description: 'Under the playlist name in the embedded player: who made the playlist',
  },
  loading: {
    id: 'player.embed.loading',
    defaultMessage: 'Loading the playlist…',
    description: 'Shown in the embedded player while the playlist is loading',
  },
  unavailable: {
    id: 'player.embed.unavailable',
    defaultMessage: 'This playlist is not available. It may be private or deleted.',
    description: 'Embedded player: the playlist does not exist, was deleted or is private',
  },
  trackUnavailable: {
    id: 'player.embed.trackUnavailable',
    defaultMessage: 'This song is not available. It may be private or deleted.',
    description: 'Embedded player: the generated song does not exist, was deleted or is private',
  },
  loadFailed: {
    id: 'player.embed.loadFailed',
    defaultMessage: 'The playlist could not be loaded. Check your connection and try again.',
    description: 'Embedded player: the request for the playlist failed (network, server)',
  },
  empty: {
    id: 'player.embed.empty',
    defaultMessage: 'This playlist has no songs yet.',
    description: 'Embedded player: the public playlist has no playable songs',
  },
  tracks: {
    id: 'player.embed.tracks',
    defaultMessage: 'Songs',
    description: 'Accessible name of the list of songs in the embedded player',
  },
  nowPlaying: {
    id: 'player.embed.nowPlaying',
    defaultMessage: 'Now playing: {title}',
    description: 'Announced to screen readers when a song starts in the embedded player',
  },
  positionValue: {
    id: 'player.embed.positionValue',
    defaultMessage: '{current} of {duration}',
    description: 'Spoken value of the position slider, e.g. "1:05 of 3:30"',
  },
  openInNada: {
    id: 'player.embed.openInNada',
    defaultMessage: 'Listen on Nada',
    description: 'Link from the embedded player to the playlist on the Nada site (opens a new tab)',
  },
  missingSource: {
    id: 'player.embed.missingSource',
    defaultMessage: 'No playlist chosen: set the player’s playlist attribute.',
    description: 'Embedded player: the partner site did not name a playlist (for the site’s developer)',
  },
});
