import {join} from 'node:path';
import {Readable} from 'node:stream';
import {FileStore} from '@tus/file-store';
import {Server as TusServer} from '@tus/server';
import type {FastifyReply, FastifyRequest} from 'fastify';
import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {z} from 'zod';
import {requireUser} from '../auth/authPlugin.ts';
import type {CurrentUser} from '../auth/authPlugin.ts';
import {apiError} from '../errors.ts';
import type {ApiError} from '../errors.ts';
import {acceptUpload, reserveStorageOrRefuse, uploadReservationId} from './acceptUpload.ts';
import type {AcceptUploadDeps} from './acceptUpload.ts';
import {presentFile} from './present.ts';
import {uploadLimitBytes} from '../plans/plans.ts';
import {UPLOAD_STAGING_MS, uploadReservationExpiresAt} from '../sweeper/retention.ts';
import {releaseStorage} from './store.ts';
import {errorBodySchema} from '../errorSchema.ts';
import {uploadedFileSchema} from './schema.ts';
import {isOwnUpload, newUploadId} from './uploadId.ts';

/** What the upload routes need. */
export interface UploadRoutesOptions extends Omit<AcceptUploadDeps, 'db'> {
  /** Folder for uploads in progress (`DATA_DIR/uploads`). */
  stagingDir: string;
}

const TUS_VERSION = '1.0.0';

/** tus's own refusals in our error body, by the status tus answers; the tus client reads the status. */
function tusRefusal(status: number, text: string): ApiError {
  switch (status) {
    case 400:
    case 403:
      return apiError('UPLOAD_INVALID');
    case 404:
      return apiError('UPLOAD_NOT_FOUND');
    case 409:
      return apiError('UPLOAD_OFFSET_MISMATCH');
    case 410:
      return apiError('UPLOAD_EXPIRED');
    case 412:
      return apiError('TUS_VERSION_UNSUPPORTED', TUS_VERSION);
    case 413:
      return apiError('UPLOAD_INVALID', 'too-many-bytes');
    case 415:
      return apiError('UPLOAD_INVALID', 'content-type');
    case 423:
      return apiError('UPLOAD_LOCKED');
    case 501:
      return apiError('UPLOAD_UNSUPPORTED');
    default:
      return apiError('UPLOAD_INVALID', {status, message: text});
  }
}

/**
 * Resumable uploads with the tus protocol (https://tus.io/protocols/resumable-upload):
 * `POST /uploads` creates one, `HEAD /uploads/:id` tells its offset, `PATCH /uploads/:id` appends,
 * `DELETE /uploads/:id` abandons it. Chunks are staged on local disk by tus's FileStore; the PATCH
 * that completes an upload checks it and moves it into storage as a file (answering 200 with it).
 */
