import {z} from 'zod';
import {lineSchema, textSchema} from '../displayText.ts';

const visibilitySchema = z
  .enum(['private', 'public'])
  .describe('private: the owner alone; public: anyone with the link may listen')
  .meta({id: 'PlaylistVisibility'});

const titleSchema = lineSchema().min(1).max(80);
const descriptionSchema = textSchema().max(500);

/** A playlist without its items, as listings show it. */
export const playlistSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().describe('Empty when there is none'),
    visibility: visibilitySchema,
    itemCount: z.number().int().describe('Every item, unavailable ones included'),
    durationSeconds: z.number().describe('Total length of the available items'),
    createdAt: z.string().describe('ISO 8601'),
    updatedAt: z.string().describe('ISO 8601; also moves when items are added, removed or reordered'),
  })
  .meta({id: 'PlaylistSummary'});

/** One item of a playlist. */
export const playlistItemSchema = z
  .object({
    id: z.string(),
    fileId: z.string(),
    title: z.string(),
    durationSeconds: z.number().nullable(),
    contentType: z.string(),
    available: z.boolean().describe('False once the file has expired or been deleted'),
    position: z.number().int().describe('0 to itemCount - 1'),
    addedAt: z.string().describe('ISO 8601'),
    streamUrl: z
      .string()
      .nullable()
      .describe('Signed inline URL of the file (API origin path), for <audio src>; null when unavailable'),
    streamUrlExpiresAt: z.string().nullable().describe('ISO 8601; ask for the playlist again after it'),
    peaksUrl: z
      .string()
      .nullable()
      .describe("Signed URL of the file's waveform peaks JSON, when a job made one; else null"),
  })
  .meta({id: 'PlaylistItem'});

/** A playlist with its items, as one reader sees it. */
export const playlistSchema = playlistSummarySchema
  .extend({
    ownerId: z.string(),
    ownerName: z.string().nullable(),
    isOwner: z.boolean().describe('Whether the caller owns it (and may change it)'),
    items: z.array(playlistItemSchema).describe('In play order'),
  })
  .meta({id: 'Playlist'});

/** A page of the caller's playlists, newest first. */
export const playlistListSchema = z
  .object({
    items: z.array(playlistSummarySchema),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last'),
  })
  .meta({id: 'PlaylistList'});

/** A user's public playlists, newest first. */
export const publicPlaylistListSchema = z
  .object({items: z.array(playlistSummarySchema)})
  .meta({id: 'PublicPlaylistList'});

/** `POST /playlists` body. */
export const createPlaylistSchema = z
  .strictObject({
    title: titleSchema,
    description: descriptionSchema.optional(),
    visibility: visibilitySchema.optional().describe('Default private'),
  })
  .meta({id: 'CreatePlaylist'});

/** `PATCH /playlists/:id` body: any of the fields. */
export const updatePlaylistSchema = z
  .strictObject({
    title: titleSchema.optional(),
    description: descriptionSchema.optional(),
    visibility: visibilitySchema.optional(),
  })
  .meta({id: 'UpdatePlaylist'});

/** `POST /playlists/:id/items` body. */
export const addPlaylistItemSchema = z
  .strictObject({
    fileId: z
      .string()
      .min(1)
      .max(100)
      .describe("One of the caller's audio files, or a published sound's `fileId`"),
    title: lineSchema().min(1).max(200).optional().describe("Default: the file's name without its extension"),
  })
  .meta({id: 'AddPlaylistItem'});

/** `PUT /playlists/:id/items/order` body. */
export const reorderPlaylistSchema = z
  .strictObject({
    itemIds: z
      .array(z.string().min(1).max(100))
      .max(500)
      .describe('Every item id of the playlist, each once, in the new order'),
  })
  .meta({id: 'ReorderPlaylist'});

/** `:id` in playlist routes. */
export const playlistParamsSchema = z.object({id: z.string().min(1).max(100)});

/** `:id` and `:itemId` in item routes. */
export const playlistItemParamsSchema = z.object({
  id: z.string().min(1).max(100),
  itemId: z.string().min(1).max(100),
});

/** The caller's playlists that hold one file. */
export const filePlaylistsSchema = z
  .object({items: z.array(z.object({id: z.string(), title: z.string()}))})
  .meta({id: 'FilePlaylists'});
