import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {z} from 'zod';
import {requireUser} from '../auth/authPlugin.ts';
import {apiError} from '../errors.ts';
import {errorBodySchema} from '../errorSchema.ts';
import {listQuerySchema} from '../files/schema.ts';
import {signFileUrl} from '../files/signedUrl.ts';
import type {FileUrlSigner} from '../files/signedUrl.ts';
import {findPublicUser} from '../users/store.ts';
import {presentTrack, presentTrackSummary} from './present.ts';
import type {TrackView} from './present.ts';
import {trackListSchema, trackParamsSchema, trackSchema, updateTrackSchema} from './schema.ts';
import {canReadTrack, findTrack, listPublicTracks, listTracks, updateTrack} from './store.ts';
import type {KeysetPage} from '../db/keysetPage.ts';
import type {GeneratedTrackRow} from '../db/schema.ts';

/** What the track routes need besides the database. */
export interface TrackRoutesOptions {
  /** Signs the mix's stream and peaks URLs, like file URLs. */
  signer: FileUrlSigner;
}

// Malformed ids answer like unknown ones: 404, not 400, so probing tells nothing.
const userParamsSchema = z.object({id: z.string().max(100).describe('Local user id')});

/**
 * `GET /tracks` (the caller's generated tracks), `GET|PATCH /tracks/:id` (one track: the owner's, or
 * anyone's public one; rename, make public or private) and `GET /users/:id/tracks` (a user's public
 * tracks). A track is deleted with its job (`DELETE /jobs/:id`).
 */
export const trackRoutes: FastifyPluginAsyncZod<TrackRoutesOptions> = async (app, {signer}) => {
  const db = app.nada.db.kysely;
  const tags = ['tracks'];
  const signerAt = (now: number) => (fileId: string) =>
    signFileUrl(signer, app.prefix, fileId, 'inline', now);

  /** Track `id` as `viewerId` (null: anonymous) sees it, or TRACK_NOT_FOUND when they may not. */
  async function readTrack(id: string, viewerId: string | null): Promise<TrackView> {
    const row = await findTrack(db, id);
    if (!row || !canReadTrack(row, viewerId)) throw apiError('TRACK_NOT_FOUND');
    return presentTrack(row, viewerId, signerAt(Date.now()));
  }

  /** A page of rows as `TrackList`; a cursor the API did not make is a validation failure. */
  async function page(load: () => Promise<KeysetPage<GeneratedTrackRow>>) {
    try {
      const {rows, nextCursor} = await load();
      const sign = signerAt(Date.now());
      return {items: rows.map((row) => presentTrackSummary(row, sign)), nextCursor};
    } catch (error) {
      if (error instanceof RangeError) throw apiError('VALIDATION_FAILED', {cursor: 'is not a page cursor'});
      throw error;
    }
  }

  app.get(
    '/tracks',
    {
      config: {auth: 'required'},
      schema: {
        summary: "The caller's generated tracks, newest first",
        description:
          'Tracks whose files have expired are left out. Running and failed `generate` jobs are in GET /jobs?kind=generate.',
        tags,
        querystring: listQuerySchema,
        response: {200: trackListSchema, 400: errorBodySchema, 401: errorBodySchema},
      },
    },
    async (request) => {
      const owner = requireUser(request).row;
      return await page(() => listTracks(db, owner.id, request.query));
    },
  );

  app.get(
    '/tracks/:id',
    {
      config: {auth: 'optional'},
      schema: {
        summary: 'One generated track: any of the caller’s, or anyone’s public one',
        description:
          'Sign-in is optional. Another user’s private track answers 404 TRACK_NOT_FOUND, like a missing or expired one.',
        tags,
        params: trackParamsSchema,
        response: {200: trackSchema, 401: errorBodySchema, 404: errorBodySchema},
      },
    },
    async (request) => await readTrack(request.params.id, request.user?.row.id ?? null),
  );

  app.patch(
    '/tracks/:id',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Renames one of the caller’s tracks or makes it public or private',
        tags,
        params: trackParamsSchema,
        body: updateTrackSchema,
        response: {200: trackSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema},
      },
    },
    async (request) => {
      const owner = requireUser(request).row;
      if (!(await updateTrack(db, owner.id, request.params.id, request.body)))
        throw apiError('TRACK_NOT_FOUND');
      return await readTrack(request.params.id, owner.id);
    },
  );

  app.get(
    '/users/:id/tracks',
    {
      schema: {
        summary: "A user's public generated tracks, newest first",
        description: 'No sign-in needed. Unknown, deleted and malformed ids answer 404 USER_NOT_FOUND.',
        tags,
        params: userParamsSchema,
        querystring: listQuerySchema,
        response: {200: trackListSchema, 400: errorBodySchema, 404: errorBodySchema},
      },
    },
    async (request) => {
      const user = await findPublicUser(db, request.params.id);
      if (!user) throw apiError('USER_NOT_FOUND');
      return await page(() => listPublicTracks(db, user.id, request.query));
    },
  );
};