export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, options) => {
  const db = app.nada.db.kysely;
  const path = `${app.prefix}/uploads`;
  const store = new FileStore({
    directory: options.stagingDir,
    expirationPeriodInMilliseconds: UPLOAD_STAGING_MS,
  });
  // Per-request state shared with tus's hooks, keyed by the Request object tus hands them.
  const owners = new WeakMap<Request, CurrentUser>();
  // The id a creation reserved storage under, which tus then gives the upload.
  const plannedIds = new WeakMap<Request, string>();
  const finished = new WeakMap<Request, {uploadId: string; error?: unknown}>();

  const ownerOf = (request: Request) => {
    const owner = owners.get(request);
    if (!owner) throw new Error('tus request without its owner');
    return owner;
  };

  const tus = new TusServer({
    path,
    datastore: store,
    relativeLocation: true,
    // The owner's id leads the upload id, so every later request can be checked against its caller.
    namingFunction: (request) => {
      const id = plannedIds.get(request);
      if (!id) throw new Error('tus creation without its reserved upload id');
      return id;
    },
    maxSize: (request) => uploadLimitBytes(ownerOf(request).row, options.uploadMaxBytes),
    async onUploadFinish(request, upload) {
      const state: {uploadId: string; error?: unknown} = {uploadId: upload.id};
      finished.set(request, state);
      try {
        const row = await acceptUpload(
          {db, ...options},
          {
            id: upload.id,
            owner: ownerOf(request).row,
            path: join(options.stagingDir, upload.id),
            size: upload.offset,
            name: upload.metadata?.filename ?? upload.metadata?.name,
          },
        );
        return {
          status_code: 200,
          headers: {'content-type': 'application/json; charset=utf-8'},
          body: JSON.stringify({file: presentFile(row)}),
        };
      } catch (error) {
        state.error = error;
        throw error;
      }
    },
  });

  // Removes staged uploads past their expiry; an unfinished upload is otherwise kept for resuming.
  const sweeper = setInterval(
    () => {
      tus
        .cleanUpExpiredUploads()
        .catch((error: unknown) => app.log.warn({err: error}, 'upload sweep failed'));
    },
    60 * 60 * 1000,
  );
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  // tus reads the body itself, as a stream: Fastify must leave it alone.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  /**
   * Hands a request to tus and answers with tus's answer. `accepted` runs once tus has accepted
   * the request and before the answer leaves, so a client that acts on the answer finds its effect.
   */
  async function forward(
    request: FastifyRequest,
    reply: FastifyReply,
    {plannedId, accepted}: {plannedId?: string; accepted?: (status: number) => Promise<void>} = {},
  ) {
    const owner = requireUser(request);
    const web = toWebRequest(request);
    owners.set(web, owner);
    if (plannedId) plannedIds.set(web, plannedId);
    const response = await tus.handleWeb(web);
    const outcome = finished.get(web);
    if (outcome) {
      // Whether it became a file or was refused, the staged copy has served its purpose.
      await store.remove(outcome.uploadId).catch((error: unknown) => {
        request.log.warn({err: error, uploadId: outcome.uploadId}, 'staged upload not removed');
      });
      if (outcome.error !== undefined) throw outcome.error;
    }
    reply.code(response.status);
    for (const [name, value] of response.headers) {
      if (!['connection', 'content-length', 'transfer-encoding'].includes(name)) reply.header(name, value);
    }
    const body = await response.text();
    if (response.status < 400) {
      await accepted?.(response.status);
      return reply.send(body || null);
    }
    if (response.status >= 500 && response.status !== 501)
      throw new Error(`tus answered ${response.status}: ${body.trim()}`);
    throw tusRefusal(response.status, body.trim());
  }

  const tusHeaders = z.object({
    'tus-resumable': z.string().optional().describe(`Always ${TUS_VERSION}`),
  });
  const tags = ['uploads'];

  app.post(
    '/uploads',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Creates a resumable upload (tus creation, creation-with-upload)',
        description:
          "Headers: `Upload-Length` (required; over the plan limit answers FILE_TOO_LARGE, past the plan's storage quota STORAGE_QUOTA_EXCEEDED), " +
          '`Upload-Metadata` with `filename` (base64). Answers 201 with `Location`; when the body ' +
          'completes the upload, 200 with the file. `HEAD <Location>` answers `Upload-Offset` to resume from ' +
          '(404 for an upload that is not the caller’s, 410 once expired). A tus client such as ' +
          'tus-js-client speaks this protocol; it is not meant for the generated client.',
        tags,
        headers: tusHeaders.extend({
          'upload-length': z.string().optional().describe('Total size in bytes'),
          'upload-metadata': z.string().optional().describe('tus metadata, e.g. `filename <base64>`'),
        }),
        response: {
          200: uploadedFileSchema,
          201: z.null().describe('Created; `Location` is the upload URL'),
          400: errorBodySchema,
          401: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const owner = requireUser(request);
      // Checked here, before tus, so each refusal has its own code and nothing is created.
      const length = request.headers['upload-length'];
      if (typeof length !== 'string' || !/^\d+$/.test(length)) throw apiError('UPLOAD_LENGTH_REQUIRED');
      if (Number(length) === 0) throw apiError('FILE_EMPTY');
      const limit = uploadLimitBytes(owner.row, options.uploadMaxBytes);
      if (Number(length) > limit) throw apiError('FILE_TOO_LARGE', limit);
      // The whole length is reserved before the first byte is taken: uploads in progress count
      // against the quota, so several started side by side cannot together pass it (issue 41).
      const uploadId = newUploadId(owner.row.id);
      const reservationId = uploadReservationId(uploadId);
      await reserveStorageOrRefuse(db, owner.row, {
        id: reservationId,
        bytes: Number(length),
        expiresAt: uploadReservationExpiresAt(),
      });
      try {
        return await forward(request, reply, {plannedId: uploadId});
      } catch (error) {
        // Refused by tus, or a creation-with-upload refused by acceptUpload: nothing holds the bytes.
        await releaseStorage(db, reservationId);
        throw error;
      }
    },
  );

  const uploadParams = z.object({id: z.string().min(1).max(200)});
  const ownUpload = async (request: FastifyRequest<{Params: {id: string}}>, reply: FastifyReply) => {
    // Someone else's upload id is as unknown as a made-up one.
    if (!isOwnUpload(requireUser(request).row.id, request.params.id)) throw apiError('UPLOAD_NOT_FOUND');
    // An abandoned upload gives its reserved bytes back, before the client hears it is gone.
    const id = request.params.id;
    if (request.method !== 'DELETE') return await forward(request, reply);
    return await forward(request, reply, {
      accepted: async (status) => {
        if (status === 204) await releaseStorage(db, uploadReservationId(id));
      },
    });
  };

  app.route({
    method: 'HEAD',
    url: '/uploads/:id',
    config: {auth: 'required'},
    schema: {
      summary: 'The offset to resume an upload from (`Upload-Offset`)',
      tags,
      params: uploadParams,
      headers: tusHeaders,
      response: {200: z.null(), 401: errorBodySchema, 404: errorBodySchema, 410: errorBodySchema},
    },
    handler: ownUpload,
  });

  app.route({
    method: 'PATCH',
    url: '/uploads/:id',
    config: {auth: 'required'},
    schema: {
      summary: 'Appends bytes at `Upload-Offset`; the last chunk answers 200 with the file',
      tags,
      params: uploadParams,
      headers: tusHeaders.extend({'upload-offset': z.string().optional()}),
      response: {
        200: uploadedFileSchema,
        204: z.null().describe('Appended; `Upload-Offset` is the new offset'),
        401: errorBodySchema,
        404: errorBodySchema,
        409: errorBodySchema,
        410: errorBodySchema,
        413: errorBodySchema,
        415: errorBodySchema,
        422: errorBodySchema,
      },
    },
    handler: ownUpload,
  });

  app.route({
    method: 'DELETE',
    url: '/uploads/:id',
    config: {auth: 'required'},
    schema: {
      summary: 'Abandons an unfinished upload (tus termination)',
      tags,
      params: uploadParams,
      headers: tusHeaders,
      response: {204: z.null(), 401: errorBodySchema, 404: errorBodySchema},
    },
    handler: ownUpload,
  });
};

// tus speaks web Requests; Fastify keeps the Node stream unread for it (see the content type parser).
function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = request.headers['content-type'] === 'application/offset+octet-stream';
  return new Request(`http://${request.host}${request.url}`, {
    method: request.method,
    headers,
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  });
}
