import {z} from 'zod';

/** What a playlist export holds: each track as MP3, or the files as they were added. */
export const PLAYLIST_EXPORT_FORMATS = ['mp3', 'original'] as const;

/** Parameters of a `playlist-export` job: which of the caller's playlists, and in what format. */
export const playlistExportParamsSchema = z
  .object({
    playlistId: z.string().min(1).max(64).describe('One of the caller’s playlists'),
    format: z
      .enum(PLAYLIST_EXPORT_FORMATS)
      .default('mp3')
      .describe('mp3: every track transcoded to MP3; original: the files as they were added'),
  })
  .strict()
  .meta({id: 'PlaylistExportParams'});

/** Parsed `playlist-export` parameters, defaults applied. */
export type PlaylistExportParams = z.infer<typeof playlistExportParamsSchema>;

/** The stages a `playlist-export` job reports, in order: the tracks one by one, then the zip. */
export const playlistExportStageSchema = z.enum(['tracks', 'archive']).meta({id: 'PlaylistExportStage'});

/** One stage of a `playlist-export` job. */
export type PlaylistExportStage = z.infer<typeof playlistExportStageSchema>;

/** `result.data` of a succeeded `playlist-export` job: the zip and what it holds. */
export const playlistExportResultSchema = z
  .object({
    playlistId: z.string(),
    fileId: z
      .string()
      .describe('The zip: the tracks in playlist order, named "01 - <title>.<ext>", and playlist.m3u'),
    format: z.enum(PLAYLIST_EXPORT_FORMATS),
    trackCount: z.number().int().describe('How many tracks the zip holds'),
    durationSeconds: z.number().describe('The tracks’ total length'),
  })
  .meta({id: 'PlaylistExportResult'});

/** `result.data` of a succeeded `playlist-export` job, as typed data. */
export type PlaylistExportResult = z.infer<typeof playlistExportResultSchema>;
