import type {FastifyRequest} from 'fastify';
import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {z} from 'zod';
import {requireUser} from '../auth/authPlugin.ts';
import type {CurrentUser} from '../auth/authPlugin.ts';
import {apiError} from '../errors.ts';
import {errorBodySchema} from '../errorSchema.ts';
import {signFileUrl} from '../files/signedUrl.ts';
import type {FileUrlSigner, SignedFileUrl} from '../files/signedUrl.ts';
import type {Storage} from '../storage/storage.ts';
import {createSoundFromUpload, removeSound} from './library.ts';
import type {LibraryDeps} from './library.ts';
import {presentAuditEntry, presentSound} from './present.ts';
import type {SoundView} from './present.ts';
import {
  adminSoundQuerySchema,
  bulkSoundResultSchema,
  bulkSoundSchema,
  createSoundSchema,
  soundAuditListSchema,
  soundAuditQuerySchema,
  soundListSchema,
  soundParamsSchema,
  soundQuerySchema,
  soundSchema,
  updateSoundSchema,
} from './schema.ts';
import type {SoundQuery, SoundUpdate} from './schema.ts';
import {findSound, listAudit, searchSounds, updateSound} from './store.ts';
import type {SoundEdit, SoundPage} from './store.ts';

/** A page of sounds as the API answers it. */
interface SoundListView {
  items: SoundView[];
  nextCursor: string | null;
  facets: SoundPage['facets'];
}

/** What the sound routes need besides the database. */
export interface SoundRoutesOptions {
  /** Signs the sounds' stream, download and peaks URLs, like file URLs. */
  signer: FileUrlSigner;
  storage: Storage;
  /** Decodes uploads for their analysis. */
  ffmpegPath: string;
}

/** The signed-in admin of a request; UNAUTHENTICATED without sign-in, ADMIN_ONLY without the claim. */
function requireAdmin(request: FastifyRequest): CurrentUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw apiError('ADMIN_ONLY');
  return user;
}

const actorOf = (user: CurrentUser) => ({id: user.row.id, email: user.row.email});

/** An edit of the API as column values. */
function editOf(body: SoundUpdate): SoundEdit {
  const edit: SoundEdit = {};
  if (body.title) {
    edit.title_id = body.title.id;
    edit.title_en = body.title.en;
  }
  if (body.category !== undefined) edit.category = body.category;
  if (body.genre !== undefined) edit.genre = body.genre;
  // Each tag once, in the order given.
  if (body.tags !== undefined) edit.tags = [...new Set(body.tags)].join(' ');
  if (body.mood !== undefined) edit.mood = body.mood;
  if (body.bpm !== undefined) edit.bpm = body.bpm;
  if (body.key !== undefined) edit.musical_key = body.key;
  if (body.kind !== undefined) edit.kind = body.kind;
  if (body.licence !== undefined) edit.licence = body.licence;
  if (body.published !== undefined) edit.published = body.published ? 1 : 0;
  return edit;
}

/**
 * The sound library: `GET /sounds` and `GET /sounds/:id` for everyone (published sounds), and the
 * admin routes under `/admin/sounds` (admin claim): list with unpublished ones, create from an
 * upload with analysis, edit, delete, bulk actions and the audit.
 */
export const soundRoutes: FastifyPluginAsyncZod<SoundRoutesOptions> = async (
  app,
  {signer, storage, ffmpegPath},
) => {
  const db = app.nada.db.kysely;
  const deps: LibraryDeps = {db, storage, ffmpegPath};
  const tags = ['sounds'];
  const signerAt = (now: number) => (fileId: string, disposition: 'inline' | 'attachment') =>
    signFileUrl(signer, app.prefix, fileId, disposition, now);

  async function list(query: SoundQuery, includeUnpublished: boolean): Promise<SoundListView> {
    if (query.bpmMin !== undefined && query.bpmMax !== undefined && query.bpmMin > query.bpmMax)
      throw apiError('VALIDATION_FAILED', {bpmMax: 'must not be below bpmMin'});
    if (
      query.minSeconds !== undefined &&
      query.maxSeconds !== undefined &&
      query.minSeconds > query.maxSeconds
    )
      throw apiError('VALIDATION_FAILED', {maxSeconds: 'must not be below minSeconds'});
    try {
      const page = await searchSounds(db, {...query, includeUnpublished});
      const sign = signerAt(Date.now());
      return {
        items: page.rows.map((row) => presentSound(row, sign)),
        nextCursor: page.nextCursor,
        facets: page.facets,
      };
    } catch (error) {
      if (error instanceof RangeError)
        throw apiError('VALIDATION_FAILED', {cursor: 'is not a page cursor of this sort'});
      throw error;
    }
  }

  app.get(
    '/sounds',
    {
      schema: {
        summary: 'Searches the sound library (published sounds), with facets',
        description:
          'No sign-in. `q` searches both titles and the tags (every word, as a prefix); the filters ' +
          'combine. Sort `relevance` (default with `q`), `newest` (default), `title`, `bpm` or `length`. ' +
          'A cursor belongs to its query: another sort’s is 400 VALIDATION_FAILED.',
        tags,
        querystring: soundQuerySchema,
        response: {200: soundListSchema, 400: errorBodySchema},
      },
    },
    async (request) => await list({...request.query, published: undefined}, false),
  );

  app.get(
    '/sounds/:id',
    {
      config: {auth: 'optional'},
      schema: {
        summary: 'One sound of the library',
        description: 'Sign-in optional. An unpublished sound answers 404 SOUND_NOT_FOUND, except to admins.',
        tags,
        params: soundParamsSchema,
        response: {200: soundSchema, 401: errorBodySchema, 404: errorBodySchema},
      },
    },
    async (request) => {
      const row = await findSound(db, request.params.id);
      if (!row || (!row.published && !request.user?.isAdmin)) throw apiError('SOUND_NOT_FOUND');
      return presentSound(row, signerAt(Date.now()));
    },
  );

  await app.register(adminSoundRoutes, {deps, signerAt, list});
};

