import type {FileRow} from '../db/schema.ts';

/** A file as the API presents it to its owner. */
export interface FileView {
  id: string;
  name: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  durationSeconds: number | null;
  codec: string | null;
  channels: number | null;
  sampleRateHz: number | null;
  createdAt: string;
  expiresAt: string | null;
}

/** The presentation of a `files` row: no storage key, no owner id. */
export function presentFile(row: FileRow): FileView {
  return {
    id: row.id,
    name: row.original_name,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    sha256: row.sha256,
    durationSeconds: row.duration_seconds,
    codec: row.codec,
    channels: row.channels,
    sampleRateHz: row.sample_rate_hz,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}
