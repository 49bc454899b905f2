import type {PlaylistVisibility} from '../db/schema.ts';
import type {SignedFileUrl} from '../files/signedUrl.ts';
import type {PlaylistItemFileRow, PlaylistSummaryRow} from './store.ts';

/** A playlist as its summary presents it. */
export interface PlaylistSummaryView {
  id: string;
  title: string;
  description: string;
  visibility: PlaylistVisibility;
  itemCount: number;
  durationSeconds: number;
  createdAt: string;
  updatedAt: string;
}

/** One item as the playlist presents it. */
export interface PlaylistItemView {
  id: string;
  fileId: string;
  title: string;
  durationSeconds: number | null;
  contentType: string;
  available: boolean;
  position: number;
  addedAt: string;
  streamUrl: string | null;
  streamUrlExpiresAt: string | null;
  peaksUrl: string | null;
}

/** A whole playlist, as one reader sees it. */
export interface PlaylistView extends PlaylistSummaryView {
  ownerId: string;
  ownerName: string | null;
  isOwner: boolean;
  items: PlaylistItemView[];
}

/** The presentation of a playlist row with its counts. */
export function presentPlaylistSummary(row: PlaylistSummaryRow): PlaylistSummaryView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    visibility: row.visibility,
    itemCount: Number(row.item_count ?? 0),
    // Summed in the database; rounded to milliseconds so float noise never shows.
    durationSeconds: Math.round(Number(row.duration_seconds ?? 0) * 1000) / 1000,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Presents `item`, with signed URLs made by `sign` when it is available (its peaks' too, when `peaks` knows them). */
export function presentPlaylistItem(
  item: PlaylistItemFileRow,
  peaks: Map<string, string>,
  sign: (fileId: string) => SignedFileUrl,
): PlaylistItemView {
  const available = item.file_row_id !== null;
  const stream = available ? sign(item.file_id) : null;
  const peaksFileId = available ? peaks.get(item.file_id) : undefined;
  return {
    id: item.id,
    fileId: item.file_id,
    title: item.title,
    durationSeconds: available ? item.file_duration_seconds : item.duration_seconds,
    contentType: item.file_content_type ?? item.content_type,
    available,
    position: item.position,
    addedAt: item.added_at,
    streamUrl: stream?.url ?? null,
    streamUrlExpiresAt: stream?.expiresAt ?? null,
    peaksUrl: peaksFileId ? sign(peaksFileId).url : null,
  };
}
