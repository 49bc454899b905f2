// Kept apart from publicTracks.ts so that the root's player can tell a public track without loading
// the API client.

/** How the id of a public generated track in the player starts: `track:<track id>`. */
export const PUBLIC_TRACK_PREFIX = 'track:';

/** The player track id of a public generated track. */
export const publicTrackId = (trackId: string): string => `${PUBLIC_TRACK_PREFIX}${trackId}`;
