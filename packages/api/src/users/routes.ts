import {Readable} from 'node:stream';
import type {FastifyError} from 'fastify';
import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {z} from 'zod';
import {requireUser} from '../auth/authPlugin.ts';
import type {CurrentUser} from '../auth/authPlugin.ts';
import type {UserRow, UserUpdate} from '../db/schema.ts';
import {apiError} from '../errors.ts';
import {newFileKey} from '../storage/storage.ts';
import {deleteAccount} from './deleteAccount.ts';
import {presentProfile} from './present.ts';
import {profileSchema, profileUpdateSchema} from './schema.ts';
import {findUserById, swapPhoto, updateUser} from './store.ts';
import {
  makeSquarePhoto,
  PHOTO_MAX_BYTES,
  PHOTO_SIZE_PIXELS,
  PHOTO_UPLOAD_TYPES,
  sniffImage,
} from './photo.ts';
import {errorBodySchema} from '../errorSchema.ts';

/** How long after signing in the account may be deleted without signing in again. */
export const REAUTHENTICATION_WINDOW_SECONDS = 5 * 60;

/** What the account routes need besides the API's services. */
export interface MeRoutesOptions {
  /** The ffmpeg binary that crops and scales photos. */
  ffmpegPath: string;
  /** Folder of tus uploads in progress, emptied of the user's on account deletion. */
  stagingDir: string;
}

/**
 * The signed-in user's account: `GET|PATCH|DELETE /me` (profile, changes mirrored to Firebase,
 * deletion after a recent sign-in) and `PUT|DELETE /me/photo` (the uploaded profile photo).
 */
export const meRoutes: FastifyPluginAsyncZod<MeRoutesOptions> = async (app, options) => {
  const {db, auth, storage, jobs} = app.nada;
  const tags = ['identity'];

  const present = (user: CurrentUser, row: UserRow) => presentProfile(user, row, app.prefix);

  // Only in this plugin: the photo route reads its body as raw bytes, up to the photo limit.
  app.addContentTypeParser(
    [...PHOTO_UPLOAD_TYPES],
    {parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES},
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/me',
    {
      config: {auth: 'required'},
      schema: {
        summary: "The signed-in user's profile",
        tags,
        response: {200: profileSchema, 401: errorBodySchema},
      },
    },
    async (request) => {
      const user = requireUser(request);
      return present(user, user.row);
    },
  );

  app.patch(
    '/me',
    {
      config: {auth: 'required'},
      schema: {
        summary: "Changes the signed-in user's profile",
        description:
          'Display name and phone number are mirrored into the Firebase user (the browser SDK shows them ' +
          'after `reload()`). A phone number another account has answers 409 PHONE_NUMBER_TAKEN.',
        tags,
        body: profileUpdateSchema,
        response: {200: profileSchema, 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema},
      },
    },
    async (request) => {
      const user = requireUser(request);
      const {displayName, phoneNumber, locale, theme} = request.body;
      const change: UserUpdate = {};
      const undo: UserUpdate = {};
      if (displayName !== undefined) {
        change.display_name = displayName;
        undo.display_name = user.row.display_name;
      }
      if (phoneNumber !== undefined) {
        change.phone_number = phoneNumber;
        undo.phone_number = user.row.phone_number;
      }
      if (locale !== undefined) change.locale = locale;
      if (theme !== undefined) change.theme = theme;
      if (!Object.keys(change).length) return present(user, user.row);

      const row = await updateUser(db.kysely, user.row.id, change);
      if (displayName !== undefined || phoneNumber !== undefined) {
        try {
          await auth.updateUser(user.row.firebase_uid, {
            ...(displayName !== undefined ? {displayName} : {}),
            ...(phoneNumber !== undefined ? {phoneNumber} : {}),
          });
        } catch (error) {
          // Firebase is the authority on sign-in identities: what it refuses is not kept here either.
          await updateUser(db.kysely, user.row.id, undo);
          const code = (error as {code?: string}).code;
          if (code === 'auth/phone-number-already-exists') throw apiError('PHONE_NUMBER_TAKEN');
          if (code === 'auth/invalid-phone-number')
            throw apiError('VALIDATION_FAILED', {phoneNumber: 'is not a valid phone number'});
          throw new Error('Firebase refused the profile change', {cause: error});
        }
      }
      return present(user, row);
    },
  );

  app.put(
    '/me/photo',
    {
      config: {auth: 'required'},
      bodyLimit: PHOTO_MAX_BYTES,
      // Over the limit is a photo-specific refusal; everything else goes to the API's error hook.
      errorHandler: (error: FastifyError) => {
        throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? apiError('PHOTO_TOO_LARGE', PHOTO_MAX_BYTES)
          : error;
      },
      schema: {
        summary: 'Sets the profile photo',
        description:
          `The body is the image itself (Content-Type ${PHOTO_UPLOAD_TYPES.join(', ')}; at most 5 MB). ` +
          `It is cropped to its centred square and scaled to ${PHOTO_SIZE_PIXELS}x${PHOTO_SIZE_PIXELS} (WebP). ` +
          'Bytes that are not an image answer 415 PHOTO_NOT_IMAGE, an image that does not decode 422 ' +
          'PHOTO_UNREADABLE, a larger body 413 PHOTO_TOO_LARGE.',
        tags,
        consumes: [...PHOTO_UPLOAD_TYPES],
        // Read as raw bytes by the parser above and checked in the handler; described for the document.
        body: z.unknown().meta({type: 'string', format: 'binary', description: 'The image file'}),
        response: {
          200: profileSchema,
          401: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body) || !sniffImage(body)) throw apiError('PHOTO_NOT_IMAGE');
      const photo = await makeSquarePhoto(options.ffmpegPath, body);
      if (!photo) throw apiError('PHOTO_UNREADABLE');
      const key = newFileKey(user.row.id);
      await storage.put(key, Readable.from([photo.bytes]));
      let previous: string | null;
      try {
        previous = await swapPhoto(db.kysely, user.row.id, key, photo.contentType);
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
      if (previous) await storage.delete(previous);
      const row = await findUserById(db.kysely, user.row.id);
      if (!row) throw new Error(`User ${user.row.id} vanished while its photo changed`);
      return present(user, row);
    },
  );

  app.delete(
    '/me/photo',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Removes the profile photo (the provider’s photo shows again)',
        tags,
        response: {204: z.null().describe('Removed, or there was none'), 401: errorBodySchema},
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const previous = await swapPhoto(db.kysely, user.row.id, null, null);
      if (previous) await storage.delete(previous);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/me',
    {
      config: {auth: 'required', servesDeletedAccount: true},
      schema: {
        summary: 'Deletes the account and everything of it',
        description:
          `Needs an ID token from a sign-in within the last ${REAUTHENTICATION_WINDOW_SECONDS / 60} minutes ` +
          '(its `auth_time`), else 401 REAUTHENTICATION_REQUIRED. Cancels the jobs, deletes every file, ' +
          'upload and row of the user and the Firebase user. Safe to retry.',
        tags,
        response: {204: z.null().describe('Deleted'), 401: errorBodySchema},
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const signedInAt = user.token.auth_time;
      if (!(Date.now() / 1000 - signedInAt <= REAUTHENTICATION_WINDOW_SECONDS))
        throw apiError('REAUTHENTICATION_REQUIRED');
      const outcome = await deleteAccount(
        {db: db.kysely, auth, storage, jobs, stagingDir: options.stagingDir},
        user.row,
      );
      request.log.info({userId: user.row.id, ...outcome}, 'account deleted');
      return reply.code(204).send(null);
    },
  );
};
