import type {PlayerTrack} from '../types';

/** A public playlist as the embedded player shows it. */
export interface EmbedPlaylist {
  /** The playlist's id. */
  id: string;
  /** Its name. */
  title: string;
  /** Who made it, when they have a name. */
  ownerName: string | null;
  /** Its playable songs, in order. */
  tracks: PlayerTrack[];
  /** The playlist's page on the Nada site. */
  pageUrl: string;
}

/** Why a playlist could not be shown: it is not public (or not there), or the request failed. */
export class EmbedLoadError extends Error {
  /** `unavailable`: private, deleted or unknown; `failed`: network or server trouble. */
  readonly reason: 'unavailable' | 'failed';

  constructor(reason: 'unavailable' | 'failed', options?: ErrorOptions) {
    super(
      reason === 'unavailable' ? 'The playlist is not public' : 'The playlist could not be loaded',
      options,
    );
    this.name = 'EmbedLoadError';
    this.reason = reason;
  }
}

/** What the player plays: a public playlist or one public generated track, by id. */
export interface EmbedSourceRef {
  kind: 'playlist' | 'track';
  id: string;
}

/** Loads one public playlist by id (a track as a playlist of one); the element calls it, tests and stories pass their own. */
export type EmbedPlaylistLoader = (id: string, kind?: EmbedSourceRef['kind']) => Promise<EmbedPlaylist>;

interface TrackBody {
  id: string;
  title: string;
  ownerName: string | null;
  durationSeconds: number;
  streamUrl: string;
  streamUrlExpiresAt: string;
}

interface PlaylistBody {
  id: string;
  title: string;
  ownerName: string | null;
  items: {
    id: string;
    title: string;
    available: boolean;
    durationSeconds: number | null;
    streamUrl: string | null;
    streamUrlExpiresAt: string | null;
  }[];
}

/**
 * The loader that asks a Nada site (`origin`) for a public playlist (`GET /api/embed/playlists/:id`)
 * or track (`GET /api/embed/tracks/:id`),
 * without cookies or credentials, its stream URLs made absolute. `locale` picks the page it links to.
 */
export function apiPlaylistLoader(
  origin: string,
  locale: 'id' | 'en',
  fetchImpl: typeof fetch = fetch,
): EmbedPlaylistLoader {
  return async (id, kind = 'playlist') => {
    let response: Response;
    try {
      response = await fetchImpl(`${origin}/api/embed/${kind}s/${encodeURIComponent(id)}`, {
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      });
    } catch (cause) {
      throw new EmbedLoadError('failed', {cause});
    }
    if (response.status === 404) throw new EmbedLoadError('unavailable');
    if (!response.ok) throw new EmbedLoadError('failed');
    if (kind === 'track') {
      const track = (await response.json()) as TrackBody;
      return {
        id: track.id,
        title: track.title,
        ownerName: track.ownerName,
        tracks: [
          {
            id: track.id,
            title: track.title,
            src: new URL(track.streamUrl, origin).href,
            durationSeconds: track.durationSeconds,
            expiresAt: track.streamUrlExpiresAt,
          },
        ],
        pageUrl: `${origin}${locale === 'en' ? '/en' : ''}/embed/track/${encodeURIComponent(track.id)}`,
      };
    }
    const body = (await response.json()) as PlaylistBody;
    const tracks = body.items.flatMap((item): PlayerTrack[] =>
      item.available && item.streamUrl
        ? [
            {
              id: item.id,
              title: item.title,
              src: new URL(item.streamUrl, origin).href,
              ...(item.durationSeconds !== null ? {durationSeconds: item.durationSeconds} : {}),
              ...(item.streamUrlExpiresAt ? {expiresAt: item.streamUrlExpiresAt} : {}),
            },
          ]
        : [],
    );
    const page = `${origin}${locale === 'en' ? '/en' : ''}/v3/playlist?id=${encodeURIComponent(body.id)}`;
    return {id: body.id, title: body.title, ownerName: body.ownerName, tracks, pageUrl: page};
  };
}