/** What the admin routes share with the public ones. */
interface AdminSoundRoutesOptions {
  deps: LibraryDeps;
  signerAt: (now: number) => (fileId: string, disposition: 'inline' | 'attachment') => SignedFileUrl;
  list: (query: SoundQuery, includeUnpublished: boolean) => Promise<SoundListView>;
}

const adminErrors = {401: errorBodySchema, 403: errorBodySchema};

/** The routes under `/admin/sounds`: a user without the admin claim is refused before anything else is read. */
const adminSoundRoutes: FastifyPluginAsyncZod<AdminSoundRoutesOptions> = async (
  app,
  {deps, signerAt, list},
) => {
  const {db} = deps;
  const tags = ['sounds'];
  // Before validation too: a non-admin learns nothing of what a valid body would be.
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });

  app.get(
    '/admin/sounds',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Searches every sound, unpublished ones too (admins)',
        description: 'The query of `GET /sounds` plus `published`. 403 ADMIN_ONLY without the admin claim.',
        tags,
        querystring: adminSoundQuerySchema,
        response: {200: soundListSchema, 400: errorBodySchema, ...adminErrors},
      },
    },
    async (request) => {
      requireAdmin(request);
      return await list(request.query, true);
    },
  );

  app.post(
    '/admin/sounds',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Makes a new, unpublished sound from an audio file the admin uploaded (admins)',
        description:
          'Measures length, tempo, key, loudness and waveform peaks, and copies the file into the ' +
          'library. The title (both languages) comes from the file name; category and kind are guessed ' +
          'from the name and length. 404 FILE_NOT_FOUND for a file that is not the caller’s, 422 ' +
          'FILE_UNREADABLE (does not decode), 415 FILE_NOT_AUDIO (a peaks JSON).',
        tags,
        body: createSoundSchema,
        response: {
          201: soundSchema,
          400: errorBodySchema,
          ...adminErrors,
          404: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const row = await createSoundFromUpload(deps, actorOf(admin), request.body.fileId);
      return reply.code(201).send(presentSound(row, signerAt(Date.now())));
    },
  );

  app.get(
    '/admin/sounds/audit',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Who changed which sound, when and how, newest first (admins)',
        tags,
        querystring: soundAuditQuerySchema,
        response: {200: soundAuditListSchema, 400: errorBodySchema, ...adminErrors},
      },
    },
    async (request) => {
      requireAdmin(request);
      try {
        const page = await listAudit(db, request.query);
        return {items: page.rows.map(presentAuditEntry), nextCursor: page.nextCursor};
      } catch (error) {
        if (error instanceof RangeError)
          throw apiError('VALIDATION_FAILED', {cursor: 'is not a page cursor'});
        throw error;
      }
    },
  );

  app.patch(
    '/admin/sounds/:id',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Corrects or publishes a sound (admins)',
        description: 'Any of the fields; the audit records each change with its old and new value.',
        tags,
        params: soundParamsSchema,
        body: updateSoundSchema,
        response: {200: soundSchema, 400: errorBodySchema, ...adminErrors, 404: errorBodySchema},
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const updated = await updateSound(db, request.params.id, editOf(request.body), actorOf(admin));
      if (!updated) throw apiError('SOUND_NOT_FOUND');
      return presentSound(updated.row, signerAt(Date.now()));
    },
  );

  app.delete(
    '/admin/sounds/:id',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Deletes a sound and its files (admins)',
        description: 'Playlist items holding it stay, shown as unavailable.',
        tags,
        params: soundParamsSchema,
        response: {204: z.null().describe('Deleted'), ...adminErrors, 404: errorBodySchema},
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      if (!(await removeSound(deps, request.params.id, actorOf(admin)))) throw apiError('SOUND_NOT_FOUND');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/sounds/bulk',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Publishes, unpublishes or deletes several sounds (admins)',
        description: 'Unknown ids are skipped; `updated` counts the sounds that changed.',
        tags,
        body: bulkSoundSchema,
        response: {200: bulkSoundResultSchema, 400: errorBodySchema, ...adminErrors},
      },
    },
    async (request) => {
      const actor = actorOf(requireAdmin(request));
      const {ids, action} = request.body;
      let updated = 0;
      for (const id of new Set(ids)) {
        if (action === 'delete') {
          if (await removeSound(deps, id, actor)) updated++;
          continue;
        }
        const result = await updateSound(db, id, {published: action === 'publish' ? 1 : 0}, actor, action);
        if (result?.changed) updated++;
      }
      return {updated};
    },
  );
};
