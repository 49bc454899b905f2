import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {z} from 'zod';
import {requireUser} from '../auth/authPlugin.ts';
import {apiError} from '../errors.ts';
import {extname} from 'node:path';
import {contentDisposition, sanitizeFileName} from './fileName.ts';
import {deleteOwnedFile, findFile, findOwnedFile, listFiles, renameOwnedFile} from './store.ts';
import {presentFile} from './present.ts';
import {parseRange} from './range.ts';
import {signFileUrl} from './signedUrl.ts';
import type {FileUrlSigner} from './signedUrl.ts';
import {ObjectNotFoundError} from '../storage/storage.ts';
import type {ByteRange, Storage} from '../storage/storage.ts';
import {errorBodySchema} from '../errorSchema.ts';
import {
  contentQuerySchema,
  fileListSchema,
  fileParamsSchema,
  fileSchema,
  fileUrlBodySchema,
  fileUrlSchema,
  listQuerySchema,
  renameFileSchema,
} from './schema.ts';

/** What the file routes need besides the database. */
export interface FileRoutesOptions {
  storage: Storage;
  signer: FileUrlSigner;
}

/** `GET /files`, `GET|PATCH|DELETE /files/:id`, `POST /files/:id/url` and the signed `GET /files/:id/content`. */
export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (app, {storage, signer}) => {
  const db = app.nada.db.kysely;
  const tags = ['files'];

  app.get(
    '/files',
    {
      config: {auth: 'required'},
      schema: {
        summary: "The caller's files, newest first",
        tags,
        querystring: listQuerySchema,
        response: {200: fileListSchema, 400: errorBodySchema, 401: errorBodySchema},
      },
    },
    async (request) => {
      const owner = requireUser(request).row;
      const {limit, cursor} = request.query;
      try {
        const page = await listFiles(db, owner.id, {limit, cursor});
        return {items: page.rows.map(presentFile), nextCursor: page.nextCursor};
      } catch (error) {
        if (error instanceof RangeError)
          throw apiError('VALIDATION_FAILED', {cursor: 'is not a page cursor'});
        throw error;
      }
    },
  );

  app.get(
    '/files/:id',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'One of the caller’s files',
        tags,
        params: fileParamsSchema,
        response: {200: fileSchema, 401: errorBodySchema, 404: errorBodySchema},
      },
    },
    async (request) => {
      const row = await findOwnedFile(db, requireUser(request).row.id, request.params.id);
      if (!row) throw apiError('FILE_NOT_FOUND');
      return presentFile(row);
    },
  );

  app.patch(
    '/files/:id',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Renames one of the caller’s files (the song name its results and history show)',
        tags,
        params: fileParamsSchema,
        body: renameFileSchema,
        response: {200: fileSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema},
      },
    },
    async (request) => {
      const owner = requireUser(request).row;
      const existing = await findOwnedFile(db, owner.id, request.params.id);
      if (!existing) throw apiError('FILE_NOT_FOUND');
      // Cleaned as an uploaded name is, but a slash is part of a title ("AC/DC"), not a folder, and
      // becomes a dash so downloads stay one file; a title of control characters alone is no name.
      const title = sanitizeFileName(request.body.title.replace(/[/\\]/g, '-'), '');
      if (!title) throw apiError('VALIDATION_FAILED', {title: 'must contain visible characters'});
      const extension = extname(existing.original_name);
      const row = await renameOwnedFile(db, owner.id, existing.id, `${title}${extension}`);
      if (!row) throw apiError('FILE_NOT_FOUND');
      return presentFile(row);
    },
  );

  app.delete(
    '/files/:id',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Deletes one of the caller’s files and its content',
        tags,
        params: fileParamsSchema,
        response: {204: z.null().describe('Deleted'), 401: errorBodySchema, 404: errorBodySchema},
      },
    },
    async (request, reply) => {
      // The row goes first, so the file is never listed or served without its content; if the
      // content cannot be removed now it is an orphan in storage, logged, never a dangling row.
      const row = await deleteOwnedFile(db, requireUser(request).row.id, request.params.id);
      if (!row) throw apiError('FILE_NOT_FOUND');
      await storage.delete(row.storage_key).catch((error: unknown) => {
        request.log.error({err: error, key: row.storage_key}, 'file content not deleted');
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/files/:id/url',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'A short-lived signed URL to the file’s content (for <audio src> and downloads)',
        tags,
        params: fileParamsSchema,
        body: fileUrlBodySchema,
        response: {200: fileUrlSchema, 401: errorBodySchema, 404: errorBodySchema},
      },
    },
    async (request) => {
      const row = await findOwnedFile(db, requireUser(request).row.id, request.params.id);
      if (!row) throw apiError('FILE_NOT_FOUND');
      return signFileUrl(signer, app.prefix, row.id, request.body?.disposition ?? 'inline');
    },
  );

  app.get(
    '/files/:id/content',
    {
      schema: {
        summary: 'The file’s content, through a signed URL; supports Range',
        description:
          'No Authorization header: the signature is the credential, so `<audio src>` can use it. ' +
          'Answers 200 with the whole file or 206 with one byte range.',
        tags,
        params: fileParamsSchema,
        querystring: contentQuerySchema,
        response: {
          200: z.unknown().describe('The whole file, with its Content-Type and Content-Disposition'),
          206: z.unknown().describe('The requested byte range (Content-Range)'),
          403: errorBodySchema,
          404: errorBodySchema,
          416: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const {id} = request.params;
      const {expires, sig, disposition} = request.query;
      const now = Math.floor(Date.now() / 1000);
      const verdict = signer.verify(id, disposition, expires, sig, now);
      if (verdict === 'invalid') throw apiError('FILE_URL_INVALID');
      if (verdict === 'expired') throw apiError('FILE_URL_EXPIRED');
      const row = await findFile(db, id);
      if (!row) throw apiError('FILE_NOT_FOUND');

      const size = row.size_bytes;
      const wanted = parseRange(request.headers.range, size);
      reply.header('accept-ranges', 'bytes');
      // The signature is the credential: the embedded player plays it as <audio src> on partner sites.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      // Private: the URL is a credential, so no shared cache may keep the answer; the content under
      // an id never changes, so the browser may keep it while the URL is valid.
      reply.header('cache-control', `private, max-age=${Math.max(0, expires - now)}`);
      reply.header('etag', `"${row.sha256}"`);
      if (wanted.kind === 'unsatisfiable') {
        reply.header('content-range', `bytes */${size}`);
        throw apiError('RANGE_NOT_SATISFIABLE');
      }
      reply.header('content-type', row.content_type);
      reply.header('content-disposition', contentDisposition(disposition, row.original_name));
      if (wanted.kind === 'partial') {
        const {start, end} = wanted.range;
        reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
        reply.header('content-length', String(end - start + 1));
        return reply.send(await openContent(row.storage_key, wanted.range));
      }
      reply.header('content-length', String(size));
      return reply.send(await openContent(row.storage_key));
    },
  );

  // A row whose content is gone (removed by hand, a lost bucket) is as absent as the row itself.
  async function openContent(key: string, range?: ByteRange) {
    try {
      return await storage.get(key, range);
    } catch (error) {
      if (!(error instanceof ObjectNotFoundError)) throw error;
      app.log.error({key}, 'file row without content');
      throw apiError('FILE_NOT_FOUND');
    }
  }
};
