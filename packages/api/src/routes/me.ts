import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {z} from 'zod';
import {unauthenticated} from '../errors.ts';
import {errorBodySchema} from './errorSchema.ts';

/** The signed-in user's profile as `GET /api/me` answers it. */
export const profileSchema = z
  .object({
    id: z.string().describe('Local user id'),
    uid: z.string().describe('Firebase uid'),
    email: z.string().nullable(),
    displayName: z.string().nullable(),
    photoURL: z.string().nullable().describe("The sign-in provider's photo (e.g. Google's)"),
    locale: z.string().describe("Preferred language, 'id' or 'en'"),
    theme: z.string().describe("Preferred colour mode: 'system', 'light' or 'dark'"),
    isAdmin: z.boolean().describe('From the `admin` custom claim'),
  })
  .meta({id: 'Profile'});

/** `GET /me`: the signed-in user's local profile, created on their first request. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      config: {auth: 'required'},
      schema: {
        summary: "The signed-in user's profile",
        tags: ['identity'],
        response: {200: profileSchema, 401: errorBodySchema},
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      return {
        id: user.row.id,
        uid: user.row.firebase_uid,
        email: user.row.email,
        displayName: user.row.display_name,
        // Uploaded photos (photo_key) will be served through storage; until then the provider's photo.
        photoURL: typeof user.token.picture === 'string' ? user.token.picture : null,
        locale: user.row.locale,
        theme: user.row.theme,
        isAdmin: user.isAdmin,
      };
    },
  );
};
