import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {z} from 'zod';
import {requireUser} from '../auth/authPlugin.ts';
import {apiError} from '../errors.ts';
import {findFile, findOwnedFile} from '../files/store.ts';
import {findPublishedSoundByFile, soundPeaksFiles} from '../sounds/store.ts';
import {signFileUrl} from '../files/signedUrl.ts';
import type {FileUrlSigner} from '../files/signedUrl.ts';
import {
  addPlaylistItemSchema,
  createPlaylistSchema,
  filePlaylistsSchema,
  playlistItemParamsSchema,
  playlistItemSchema,
  playlistListSchema,
  playlistParamsSchema,
  playlistSchema,
  publicPlaylistListSchema,
  reorderPlaylistSchema,
  updatePlaylistSchema,
} from './schema.ts';
import {
  addPlaylistItem,
  canRead,
  createPlaylist,
  deletePlaylist,
  findPeaksFiles,
  findPlaylist,
  listPlaylists,
  listPublicPlaylists,
  ownsPlaylist,
  playlistsHoldingFile,
  readPlaylistItems,
  removePlaylistItem,
  reorderPlaylistItems,
  updatePlaylist,
} from './store.ts';
import {presentPlaylistItem, presentPlaylistSummary} from './present.ts';
import type {PlaylistView} from './present.ts';
import {errorBodySchema} from '../errorSchema.ts';
import {fileParamsSchema, listQuerySchema} from '../files/schema.ts';
import {findPublicUser} from '../users/store.ts';

/** What the playlist routes need besides the database. */
export interface PlaylistRoutesOptions {
  /** Signs the items' stream and peaks URLs, like file URLs. */
  signer: FileUrlSigner;
}

/** A file's name without its extension, as an item's default title. */
const titleOf = (fileName: string) => (fileName.replace(/\.[^.]+$/, '').trim() || fileName).slice(0, 200);

/**
 * `GET|POST /playlists`, `GET|PATCH|DELETE /playlists/:id`, `POST /playlists/:id/items`,
 * `DELETE /playlists/:id/items/:itemId`, `PUT /playlists/:id/items/order` and `GET /files/:id/playlists`.
 */
