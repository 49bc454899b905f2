import type {ReactNode} from 'react';
import {PlaylistDetail, type PlaylistDetailProps} from './PlaylistDetail';
import {PlaylistIndex} from './PlaylistIndex';

/** What the playlist page tells the list it returns to after a deletion (the navigation's state). */
export interface DeletedPlaylistState {
  /** The deleted playlist's title, for the notice. */
  deletedTitle: string;
}

/** The deleted playlist's title a navigation's state carries, or null when it carries none. */
export function deletedTitleOf(state: unknown): string | null {
  return typeof state === 'object' &&
    state !== null &&
    typeof (state as DeletedPlaylistState).deletedTitle === 'string'
    ? (state as DeletedPlaylistState).deletedTitle
    : null;
}

/** The address anyone can open a playlist at (it is public): `<origin><list path>?id=<id>`. */
export function playlistShareUrl(origin: string, path: string, id: string): string {
  return `${origin}${path}?id=${encodeURIComponent(id)}`;
}

/** The page's query showing an export (`job=<id>`), or none (null), the rest of it kept. */
export function withExportJob(search: URLSearchParams, job: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (job) next.set('job', job);
  else next.delete('job');
  return next;
}

/** Props of {@link PlaylistPageView}. */
export interface PlaylistPageViewProps extends Omit<PlaylistDetailProps, 'id' | 'onDeleted'> {
  /** The playlist open (the page's `?id=`), or null for the user's playlists. */
  id: string | null;
  /** The page's heading over the user's playlists (one playlist is named by its own heading). */
  header: ReactNode;
  /** Opens a playlist (the app navigates to its page), a new one too. */
  onOpen: (playlistId: string) => void;
  /** The state the list was navigated to with: after a deletion, it names the deleted playlist. */
  navigationState?: unknown;
  /** Goes back to the list once the owner deleted the playlist, with the state to navigate with. */
  onDeleted: (state: DeletedPlaylistState) => void;
}

/**
 * The playlist page: one playlist (to edit, export and share, or to listen to), or the user's
 * playlists under the page's heading, with a notice after a deletion.
 */
export function PlaylistPageView({
  id,
  header,
  onOpen,
  navigationState,
  onDeleted,
  ...detail
}: PlaylistPageViewProps) {
  if (id) {
    return (
      <PlaylistDetail key={id} id={id} onDeleted={(deletedTitle) => onDeleted({deletedTitle})} {...detail} />
    );
  }
  return (
    <>
      {header}
      <PlaylistIndex onOpen={onOpen} deletedTitle={deletedTitleOf(navigationState)} />
    </>
  );
}
