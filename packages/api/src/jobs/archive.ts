import {extname} from 'node:path';
import type {FastifyBaseLogger, FastifyReply} from 'fastify';
import type {Kysely} from 'kysely';
import type {Database, FileRow, JobRow} from '../db/schema.ts';
import {apiError} from '../errors.ts';
import {contentDisposition} from '../files/fileName.ts';
import {findOwnedFiles} from '../files/store.ts';
import {zipLength, zipStream} from '../files/zip.ts';
import type {ZipEntry} from '../files/zip.ts';
import {ObjectNotFoundError} from '../storage/storage.ts';
import type {Storage} from '../storage/storage.ts';
import {inputFileIdsOf, outputOf, resultLocaleOf} from './jobRow.ts';
import type {JobKinds} from './registry.ts';
import {resultLanguage, stripExtension, variantFileName} from './resultNames.ts';

/** What goes in a job's result archive. */
export interface JobArchive {
  /** The download's name, e.g. "My Song.zip". */
  name: string;
  /** The result's audio files, in result order. */
  files: FileRow[];
}

/**
 * The audio files of a succeeded job's result (peaks and other data files stay out), and the
 * archive's name: its first input's name, else the job id's start, with what sets the result apart
 * from the song's other results (its kind's `resultFacts.variant`: stem set, key, tempo, format) in
 * the job's language, and `.zip`.
 */
export async function archiveFiles(db: Kysely<Database>, kinds: JobKinds, job: JobRow): Promise<JobArchive> {
  const output = outputOf(job);
  const fileIds = output?.fileIds ?? [];
  const inputIds = inputFileIdsOf(job);
  const ids = [...fileIds, ...inputIds.slice(0, 1)];
  const rows = await findOwnedFiles(db, job.owner_id, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const files = fileIds
    .map((id) => byId.get(id))
    .filter((file): file is FileRow => file !== undefined && file.content_type.startsWith('audio/'));
  const input = inputIds[0] === undefined ? undefined : byId.get(inputIds[0]);
  const base = input ? stripExtension(input.original_name) : `nada-${job.id.slice(0, 8)}`;
  const language = await resultLanguage(db, job.owner_id, resultLocaleOf(job));
  const variant = (output && kinds.get(job.kind)?.resultFacts.variant?.(output.data)) ?? {};
  return {name: variantFileName(base, variant, language, '.zip'), files};
}

/** Names made unique inside one archive: a repeated "a.mp3" becomes "a (2).mp3". */
function uniqueNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; seen.has(candidate.toLowerCase()); n++)
      candidate = `${stripExtension(name)} (${n})${extname(name)}`;
    seen.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * Sends `archive` as a ZIP download with its exact Content-Length. A result with no audio left
 * (all expired or deleted) answers 404; a file whose content vanished mid-way ends the response
 * early (the client sees a short download rather than a broken archive claiming to be whole).
 */
export async function streamJobArchive(options: {
  reply: FastifyReply;
  storage: Storage;
  archive: JobArchive;
  log: FastifyBaseLogger;
  /** Seconds the signed URL stays valid: how long the browser may keep the answer. */
  expiresIn: number;
}): Promise<FastifyReply> {
  const {reply, storage, archive, log} = options;
  if (!archive.files.length) throw apiError('FILE_NOT_FOUND');
  // Checked before the first byte, so a missing object still answers a clean 404.
  for (const file of archive.files) {
    if (!(await storage.exists(file.storage_key))) {
      log.error({key: file.storage_key}, 'file row without content');
      throw apiError('FILE_NOT_FOUND');
    }
  }
  const names = uniqueNames(archive.files.map((file) => file.original_name));
  const entries: ZipEntry[] = archive.files.map((file, index) => ({
    name: names[index] ?? file.original_name,
    sizeBytes: file.size_bytes,
    modified: new Date(file.created_at),
    open: async () => {
      try {
        return await storage.get(file.storage_key);
      } catch (error) {
        if (error instanceof ObjectNotFoundError)
          log.error({key: file.storage_key}, 'file row without content');
        throw error;
      }
    },
  }));
  reply.header('content-type', 'application/zip');
  reply.header('content-length', String(zipLength(entries)));
  reply.header('content-disposition', contentDisposition('attachment', archive.name));
  reply.header('cache-control', `private, max-age=${Math.max(0, options.expiresIn)}`);
  return reply.send(zipStream(entries));
}
