import type {SoundAuditRow, SoundRow} from '../db/schema.ts';
import type {Disposition, SignedFileUrl} from '../files/signedUrl.ts';

/** A sound as the API presents it (`Sound` in the OpenAPI document). */
export interface SoundView {
  id: string;
  title: {id: string; en: string};
  category: SoundRow['category'];
  genre: string | null;
  tags: string[];
  mood: string | null;
  bpm: number | null;
  key: string | null;
  durationSeconds: number;
  loudnessLufs: number | null;
  licence: string;
  kind: SoundRow['kind'];
  published: boolean;
  streamUrl: string;
  streamUrlExpiresAt: string;
  downloadUrl: string;
  peaksUrl: string | null;
  fileId: string;
  createdAt: string;
  updatedAt: string;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Presents a sound row, its stream, download and peaks URLs signed by `sign`. */
export function presentSound(
  row: SoundRow,
  sign: (fileId: string, disposition: Disposition) => SignedFileUrl,
): SoundView {
  const stream = sign(row.file_id, 'inline');
  return {
    id: row.id,
    title: {id: row.title_id, en: row.title_en},
    category: row.category,
    genre: row.genre,
    tags: row.tags ? row.tags.split(' ') : [],
    mood: row.mood,
    bpm: row.bpm === null ? null : round(Number(row.bpm), 1),
    key: row.musical_key,
    durationSeconds: round(Number(row.duration_seconds), 3),
    loudnessLufs: row.loudness_lufs === null ? null : round(Number(row.loudness_lufs), 1),
    licence: row.licence,
    kind: row.kind,
    published: row.published === 1,
    streamUrl: stream.url,
    streamUrlExpiresAt: stream.expiresAt,
    downloadUrl: sign(row.file_id, 'attachment').url,
    peaksUrl: row.peaks_file_id ? sign(row.peaks_file_id, 'inline').url : null,
    fileId: row.file_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** An audit entry as the API presents it. */
export function presentAuditEntry(row: SoundAuditRow) {
  return {
    id: row.id,
    soundId: row.sound_id,
    soundTitle: row.sound_title,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action as 'create' | 'update' | 'publish' | 'unpublish' | 'delete' | 'seed',
    changes: JSON.parse(row.changes) as Record<string, unknown>,
    at: row.created_at,
  };
}
