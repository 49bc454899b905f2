import {z} from 'zod';
import {lineSchema} from '../displayText.ts';

/** What a sound is, as the library's filter names it. */
export const SOUND_CATEGORIES = [
  'drums',
  'bass',
  'chords',
  'pads',
  'melody',
  'fx',
  'one-shot',
  'vocal',
] as const;

/** How the library can order sounds. */
export const SOUND_SORTS = ['relevance', 'newest', 'title', 'bpm', 'length'] as const;

/** Largest page of sounds. */
export const MAX_SOUND_PAGE = 60;

const categorySchema = z.enum(SOUND_CATEGORIES).meta({id: 'SoundCategory'});
const kindSchema = z
  .enum(['loop', 'one-shot'])
  .describe('loop: plays round seamlessly; one-shot: a single hit or stab')
  .meta({id: 'SoundKind'});

/** A key as the library writes it: tonic (C, C#, Db, ... B) and mode, e.g. 'A minor', 'Bb major'. */
export const musicalKeySchema = z
  .string()
  .regex(/^[A-G](#|b)? (major|minor)$/, 'must be a key like "A minor" or "Bb major"')
  .describe('E.g. "A minor", "Bb major"');

const genreSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]{0,39}$/u, 'must be 1 to 40 letters, digits, spaces or hyphens');
const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}-]{0,29}$/u, 'must be one word of at most 30 letters, digits or hyphens');
const titleTextSchema = lineSchema().min(1).max(120);

/** A sound's title in both languages. */
export const soundTitleSchema = z
  .strictObject({id: titleTextSchema, en: titleTextSchema})
  .meta({id: 'SoundTitle'});

/** One sound of the library, as anyone (published) or an admin (any) reads it. */
export const soundSchema = z
  .object({
    id: z.string(),
    title: z.object({id: z.string(), en: z.string()}),
    category: categorySchema,
    genre: z.string().nullable(),
    tags: z.array(z.string()),
    mood: z.string().nullable(),
    bpm: z.number().nullable().describe('Beats per minute; null for one-shots without a tempo'),
    key: z.string().nullable().describe('E.g. "A minor"; null for unpitched sounds'),
    durationSeconds: z.number(),
    loudnessLufs: z.number().nullable().describe('Integrated loudness (EBU R 128)'),
    licence: z.string().describe('SPDX id, e.g. CC0-1.0'),
    kind: kindSchema,
    published: z.boolean(),
    streamUrl: z.string().describe('Signed inline URL (API origin path) for <audio src>'),
    streamUrlExpiresAt: z.string().describe('ISO 8601; ask for the sound again after it'),
    downloadUrl: z.string().describe('Signed URL that downloads the file (Content-Disposition: attachment)'),
    peaksUrl: z.string().nullable().describe("Signed URL of the sound's waveform peaks JSON"),
    fileId: z.string().describe('The audio file; any signed-in user may add it to a playlist once published'),
    createdAt: z.string().describe('ISO 8601'),
    updatedAt: z.string().describe('ISO 8601'),
  })
  .meta({id: 'Sound'});

const facetSchema = z.array(z.object({value: z.string(), count: z.number().int()}));

/** A page of sounds with the facets of the whole result. */
export const soundListSchema = z
  .object({
    items: z.array(soundSchema),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last'),
    facets: z
      .object({categories: facetSchema, genres: facetSchema, keys: facetSchema})
      .describe(
        'Counts over every page: each group under the search and every filter except its own, most first',
      ),
  })
  .meta({id: 'SoundList'});

const optionalNumber = (min: number, max: number) => z.coerce.number().min(min).max(max).optional();

/** `GET /sounds` query. */
export const soundQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe('Words searched in both titles and the tags (prefixes match)'),
  category: categorySchema.optional(),
  genre: z.string().trim().toLowerCase().max(40).optional(),
  key: musicalKeySchema.optional(),
  kind: kindSchema.optional(),
  bpmMin: optionalNumber(0, 1000),
  bpmMax: optionalNumber(0, 1000),
  minSeconds: optionalNumber(0, 36_000),
  maxSeconds: optionalNumber(0, 36_000),
  sort: z
    .enum(SOUND_SORTS)
    .optional()
    .describe('Default relevance with `q`, else newest; title follows `lang`, bpm and length go up'),
  lang: z.enum(['id', 'en']).default('id').describe('The title `sort=title` orders by'),
  cursor: z.string().max(500).optional().describe('`nextCursor` of the previous page (same query)'),
  limit: z.coerce.number().int().min(1).max(MAX_SOUND_PAGE).default(24),
});

/** `GET /admin/sounds` query: the public one plus the published flag. */
export const adminSoundQuerySchema = soundQuerySchema.extend({
  published: z
    .enum(['true', 'false'])
    .optional()
    .describe('Only published (true) or unpublished (false) sounds'),
});

/** `:id` of a sound. */
export const soundParamsSchema = z.object({id: z.string().min(1).max(100)});

/** `POST /admin/sounds` body. */
export const createSoundSchema = z
  .strictObject({fileId: z.string().min(1).max(100).describe('An audio file the admin uploaded (tus)')})
  .meta({id: 'CreateSound'});

/** `PATCH /admin/sounds/:id` body: any of the fields. */
export const updateSoundSchema = z
  .strictObject({
    title: soundTitleSchema.optional(),
    category: categorySchema.optional(),
    genre: genreSchema.nullable().optional(),
    tags: z.array(tagSchema).max(20).optional(),
    mood: genreSchema.nullable().optional(),
    bpm: z.number().min(20).max(300).nullable().optional(),
    key: musicalKeySchema.nullable().optional(),
    kind: kindSchema.optional(),
    licence: z.string().trim().min(1).max(60).optional(),
    published: z.boolean().optional(),
  })
  .meta({id: 'UpdateSound'});

/** `POST /admin/sounds/bulk` body. */
export const bulkSoundSchema = z
  .strictObject({
    ids: z.array(z.string().min(1).max(100)).min(1).max(100),
    action: z.enum(['publish', 'unpublish', 'delete']),
  })
  .meta({id: 'BulkSoundAction'});

/** `POST /admin/sounds/bulk` answer. */
export const bulkSoundResultSchema = z
  .object({updated: z.number().int().describe('Sounds changed (unknown ids and no-ops are not counted)')})
  .meta({id: 'BulkSoundResult'});

/** One entry of the audit. */
export const soundAuditEntrySchema = z
  .object({
    id: z.string(),
    soundId: z.string(),
    soundTitle: z.string().describe('The Indonesian title at the time'),
    actorId: z.string().nullable().describe("Null for Nada's own seeding, or a deleted admin"),
    actorEmail: z.string().nullable(),
    action: z.enum(['create', 'update', 'publish', 'unpublish', 'delete', 'seed']),
    changes: z
      .record(z.string(), z.unknown())
      .describe('Edits as {field: {from, to}}; a creation its fields'),
    at: z.string().describe('ISO 8601'),
  })
  .meta({id: 'SoundAuditEntry'});

/** `GET /admin/sounds/audit` query. */
export const soundAuditQuerySchema = z.object({
  soundId: z.string().min(1).max(100).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** A page of the audit, newest first. */
export const soundAuditListSchema = z
  .object({items: z.array(soundAuditEntrySchema), nextCursor: z.string().nullable()})
  .meta({id: 'SoundAuditList'});

/** A validated `GET /sounds` (or admin) query. */
export type SoundQuery = z.infer<typeof adminSoundQuerySchema>;
/** A validated edit. */
export type SoundUpdate = z.infer<typeof updateSoundSchema>;
