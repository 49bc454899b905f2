import {extname} from 'node:path';
import type {FastifyBaseLogger, FastifyReply} from 'fastify';
import type {Kysely} from 'kysely';
import type {Database, FileRow, JobRow} from '../db/schema.ts';
import {notFound} from '../errors.ts';
import {contentDisposition} from '../files/fileName.ts';
import {findOwnedFiles} from '../files/store.ts';
import {zipLength, zipStream} from '../files/zip.ts';
import type {ZipEntry} from '../files/zip.ts';
import {ObjectNotFoundError} from '../storage/storage.ts';
import type {Storage} from '../storage/storage.ts';
import type {SeparateResult} from './kinds/separateParams.ts';
import type {JobOutput} from './registry.ts';
import {resultLanguage, variantFileName} from './resultNames.ts';
import type {ResultLanguage, ResultVariant} from './resultNames.ts';

/** What goes in a job's result archive. */
export interface JobArchive {
  /** The download's name, e.g. "My Song.zip". */
  name: string;
  /** The result's audio files, in result order. */
  files: FileRow[];
}

/**
 * The audio files of a succeeded job's result (peaks and other data files stay out), and the
 * archive's name: its first input's name, else the job id's start, with what sets a separation
 * apart from the song's other results (stem set, key, tempo, format) in the job's language, and `.zip`.
 */
export async function archiveFiles(db: Kysely<Database>, job: JobRow): Promise<JobArchive> {
  const output = job.result ? (JSON.parse(job.result) as JobOutput) : undefined;
  const fileIds = output?.fileIds ?? [];
  const inputIds = JSON.parse(job.input_file_ids) as string[];
  const ids = [...fileIds, ...inputIds.slice(0, 1)];
  const rows = await findOwnedFiles(db, job.owner_id, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const files = fileIds
    .map((id) => byId.get(id))
    .filter((file): file is FileRow => file !== undefined && file.content_type.startsWith('audio/'));
  const input = inputIds[0] === undefined ? undefined : byId.get(inputIds[0]);
  const base = input ? stripExtension(input.original_name) : `nada-${job.id.slice(0, 8)}`;
  const params = JSON.parse(job.params) as {locale?: ResultLanguage};
  const language = await resultLanguage(db, job.owner_id, params.locale);
  return {name: variantFileName(base, separationVariant(job.kind, output?.data), language, '.zip'), files};
}

/**
 * What sets a separation apart, read from its result: a `separate` job's data, or an `import` job's
 * `separation` (null for one that made no stems); nothing for the other kinds, whose files carry
 * their own names.
 */
function separationVariant(kind: string, data: unknown): ResultVariant {
  const separation = (
    kind === 'separate'
      ? data
      : kind === 'import'
        ? (data as {separation?: unknown} | undefined)?.separation
        : null
  ) as Partial<Pick<SeparateResult, 'stems' | 'semitones' | 'tempo' | 'format'>> | null | undefined;
  if (!separation) return {};
  return {
    stems: separation.stems?.some((stem) => stem.name === 'drums') ? '4' : '2',
    semitones: separation.semitones,
    tempo: separation.tempo,
    format: separation.format,
  };
}

/** `name` without its extension ("My Song.mp3" -> "My Song"); a name that is only an extension stays. */
export function stripExtension(name: string): string {
  const extension = extname(name);
  return extension && extension.length < name.length ? name.slice(0, -extension.length) : name;
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
  if (!archive.files.length) throw notFound('file');
  // Checked before the first byte, so a missing object still answers a clean 404.
  for (const file of archive.files) {
    if (!(await storage.exists(file.storage_key))) {
      log.error({key: file.storage_key}, 'file row without content');
      throw notFound('file');
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
