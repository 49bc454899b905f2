import {z} from 'zod';
import {lineSchema} from '../displayText.ts';

/** A stored file as its owner sees it. */
export const fileSchema = z
  .object({
    id: z.string(),
    name: z.string().describe('The original file name, sanitised'),
    contentType: z.string().describe('From the content (magic bytes and ffprobe), never from the client'),
    sizeBytes: z.number().int(),
    sha256: z.string().describe('Hex SHA-256 of the content'),
    durationSeconds: z.number().nullable(),
    codec: z.string().nullable().describe("Codec of the first audio stream, e.g. 'mp3'"),
    channels: z.number().int().nullable(),
    sampleRateHz: z.number().int().nullable(),
    createdAt: z.string().describe('ISO 8601'),
    expiresAt: z.string().nullable().describe('When retention ends (ISO 8601); null keeps the file'),
  })
  .meta({id: 'File'});

/** The answer to the upload that completes a file. */
export const uploadedFileSchema = z.object({file: fileSchema}).meta({id: 'UploadedFile'});

/** `GET /files` query. */
export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).describe('Page size'),
  cursor: z.string().max(500).optional().describe('`nextCursor` of the previous page'),
});

/** A page of the caller's files, newest first. */
export const fileListSchema = z
  .object({
    items: z.array(fileSchema),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last'),
  })
  .meta({id: 'FileList'});

/** `:id` in file routes. */
export const fileParamsSchema = z.object({id: z.string().min(1).max(100)});

/** The longest title a file can be renamed to, in characters. */
export const MAX_TITLE_LENGTH = 120;

/** `PATCH /files/:id` body: a new name for the file, which keeps its extension. */
export const renameFileSchema = z
  .object({
    title: lineSchema()
      .min(1)
      .max(MAX_TITLE_LENGTH)
      .describe(
        `The name without its extension, 1–${MAX_TITLE_LENGTH} characters after trimming; the file keeps its extension (\`name\` becomes "<title>.mp3")`,
      ),
  })
  .strict()
  .meta({id: 'FileRename'});

const dispositionSchema = z
  .enum(['inline', 'attachment'])
  .describe('inline plays in the page; attachment downloads');

/** `POST /files/:id/url` body; optional (Fastify reads a missing body as null). */
export const fileUrlBodySchema = z.object({disposition: dispositionSchema.default('inline')}).nullable();

/** A short-lived link to a file's content. */
export const fileUrlSchema = z
  .object({
    url: z.string().describe('Path of the signed content URL, on the API origin'),
    expiresAt: z.string().describe('ISO 8601'),
  })
  .meta({id: 'FileUrl'});

/** `GET /files/:id/content` query: what `POST /files/:id/url` signed. */
export const contentQuerySchema = z.object({
  expires: z.coerce.number().int().describe('Unix seconds'),
  sig: z.string().max(100),
  disposition: dispositionSchema.default('inline'),
});
