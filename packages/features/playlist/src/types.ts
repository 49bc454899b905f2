/** Who may open a playlist: only its owner, or anyone with the link. */
export type PlaylistVisibility = 'private' | 'public';

/** Where a list the app loads stands: still loading, shown, or failed. */
export type PlaylistLoadStatus = 'loading' | 'ready' | 'error';

/** A playlist as the "add to playlist" dialog lists it. */
export interface PlaylistChoice {
  /** The playlist's id. */
  id: string;
  /** The playlist's name. */
  title: string;
  /** How many items it holds. */
  itemCount: number;
  /** Whether the item being added is already in it (from `GET /api/files/:id/playlists`). */
  containsItem: boolean;
}

/** A playlist as the list of the user's playlists shows it (the API's PlaylistSummary). */
export interface PlaylistSummary {
  /** The playlist's id. */
  id: string;
  /** The playlist's name. */
  title: string;
  /** Its description, possibly empty. */
  description?: string | null;
  /** Private or public. */
  visibility: PlaylistVisibility;
  /** How many items it holds. */
  itemCount: number;
  /** The length of all its items together, in seconds. */
  durationSeconds: number;
  /** When it last changed, as an ISO date-time. */
  updatedAt: string;
}

/** One item of a playlist in the editor (the API's PlaylistItem; other fields are ignored). */
export interface PlaylistEditorItem {
  /** The item's id (not the file's). */
  id: string;
  /** The title shown for the item. */
  title: string;
  /** The item's length in seconds. */
  durationSeconds: number;
  /** False when the file has expired or been deleted: the item stays, greyed, until removed. */
  available: boolean;
}

/** A playlist with its items, as the editor shows it (the API's Playlist). */
export interface PlaylistEditorPlaylist {
  /** The playlist's id. */
  id: string;
  /** The playlist's name. */
  title: string;
  /** Its description, possibly empty. */
  description?: string | null;
  /** Private or public. */
  visibility: PlaylistVisibility;
  /** Whether the viewer owns it; a viewer who does not gets no editing controls. */
  isOwner: boolean;
  /** The owner's display name, shown to other viewers. */
  ownerName?: string | null;
  /** The items in their saved order. */
  items: readonly PlaylistEditorItem[];
}

/** The changes the editor asks the app to save (the body of `PATCH /api/playlists/:id`). */
export interface PlaylistPatch {
  /** A new name, trimmed, 1 to 80 characters. */
  title?: string;
  /** A new description, trimmed, up to 500 characters. */
  description?: string;
  /** A new visibility. */
  visibility?: PlaylistVisibility;
}

/** The HTML that embeds a public playlist or track on another site. */
export interface EmbedCode {
  /** An iframe of its embed page. */
  iframe: string;
  /** The `<script>` of the embeddable player and its `<nada-player>` element. */
  element: string;
}
