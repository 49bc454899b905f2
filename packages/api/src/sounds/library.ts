import {randomUUID} from 'node:crypto';
import {createReadStream, createWriteStream} from 'node:fs';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Readable} from 'node:stream';
import {pipeline} from 'node:stream/promises';
import {analyseSong, decodeAudio} from '@nada/audio';
import type {SongAnalysis} from '@nada/audio';
import type {Kysely} from 'kysely';
import {SOUND_LIBRARY_OWNER_ID} from '../db/schema.ts';
import type {Database, FileRow, SoundRow} from '../db/schema.ts';
import {apiError} from '../errors.ts';
import {sanitizeFileName} from '../files/fileName.ts';
import {findOwnedFile, insertFile} from '../files/store.ts';
import {newFileKey} from '../storage/storage.ts';
import type {Storage} from '../storage/storage.ts';
import {deleteSound, insertSound, libraryFiles} from './store.ts';
import type {AuditEntry, NewSound} from './store.ts';

/** What the library's commands need. */
export interface LibraryDeps {
  db: Kysely<Database>;
  storage: Storage;
  ffmpegPath: string;
}

/** Stores `content` as a file of the library account (kept for good: no expiry); answers its row. */
async function storeLibraryFile(
  deps: LibraryDeps,
  content: Readable,
  facts: {name: string; contentType: string; durationSeconds: number | null},
): Promise<FileRow> {
  const key = newFileKey(SOUND_LIBRARY_OWNER_ID);
  const stored = await deps.storage.put(key, content);
  try {
    return await insertFile(deps.db, {
      id: randomUUID(),
      owner_id: SOUND_LIBRARY_OWNER_ID,
      storage_key: key,
      original_name: facts.name,
      content_type: facts.contentType,
      size_bytes: stored.size,
      sha256: stored.sha256,
      created_at: new Date().toISOString(),
      expires_at: null,
      duration_seconds: facts.durationSeconds,
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** Removes the library's files among `ids`: content first, then the rows. */
async function removeLibraryFiles(deps: LibraryDeps, ids: readonly string[]): Promise<void> {
  const files = await libraryFiles(deps.db, ids);
  for (const file of files) await deps.storage.delete(file.storage_key);
  if (files.length)
    await deps.db
      .deleteFrom('files')
      .where(
        'id',
        'in',
        files.map((file) => file.id),
      )
      .execute();
}

/** A sound to add: its audio file on this machine, what analysis measured and its fields. */
export interface SoundSource {
  /** A local audio file; copied into storage. */
  path: string;
  /** The download name, e.g. 'nada-dangdut-kendang-130bpm.flac'. */
  fileName: string;
  contentType: string;
  analysis: SongAnalysis;
  fields: Omit<NewSound, 'file_id' | 'peaks_file_id' | 'duration_seconds' | 'loudness_lufs'>;
}

/**
 * Adds a sound to the library: stores its audio and peaks JSON as library files, then the row and
 * its audit entry. Answers the row, or undefined when a starter sound of that slug exists already
 * (the files stored here are removed again).
 */
export async function addSound(
  deps: LibraryDeps,
  source: SoundSource,
  audit: Pick<AuditEntry, 'actor' | 'action'>,
): Promise<SoundRow | undefined> {
  const {analysis} = source;
  const audio = await storeLibraryFile(deps, createReadStream(source.path), {
    name: source.fileName,
    contentType: source.contentType,
    durationSeconds: analysis.durationSeconds,
  });
  let peaks: FileRow | undefined;
  try {
    peaks = await storeLibraryFile(deps, Readable.from([JSON.stringify(analysis.peaks)]), {
      name: `${source.fileName.replace(/\.[^.]+$/, '')}.peaks.json`,
      contentType: 'application/json',
      durationSeconds: null,
    });
    const row = await insertSound(
      deps.db,
      {
        ...source.fields,
        file_id: audio.id,
        peaks_file_id: peaks.id,
        duration_seconds: analysis.durationSeconds,
        // Silence reads -70, the gate: no loudness to show.
        loudness_lufs: analysis.loudness > -70 ? analysis.loudness : null,
      },
      audit,
    );
    if (!row) await removeLibraryFiles(deps, [audio.id, peaks.id]);
    return row;
  } catch (error) {
    await removeLibraryFiles(deps, peaks ? [audio.id, peaks.id] : [audio.id]).catch(() => undefined);
    throw error;
  }
}

// Words in a file name that say what a sound is, first match wins.
const CATEGORY_WORDS: [RegExp, NewSound['category']][] = [
  [/vocal|vox|voice|vokal|suara/i, 'vocal'],
  [/drum|beat|groove|kendang|perc|kick|snare|hat/i, 'drums'],
  [/bass/i, 'bass'],
  [/chord|akor|piano|guitar|gitar|keys/i, 'chords'],
  [/pad/i, 'pads'],
  [/fx|riser|sweep|impact|efek/i, 'fx'],
];

/** A title from a file name: without its extension, underscores and hyphens as spaces. */
export function titleFromFileName(name: string): string {
  const title = name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (title || 'Suara').slice(0, 120);
}

/**
 * Makes a new (unpublished) sound from `fileId`, an audio file `admin` uploaded: decodes it,
 * measures its length, tempo, key, loudness and waveform peaks, guesses its category and kind
 * from its name and length (the admin corrects them), and copies it into the library, so the
 * sound outlives the upload's retention and the admin's account. FILE_NOT_FOUND for a file that is
 * not theirs, FILE_NOT_AUDIO for a peaks JSON or image, FILE_UNREADABLE when it does not decode.
 */
export async function createSoundFromUpload(
  deps: LibraryDeps,
  admin: {id: string; email: string | null},
  fileId: string,
): Promise<SoundRow> {
  const file = await findOwnedFile(deps.db, admin.id, fileId);
  if (!file) throw apiError('FILE_NOT_FOUND');
  if (!file.content_type.startsWith('audio/')) throw apiError('FILE_NOT_AUDIO');
  const folder = await mkdtemp(join(tmpdir(), 'nada-sound-'));
  try {
    const path = join(folder, 'upload');
    await pipeline(await deps.storage.get(file.storage_key), createWriteStream(path));
    let analysis: SongAnalysis;
    try {
      analysis = analyseSong(await decodeAudio(path, {ffmpegPath: deps.ffmpegPath}));
    } catch (error) {
      // The decoder's own error stays the cause, for the log.
      throw Object.assign(apiError('FILE_UNREADABLE'), {cause: error});
    }
    const title = titleFromFileName(file.original_name);
    const oneShot = analysis.durationSeconds < 2.5;
    const category =
      CATEGORY_WORDS.find(([pattern]) => pattern.test(file.original_name))?.[1] ??
      (oneShot ? 'one-shot' : 'melody');
    const row = await addSound(
      deps,
      {
        path,
        fileName: sanitizeFileName(file.original_name, 'sound'),
        contentType: file.content_type,
        analysis,
        fields: {
          title_id: title,
          title_en: title,
          category,
          genre: null,
          tags: '',
          mood: null,
          // A one-shot has no tempo to speak of; the estimator would still answer one.
          bpm: oneShot || analysis.bpm <= 0 ? null : analysis.bpm,
          musical_key: analysis.key || null,
          licence: 'CC0-1.0',
          kind: oneShot ? 'one-shot' : 'loop',
          published: 0,
          starter_slug: null,
        },
      },
      {actor: admin, action: 'create'},
    );
    // Uploaded sounds have no slug, so the insert cannot be skipped.
    if (!row) throw new Error('The new sound was not stored');
    return row;
  } finally {
    await rm(folder, {recursive: true, force: true});
  }
}

/** Deletes sound `id` and its audio and peaks files (rows and content); answers whether it existed. */
export async function removeSound(
  deps: LibraryDeps,
  id: string,
  actor: AuditEntry['actor'],
): Promise<boolean> {
  const row = await deleteSound(deps.db, id, actor);
  if (!row) return false;
  // Playlist items that held it stay, shown as unavailable, like any deleted file's.
  await removeLibraryFiles(deps, row.peaks_file_id ? [row.file_id, row.peaks_file_id] : [row.file_id]);
  return true;
}
