import type {EmbedCode, PlayerApi} from '@nada/player';
import type {AnchorHTMLAttributes, ComponentType} from 'react';

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

/** The HTML that embeds a public playlist or track on another site (the player's embed code). */
export type {EmbedCode};

/** One entry of a playlist, pointing at one of the owner's files, with a signed stream URL (the API's PlaylistItem). */
export interface PlaylistItem {
  /** The item's id (not the file's). */
  id: string;
  /** The file it plays. */
  fileId: string;
  /** The title shown for the item. */
  title: string;
  /** The item's length in seconds, when known. */
  durationSeconds: number | null;
  /** False once the file has expired or been deleted. */
  available: boolean;
  /** A signed URL to play the file; null when it is unavailable. */
  streamUrl: string | null;
  /** When `streamUrl` stops working (ISO 8601): read the playlist again after it. */
  streamUrlExpiresAt: string | null;
  /** A signed URL of the file's waveform peaks (JSON), when a job made them. */
  peaksUrl: string | null;
}

/** A playlist with its owner and items, as `GET /api/playlists/:id` answers (the API's Playlist). */
export interface Playlist {
  /** The playlist's id. */
  id: string;
  /** The playlist's name. */
  title: string;
  /** Its description, empty when there is none. */
  description: string;
  /** Private or public. */
  visibility: PlaylistVisibility;
  /** Every item, unavailable ones included. */
  itemCount: number;
  /** The length of its available items together, in seconds. */
  durationSeconds: number;
  /** The owner's user id (their public profile's). */
  ownerId: string;
  /** The owner's display name, if they have one. */
  ownerName: string | null;
  /** Whether the viewer owns it (and may change it). */
  isOwner: boolean;
  /** The items in play order. */
  items: PlaylistItem[];
}

/** A page of the caller's playlists, newest first. */
export interface PlaylistPage {
  items: PlaylistSummary[];
  /** The next page's cursor, or null on the last page. */
  nextCursor: string | null;
}

/** What a playlist is called and who may see it, as it is created. */
export interface PlaylistDetails extends PlaylistPatch {
  /** 1 to 80 characters (trimmed by the API). */
  title: string;
}

/** A playlist that already holds a file (the add dialog's checkmarks). */
export interface PlaylistRef {
  id: string;
  title: string;
}

/** The file "add to playlist" adds: its id and the title its items get. */
export interface PlaylistFile {
  /** One of the user's files (or a published sound's). */
  fileId: string;
  /** The item's title in the playlist (the song's name, and the stem's). */
  title: string;
}

/**
 * How the package reaches the playlists: the app passes its calls to the API (through its generated
 * client; stories and tests pass fakes), so the package knows no URL, client or token. A call the
 * API refuses rejects with an error carrying the API's `code` (`PLAYLIST_NOT_FOUND`, `PLAYLIST_LIMIT`,
 * `PLAYLIST_FULL`, `PLAYLIST_ITEM_EXISTS`); a failed fetch rejects with a `TypeError`.
 */
export interface PlaylistsClient {
  /** Resolves once calls carry the user's session; the lists and the playlist read after it. */
  ready?(): Promise<unknown>;
  /** One page of the caller's playlists (`GET /api/playlists`); `cursor` is the previous page's `nextCursor`. */
  listPlaylists(cursor?: string, limit?: number): Promise<PlaylistPage>;
  /** A playlist of the caller's, or a public one; 404 PLAYLIST_NOT_FOUND otherwise. */
  getPlaylist(id: string): Promise<Playlist>;
  /** Creates a playlist (private unless said otherwise); 409 PLAYLIST_LIMIT past the most allowed. */
  createPlaylist(details: PlaylistDetails): Promise<Playlist>;
  /** Changes a playlist's title, description or visibility. */
  updatePlaylist(id: string, changes: PlaylistPatch): Promise<Playlist>;
  /** Deletes a playlist and its items (the files stay). */
  deletePlaylist(id: string): Promise<void>;
  /** Appends a file; 409 PLAYLIST_ITEM_EXISTS when it is there already, 409 PLAYLIST_FULL past the most items. */
  addPlaylistItem(playlistId: string, fileId: string, title?: string): Promise<unknown>;
  /** Takes an item out of a playlist (the file stays). */
  removePlaylistItem(playlistId: string, itemId: string): Promise<void>;
  /** Puts a playlist's items in a new order: `itemIds` must be exactly its items' ids. */
  reorderPlaylist(playlistId: string, itemIds: string[]): Promise<Playlist>;
  /** The caller's playlists that already hold a file. */
  playlistsWithFile(fileId: string): Promise<PlaylistRef[]>;
}

/** The props the app's link component gets: an anchor's, with the address in `href`. */
export type PlaylistLinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {href: string};

/** The app's link component (a router link taking `href`); a plain `<a>` when absent. */
export type PlaylistLinkComponent = ComponentType<PlaylistLinkComponentProps>;

/** What playing a playlist needs of the app's player: `usePlayer()` of @nada/player gives it. */
export type PlaylistPlayer = Pick<PlayerApi, 'shuffle' | 'current' | 'setShuffle' | 'play'>;
