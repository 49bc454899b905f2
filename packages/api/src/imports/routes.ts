import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {requireUser} from '../auth/authPlugin.ts';
import {errorBodySchema} from '../errorSchema.ts';
import type {FileUrlSigner} from '../files/signedUrl.ts';
import type {Storage} from '../storage/storage.ts';
import {probeImport} from './probe.ts';
import {importProbeSchema, probeRequestSchema} from './schema.ts';
import type {TestAllowance} from './urlGuard.ts';

/** Options of {@link importRoutes}. */
export interface ImportRoutesOptions {
  storage: Storage;
  signer: FileUrlSigner;
  /** The yt-dlp binary (`YTDLP_PATH`). */
  ytdlpPath: string;
  ffmpegPath: string;
  ffprobePath: string;
  /** Tests only (`IMPORT_TEST_ALLOW_HOST`); undefined in production. */
  testAllowance: TestAllowance | undefined;
}

const tags = ['imports'];

/** `POST /imports/probe`: what a video or audio link holds, and whether the caller may import it. */
export const importRoutes: FastifyPluginAsyncZod<ImportRoutesOptions> = async (app, options) => {
  app.post(
    '/imports/probe',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Looks at a video or audio link (yt-dlp, no download) and says whether it can be imported',
        tags,
        body: probeRequestSchema,
        response: {
          200: importProbeSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // A client that leaves before the answer leaves no yt-dlp running for nothing.
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableEnded) gone.abort();
      });
      return probeImport(
        {
          db: app.nada.db.kysely,
          storage: options.storage,
          signer: options.signer,
          prefix: app.prefix,
          ytdlpPath: options.ytdlpPath,
          ffmpegPath: options.ffmpegPath,
          ffprobePath: options.ffprobePath,
          testAllowance: options.testAllowance,
          warn: (details, message) => request.log.warn(details, message),
        },
        user.row,
        request.body.url,
        gone.signal,
      );
    },
  );
};
