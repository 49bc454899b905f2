import {fetchPeaksFrom, type UploadTransport} from '@nada/jobs';
import {peakColumns, peaksDuration, type WaveformPeaks} from '@nada/waveform';
import type {SoundAuditEntry} from './SoundAuditList';
import type {SoundChange} from './SoundEditPanel';
import type {SoundFacets, SoundFilters, SoundSummary} from './types';

/** A sound of the library as the API lists it (`GET /api/sounds`): its facts and its signed URLs. */
export interface LibrarySound extends Omit<
  SoundSummary,
  'peaks' | 'loudnessLufs' | 'createdAt' | 'updatedAt'
> {
  loudnessLufs: number | null;
  /** Signed URL to play it. */
  streamUrl: string;
  /** When `streamUrl` stops working (ISO 8601). */
  streamUrlExpiresAt: string;
  /** Signed URL to save it under its name. */
  downloadUrl: string;
  /** Signed URL of its waveform peaks; null when none. */
  peaksUrl: string | null;
  /** Its stored file, which a playlist item names. */
  fileId: string;
  createdAt: string;
  updatedAt: string;
}

/** A page of sounds with the facet counts; `nextCursor` reads the next one (null on the last). */
export interface SoundPage {
  items: LibrarySound[];
  nextCursor: string | null;
  facets: SoundFacets;
}

/** One change of the library as the API's audit records it. */
export interface SoundAuditRecord {
  id: string;
  soundTitle: string;
  actorId: string | null;
  actorEmail: string | null;
  /** `create`, `update`, `publish`, `unpublish`, `delete` or `seed` (Nada's own starter set). */
  action: string;
  /** The columns an update changed, by their names in the database. */
  changes: Record<string, unknown>;
  at: string;
}

/** A page of the audit, newest first. */
export interface SoundAuditPage {
  items: SoundAuditRecord[];
  nextCursor: string | null;
}

/**
 * How the library's pages reach the API: the app passes its calls (stories and tests pass fakes).
 * A refused call rejects with an error carrying the API's `code`.
 */
export interface SoundClient {
  /** One page of published sounds under the filters (anyone, signed in or not). */
  listSounds(
    filters: SoundFilters,
    locale: 'id' | 'en',
    cursor?: string,
    signal?: AbortSignal,
  ): Promise<SoundPage>;
}

/** The admins' calls: every sound, upload and analysis, changes, bulk actions and the audit. */
export interface SoundAdminClient {
  /** The resumable upload the minus one uses. */
  uploads: UploadTransport<{id: string}>;
  /** One page of every sound, published or not (`published` null: both). */
  listAdminSounds(
    filters: SoundFilters,
    published: boolean | null,
    locale: 'id' | 'en',
    cursor?: string,
  ): Promise<SoundPage>;
  /** Makes an uploaded file a sound: the server analyses it and answers the unpublished sound. */
  createSound(fileId: string): Promise<LibrarySound>;
  /** Saves an admin's changes of a sound. */
  updateSound(id: string, change: SoundChange): Promise<LibrarySound>;
  /** Deletes a sound and its file. */
  deleteSound(id: string): Promise<void>;
  /** Publishes, unpublishes or deletes several sounds. */
  bulkSounds(ids: string[], action: 'publish' | 'unpublish' | 'delete'): Promise<number>;
  /** One page of the audit, newest first. */
  listAudit(cursor?: string): Promise<SoundAuditPage>;
}

/** The names the audit gives the columns it lists, as the editor's fields are named. */
const auditFieldNames: Record<string, string> = {title_id: 'title', title_en: 'title', musical_key: 'key'};

/** The audit entries as the list shows them; Nada's own starter set is added by "Nada". */
export function auditEntriesOf(page: SoundAuditPage): SoundAuditEntry[] {
  return page.items.map((item) => ({
    id: item.id,
    soundTitle: item.soundTitle,
    actor: item.actorEmail ?? (item.action === 'seed' ? 'Nada' : (item.actorId ?? 'Nada')),
    action: item.action,
    fields:
      item.action === 'update'
        ? [...new Set(Object.keys(item.changes).map((name) => auditFieldNames[name] ?? name))]
        : [],
    at: item.at,
  }));
}

/** How many columns the small waveform of a sound has. */
const WAVE_COLUMNS = 48;

/** The column heights (0..1, loudest 1) of a small waveform drawn from peaks. */
export function waveColumns(peaks: WaveformPeaks, columns = WAVE_COLUMNS): number[] {
  const {min, max} = peakColumns(peaks, {start: 0, end: peaksDuration(peaks), columns});
  const heights = Array.from(max, (top, index) => {
    const low = min[index] ?? 0;
    return Number.isNaN(top) ? 0 : Math.max(Math.abs(top), Math.abs(low));
  });
  const loudest = Math.max(...heights, 1e-6);
  return heights.map((height) => height / loudest);
}

/** A sound's waveform peaks (null when they cannot be read). */
export function peaksOf(sound: LibrarySound): Promise<WaveformPeaks | null> {
  return fetchPeaksFrom(sound.peaksUrl);
}

/** A sound as the parts show it. */
export function summaryOf(sound: LibrarySound, peaks?: WaveformPeaks | null): SoundSummary {
  return {
    id: sound.id,
    title: sound.title,
    category: sound.category,
    genre: sound.genre,
    tags: sound.tags,
    mood: sound.mood,
    bpm: sound.bpm,
    key: sound.key,
    durationSeconds: sound.durationSeconds,
    loudnessLufs: sound.loudnessLufs,
    kind: sound.kind,
    published: sound.published,
    peaks: peaks ? waveColumns(peaks) : null,
    createdAt: sound.createdAt,
    updatedAt: sound.updatedAt,
  };
}
