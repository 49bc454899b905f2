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

/** Loads one public playlist by id; the element calls it, tests and stories pass their own. */
export type EmbedPlaylistLoader = (id: string) => Promise<EmbedPlaylist>;

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
 * The loader that asks a Nada site (`origin`) for a public playlist: `GET /api/embed/playlists/:id`,
 * without cookies or credentials, its stream URLs made absolute. `locale` picks the page it links to.
 */
export function apiPlaylistLoader(
  origin: string,
  locale: 'id' | 'en',
  fetchImpl: typeof fetch = fetch,
): EmbedPlaylistLoader {
  return async (id) => {
    let response: Response;
    try {
      response = await fetchImpl(`${origin}/api/embed/playlists/${encodeURIComponent(id)}`, {
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      });
    } catch (cause) {
      throw new EmbedLoadError('failed', {cause});
    }
    if (response.status === 404) throw new EmbedLoadError('unavailable');
    if (!response.ok) throw new EmbedLoadError('failed');
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
