import {z} from 'zod';

/** `POST /api/imports/probe`: the link to look at. */
export const probeRequestSchema = z
  .object({
    url: z.string().trim().min(1).max(2048).describe('An http or https link to a video or audio page'),
  })
  .meta({id: 'ImportProbeRequest'});

/** Why a probed link cannot be imported as it is. */
export const importRefusalSchema = z
  .enum(['TOO_LONG', 'LIVE', 'PLAYLIST', 'DURATION_UNKNOWN'])
  .describe(
    "TOO_LONG: longer than the plan's maximum; LIVE: a live stream or one not started; PLAYLIST: the link is a playlist (the first item is described); DURATION_UNKNOWN: the length could not be read",
  )
  .meta({id: 'ImportRefusal'});

/** What a link holds, as `POST /api/imports/probe` answers it. */
export const importProbeSchema = z
  .object({
    url: z
      .string()
      .describe('The page of the item described (for a playlist, its first item where the site names one)'),
    title: z.string(),
    uploader: z.string().nullable().describe('The channel or uploader, when the site names one'),
    durationSeconds: z.number().nullable().describe('Length in seconds; null when it could not be read'),
    thumbnail: z
      .object({
        fileId: z.string().describe("The thumbnail, stored as one of the caller's files"),
        url: z.string().describe('A signed URL on this API to show it; third-party images are never linked'),
        expiresAt: z
          .string()
          .describe('ISO 8601: when `url` stops working; ask POST /api/files/{id}/url for a new one'),
      })
      .nullable(),
    extractor: z.string().describe("yt-dlp's extractor, e.g. 'Youtube', 'Generic'"),
    isLive: z.boolean(),
    playlist: z
      .object({title: z.string().nullable()})
      .nullable()
      .describe('Set when the link is a playlist: the answer describes its first item'),
    maxDurationSeconds: z.number().int().describe("The longest source the caller's plan imports"),
    allowed: z.boolean().describe('Whether an import job may be started from this link as it is'),
    reason: importRefusalSchema.nullable().describe('Why not, when `allowed` is false'),
  })
  .meta({id: 'ImportProbe'});

/** Request body of `POST /api/imports/probe`. */
export type ProbeRequest = z.infer<typeof probeRequestSchema>;
/** Answer of `POST /api/imports/probe`. */
export type ImportProbeView = z.infer<typeof importProbeSchema>;
/** Why a probed link cannot be imported. */
export type ImportRefusal = z.infer<typeof importRefusalSchema>;