export const playlistRoutes: FastifyPluginAsyncZod<PlaylistRoutesOptions> = async (app, {signer}) => {
  const db = app.nada.db.kysely;
  const tags = ['playlists'];

  /** The peaks file of each of `fileIds`: a job's of `ownerId`, or a library sound's. */
  async function peaksOf(ownerId: string, fileIds: string[]): Promise<Map<string, string>> {
    const peaks = await findPeaksFiles(db, app.nada.jobs.registry, ownerId, fileIds);
    for (const [fileId, peaksId] of await soundPeaksFiles(db, fileIds)) peaks.set(fileId, peaksId);
    return peaks;
  }

  /** Playlist `id` as `viewerId` (null: anonymous) sees it, or PLAYLIST_NOT_FOUND when they may not. */
  async function readPlaylist(id: string, viewerId: string | null): Promise<PlaylistView> {
    const row = await findPlaylist(db, id);
    if (!row || !canRead(row, viewerId)) throw apiError('PLAYLIST_NOT_FOUND');
    const items = await readPlaylistItems(db, row.id);
    const available = items.filter((item) => item.file_row_id !== null).map((item) => item.file_id);
    const peaks = await peaksOf(row.owner_id, available);
    const now = Date.now();
    return {
      ...presentPlaylistSummary(row),
      ownerId: row.owner_id,
      ownerName: row.owner_name,
      isOwner: row.owner_id === viewerId,
      items: items.map((item) =>
        presentPlaylistItem(item, peaks, (fileId) => signFileUrl(signer, app.prefix, fileId, 'inline', now)),
      ),
    };
  }

  app.get(
    '/playlists',
    {
      config: {auth: 'required'},
      schema: {
        summary: "The caller's playlists, newest first",
        tags,
        querystring: listQuerySchema,
        response: {200: playlistListSchema, 400: errorBodySchema, 401: errorBodySchema},
      },
    },
    async (request) => {
      const owner = requireUser(request).row;
      try {
        const page = await listPlaylists(db, owner.id, request.query);
        return {items: page.rows.map(presentPlaylistSummary), nextCursor: page.nextCursor};
      } catch (error) {
        if (error instanceof RangeError)
          throw apiError('VALIDATION_FAILED', {cursor: 'is not a page cursor'});
        throw error;
      }
    },
  );

  app.post(
    '/playlists',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Creates a playlist (at most 200 per user: 409 PLAYLIST_LIMIT)',
        tags,
        body: createPlaylistSchema,
        response: {201: playlistSchema, 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema},
      },
    },
    async (request, reply) => {
      const owner = requireUser(request).row;
      const id = await createPlaylist(db, owner.id, request.body);
      return reply.code(201).send(await readPlaylist(id, owner.id));
    },
  );

  app.get(
    '/playlists/:id',
    {
      config: {auth: 'optional'},
      schema: {
        summary: 'One playlist with its items: any of the caller’s, or anyone’s public one',
        description:
          'Sign-in is optional. Another user’s private playlist answers 404 PLAYLIST_NOT_FOUND, like a missing one.',
        tags,
        params: playlistParamsSchema,
        response: {200: playlistSchema, 401: errorBodySchema, 404: errorBodySchema},
      },
    },
    async (request) => await readPlaylist(request.params.id, request.user?.row.id ?? null),
  );

  app.get(
    '/embed/playlists/:id',
    {
      schema: {
        summary: 'One public playlist for the embedded player on any site (no sign-in, no cookies)',
        description:
          'Readable from any origin (CORS `*`, never with credentials). A private, missing or deleted ' +
          'playlist answers 404 PLAYLIST_NOT_FOUND, even to its owner: only public playlists embed.',
        tags,
        params: playlistParamsSchema,
        response: {200: playlistSchema, 404: errorBodySchema},
      },
    },
    async (request, reply) => {
      // Partner pages fetch this and play its signed stream URLs from their own origin.
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return await readPlaylist(request.params.id, null);
    },
  );

  app.get(
    '/users/:id/playlists',
    {
      schema: {
        summary: "A user's public playlists, newest first (their public profile's list)",
        description:
          'No sign-in needed; private playlists are never listed. 404 USER_NOT_FOUND for an unknown user.',
        tags,
        params: playlistParamsSchema,
        response: {200: publicPlaylistListSchema, 404: errorBodySchema},
      },
    },
    async (request) => {
      const user = await findPublicUser(db, request.params.id);
      if (!user) throw apiError('USER_NOT_FOUND');
      const rows = await listPublicPlaylists(db, user.id);
      return {items: rows.map(presentPlaylistSummary)};
    },
  );

  app.patch(
    '/playlists/:id',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Changes the title, description or visibility of one of the caller’s playlists',
        tags,
        params: playlistParamsSchema,
        body: updatePlaylistSchema,
        response: {200: playlistSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema},
      },
    },
    async (request) => {
      const owner = requireUser(request).row;
      if (!(await updatePlaylist(db, owner.id, request.params.id, request.body)))
        throw apiError('PLAYLIST_NOT_FOUND');
      return await readPlaylist(request.params.id, owner.id);
    },
  );

  app.delete(
    '/playlists/:id',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Deletes one of the caller’s playlists and its items (the files stay)',
        tags,
        params: playlistParamsSchema,
        response: {204: z.null().describe('Deleted'), 401: errorBodySchema, 404: errorBodySchema},
      },
    },
    async (request, reply) => {
      const owner = requireUser(request).row;
      if (!(await deletePlaylist(db, owner.id, request.params.id))) throw apiError('PLAYLIST_NOT_FOUND');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/playlists/:id/items',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Appends one of the caller’s audio files, or a published sound’s, to one of their playlists',
        description:
          'At most 500 items (409 PLAYLIST_FULL); a file already there answers 409 PLAYLIST_ITEM_EXISTS, ' +
          'a file that is not audio (a peaks JSON) 422 FILE_NOT_AUDIO, another user’s file 404 FILE_NOT_FOUND. ' +
          'The `fileId` of a published sound (`Sound.fileId`) is accepted from any signed-in user; its ' +
          'item is titled as the sound (Indonesian title) unless `title` is given.',
        tags,
        params: playlistParamsSchema,
        body: addPlaylistItemSchema,
        response: {
          201: playlistItemSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const owner = requireUser(request).row;
      const {id} = request.params;
      // The playlist first: another user's playlist is 404 PLAYLIST_NOT_FOUND whatever file is named.
      if (!(await ownsPlaylist(db, owner.id, id))) throw apiError('PLAYLIST_NOT_FOUND');
      // The caller's own file, or the audio of a published sound of the library (titled as the sound).
      const sound = await findPublishedSoundByFile(db, request.body.fileId);
      const file = sound
        ? await findFile(db, sound.file_id)
        : await findOwnedFile(db, owner.id, request.body.fileId);
      if (!file) throw apiError('FILE_NOT_FOUND');
      if (!file.content_type.startsWith('audio/')) throw apiError('FILE_NOT_AUDIO', 'stored');
      const title = request.body.title ?? (sound ? sound.title_id : titleOf(file.original_name));
      const added = await addPlaylistItem(db, owner.id, id, file, title);
      if (!added) throw apiError('PLAYLIST_NOT_FOUND');
      const peaks = await peaksOf(owner.id, [file.id]);
      const row = {
        ...added,
        file_row_id: file.id,
        file_duration_seconds: file.duration_seconds,
        file_content_type: file.content_type,
      };
      const view = presentPlaylistItem(row, peaks, (fileId) =>
        signFileUrl(signer, app.prefix, fileId, 'inline'),
      );
      return reply.code(201).send(view);
    },
  );

  app.delete(
    '/playlists/:id/items/:itemId',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Removes one item from one of the caller’s playlists (the file stays)',
        tags,
        params: playlistItemParamsSchema,
        response: {204: z.null().describe('Removed'), 401: errorBodySchema, 404: errorBodySchema},
      },
    },
    async (request, reply) => {
      const owner = requireUser(request).row;
      const outcome = await removePlaylistItem(db, owner.id, request.params.id, request.params.itemId);
      if (outcome === 'no-playlist') throw apiError('PLAYLIST_NOT_FOUND');
      if (outcome === 'no-item') throw apiError('PLAYLIST_ITEM_NOT_FOUND');
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/playlists/:id/items/order',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Puts the items of one of the caller’s playlists in a new order',
        description:
          '`itemIds` must list every item of the playlist exactly once, else 400 VALIDATION_FAILED.',
        tags,
        params: playlistParamsSchema,
        body: reorderPlaylistSchema,
        response: {200: playlistSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema},
      },
    },
    async (request) => {
      const owner = requireUser(request).row;
      const {id} = request.params;
      if (!(await reorderPlaylistItems(db, owner.id, id, request.body.itemIds)))
        throw apiError('PLAYLIST_NOT_FOUND');
      return await readPlaylist(id, owner.id);
    },
  );

  app.get(
    '/files/:id/playlists',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'The caller’s playlists that already hold one of their files or a published sound’s',
        tags,
        params: fileParamsSchema,
        response: {200: filePlaylistsSchema, 401: errorBodySchema, 404: errorBodySchema},
      },
    },
    async (request) => {
      const owner = requireUser(request).row;
      // As adding allows: the caller's own file, or the audio of a published sound of the library.
      const file =
        (await findOwnedFile(db, owner.id, request.params.id)) ??
        (await findPublishedSoundByFile(db, request.params.id));
      if (!file) throw apiError('FILE_NOT_FOUND');
      return {items: await playlistsHoldingFile(db, owner.id, request.params.id)};
    },
  );
};
