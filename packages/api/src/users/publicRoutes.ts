import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {z} from 'zod';
import {apiError} from '../errors.ts';
import {ObjectNotFoundError} from '../storage/storage.ts';
import {photoVersion} from './photo.ts';
import {presentPublicProfile} from './present.ts';
import {publicProfileSchema} from './schema.ts';
import {findPublicUser} from './store.ts';
import {errorBodySchema} from '../errorSchema.ts';

// Malformed ids answer like unknown ones: 404, not 400, so probing tells nothing.
const userParamsSchema = z.object({id: z.string().max(100).describe('Local user id')});
const photoQuerySchema = z.object({v: z.string().max(64).optional().describe('Version from `photoURL`')});

/** `GET /users/:id` (public profile) and `GET /users/:id/photo` (the uploaded photo), both without sign-in. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const {db, storage} = app.nada;
  const tags = ['identity'];
  const prefix = app.prefix;

  const findUser = (id: string) => findPublicUser(db.kysely, id);

  app.get(
    '/users/:id',
    {
      schema: {
        summary: "A user's public profile",
        description: 'No sign-in needed. Unknown, deleted and malformed ids answer 404 USER_NOT_FOUND.',
        tags,
        params: userParamsSchema,
        response: {200: publicProfileSchema, 404: errorBodySchema},
      },
    },
    async (request) => {
      const user = await findUser(request.params.id);
      if (!user) throw apiError('USER_NOT_FOUND');
      return presentPublicProfile(user, prefix);
    },
  );

  app.get(
    '/users/:id/photo',
    {
      schema: {
        summary: "A user's uploaded profile photo",
        description:
          'No sign-in needed. With the current `v` it may be cached for a day; otherwise it is revalidated ' +
          '(ETag). 404 USER_NOT_FOUND for an unknown user, PHOTO_NOT_FOUND when they have no uploaded photo.',
        tags,
        params: userParamsSchema,
        querystring: photoQuerySchema,
        response: {
          200: z.unknown().describe('The image (image/webp, or image/jpeg)'),
          304: z.null().describe('Not modified (If-None-Match)'),
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = await findUser(request.params.id);
      if (!user) throw apiError('USER_NOT_FOUND');
      if (!user.photo_key) throw apiError('PHOTO_NOT_FOUND');
      const version = photoVersion(user.photo_key);
      const etag = `"${version}"`;
      // The versioned URL's content never changes; an unversioned or stale one must revalidate,
      // so a new or removed photo shows at once.
      reply.header(
        'cache-control',
        request.query.v === version ? 'public, max-age=86400' : 'public, no-cache',
      );
      reply.header('etag', etag);
      // Shown as <img> on pages of this origin only.
      reply.header('cross-origin-resource-policy', 'same-origin');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      try {
        const stream = await storage.get(user.photo_key);
        reply.header('content-type', user.photo_content_type ?? 'image/webp');
        return reply.send(stream);
      } catch (error) {
        if (error instanceof ObjectNotFoundError) {
          request.log.error({key: user.photo_key}, 'user photo without content');
          throw apiError('PHOTO_NOT_FOUND');
        }
        throw error;
      }
    },
  );
};
