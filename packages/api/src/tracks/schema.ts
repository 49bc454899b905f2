import {z} from 'zod';
import {lineSchema} from '../displayText.ts';

const visibilitySchema = z
  .enum(['private', 'public'])
  .describe('private: the owner alone; public: anyone with the link, and the owner’s public profile')
  .meta({id: 'TrackVisibility'});

/** A generated track as its owner's list (or a public profile's) shows it. */
export const trackSummarySchema = z
  .object({
    id: z.string().describe('The id of the `generate` job that made it'),
    title: z.string(),
    visibility: visibilitySchema,
    durationSeconds: z.number(),
    mixFileId: z.string().describe('The mastered mix'),
    streamUrl: z.string().describe('Signed inline URL of the mix (API origin path), for <audio src>'),
    streamUrlExpiresAt: z.string().describe('ISO 8601; ask again after it'),
    peaksUrl: z.string().nullable().describe("Signed URL of the mix's waveform peaks JSON; null when none"),
    createdAt: z.string().describe('ISO 8601'),
    updatedAt: z.string().describe('ISO 8601'),
  })
  .meta({id: 'TrackSummary'});

/** One generated track as one reader sees it. */
export const trackSchema = trackSummarySchema
  .extend({
    ownerId: z.string(),
    ownerName: z.string().nullable(),
    isOwner: z.boolean().describe('Whether the caller owns it (and may change it)'),
  })
  .meta({id: 'Track'});

/** A page of tracks, newest first. */
export const trackListSchema = z
  .object({
    items: z.array(trackSummarySchema),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last'),
  })
  .meta({id: 'TrackList'});

/** `PATCH /tracks/:id`: a new title, who may listen, or both. */
export const updateTrackSchema = z
  .object({
    title: lineSchema().min(1).max(120).optional(),
    visibility: visibilitySchema.optional(),
  })
  .strict()
  .refine((body) => body.title !== undefined || body.visibility !== undefined, {
    message: 'must change the title or the visibility',
  })
  .meta({id: 'TrackUpdate'});

/** `:id` in track routes. */
export const trackParamsSchema = z.object({id: z.string().min(1).max(100)});
