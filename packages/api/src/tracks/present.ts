import type {GeneratedTrackRow} from '../db/schema.ts';
import type {SignedFileUrl} from '../files/signedUrl.ts';
import type {TrackWithOwnerRow} from './store.ts';

/** A track as a list shows it. */
export interface TrackSummaryView {
  id: string;
  title: string;
  visibility: GeneratedTrackRow['visibility'];
  durationSeconds: number;
  mixFileId: string;
  streamUrl: string;
  streamUrlExpiresAt: string;
  peaksUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A track as one reader sees it. */
export interface TrackView extends TrackSummaryView {
  ownerId: string;
  ownerName: string | null;
  isOwner: boolean;
}

/** Presents a track row, with its mix and peaks URLs signed by `sign`. */
export function presentTrackSummary(
  row: GeneratedTrackRow,
  sign: (fileId: string) => SignedFileUrl,
): TrackSummaryView {
  const stream = sign(row.mix_file_id);
  return {
    id: row.id,
    title: row.title,
    visibility: row.visibility,
    // Stored as a float; milliseconds are enough for a player.
    durationSeconds: Math.round(Number(row.duration_seconds) * 1000) / 1000,
    mixFileId: row.mix_file_id,
    streamUrl: stream.url,
    streamUrlExpiresAt: stream.expiresAt,
    peaksUrl: row.peaks_file_id ? sign(row.peaks_file_id).url : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Presents track `row` as `viewerId` (null: anonymous) reads it. */
export function presentTrack(
  row: TrackWithOwnerRow,
  viewerId: string | null,
  sign: (fileId: string) => SignedFileUrl,
): TrackView {
  return {
    ...presentTrackSummary(row, sign),
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    isOwner: row.owner_id === viewerId,
  };
}
