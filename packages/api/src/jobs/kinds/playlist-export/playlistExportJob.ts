import {createReadStream, createWriteStream} from 'node:fs';
import {stat} from 'node:fs/promises';
import {join} from 'node:path';
import {Readable} from 'node:stream';
import {pipeline} from 'node:stream/promises';
import type {Config} from '../../../config.ts';
import {apiError} from '../../../errors.ts';
import {zipStream} from '../../../files/zip.ts';
import type {ZipEntry} from '../../../files/zip.ts';
import {ObjectNotFoundError} from '../../../storage/storage.ts';
import {JobError} from '../../jobError.ts';
import type {JobContext, JobKind, JobOutput, ResolveInput} from '../../registry.ts';
import {copyFromStorage, safeExtension, storeResultFiles} from '../../resultFiles.ts';
import {CHARGED_LENGTH_SLACK_SECONDS, inTempFolder, runJobInThread} from '../workInThread.ts';
import {m3uPlaylist, originalExtension, safeFileTitle, trackFileName} from './playlistExportArchive.ts';
import {
  playlistExportParamsSchema,
  playlistExportResultSchema,
  playlistExportStageSchema,
} from './playlistExportParams.ts';
import type {
  PlaylistExportParams,
  PlaylistExportResult,
  PlaylistExportStage,
} from './playlistExportParams.ts';
import {playlistExportErrors} from './errors.ts';
import {exportTracks} from './playlistExportTracks.ts';
import type {ExportTrack, ExportTracks} from './playlistExportTracks.ts';
import type {PlaylistExportWorkInput} from './playlistExportWork.ts';

/** Share of the whole job's percent transcoding to MP3 takes; the zip takes the rest. */
const TRANSCODE_PERCENT = 80;

/** What a `playlist-export` job needs from the configuration. */
export type PlaylistExportJobConfig = Pick<Config, 'ffmpegPath'>;

/** What a run of a `playlist-export` job receives. */
export type PlaylistExportContext = JobContext<PlaylistExportParams, PlaylistExportStage>;

/**
 * The `playlist-export` job kind: a playlist of the caller's becomes one zip of its tracks in
 * playlist order, named by position and title ('01 - Bengawan Solo.mp3'), transcoded to MP3 with
 * ffmpeg in a worker thread or kept as they were added, with an M3U playlist beside them.
 *
 * Its tracks may be published sounds of the library, which are not the caller's files, so the job
 * names no input files: the playlist is checked at submit (`resolveInputFileIds` answers its
 * refusals and no ids) and read again when the job runs. Exports are free (no credits): they make
 * nothing new of the audio, as a result's zip download does not; the zip takes the owner's storage.
 */
export function playlistExportJobKind(
  config: PlaylistExportJobConfig,
): JobKind<PlaylistExportParams, PlaylistExportResult, PlaylistExportStage> {
  return {
    kind: 'playlist-export',
    params: playlistExportParamsSchema,
    result: playlistExportResultSchema,
    stages: playlistExportStageSchema,
    maxAttempts: 3,
    retryBaseDelayMs: 5000,
    resolveInputFileIds: checkPlaylist,
    creditSeconds: () => 0,
    run: (context) => runPlaylistExport(context, config),
  };
}

/** Refuses at submit what the run would fail on: PLAYLIST_NOT_FOUND, PLAYLIST_NOT_OWNED, PLAYLIST_EMPTY, PLAYLIST_TRACK_UNAVAILABLE. */
async function checkPlaylist({params, ownerId, db}: ResolveInput<PlaylistExportParams>): Promise<string[]> {
  const found = await exportTracks(db, ownerId, params.playlistId);
  if (found.ok) return [];
  switch (found.problem) {
    case 'not-found':
      throw apiError('PLAYLIST_NOT_FOUND');
    case 'not-owned':
      throw apiError('PLAYLIST_NOT_OWNED');
    case 'empty':
      throw apiError('PLAYLIST_EMPTY');
    case 'unavailable':
      throw apiError('PLAYLIST_TRACK_UNAVAILABLE', found.position, found.title);
  }
}

/** The playlist's tracks when the job runs; what changed since the submit fails the job with its code. */
function tracksOrFail(found: ExportTracks): {title: string; tracks: ExportTrack[]} {
  if (found.ok) return found;
  switch (found.problem) {
    case 'not-found':
      throw new JobError('PLAYLIST_NOT_FOUND', 'The playlist was deleted.');
    case 'not-owned':
      throw new JobError('PLAYLIST_NOT_OWNED', playlistExportErrors.PLAYLIST_NOT_OWNED.message);
    case 'empty':
      throw new JobError('PLAYLIST_EMPTY', playlistExportErrors.PLAYLIST_EMPTY.message);
    case 'unavailable':
      throw new JobError(
        'PLAYLIST_TRACK_UNAVAILABLE',
        playlistExportErrors.PLAYLIST_TRACK_UNAVAILABLE(found.position, found.title).message,
      );
  }
}

/** One entry of the zip: a track's name and what it plays. */
interface ArchiveTrack {
  name: string;
  title: string;
  seconds: number | null;
  entry: ZipEntry;
}

async function runPlaylistExport(
  context: PlaylistExportContext,
  config: PlaylistExportJobConfig,
): Promise<JobOutput<PlaylistExportResult>> {
  const {params, services, ownerId} = context;
  const playlist = tracksOrFail(await exportTracks(services.db, ownerId, params.playlistId));
  return inTempFolder('playlist-export', async (folder) => {
    const archiveTracks =
      params.format === 'mp3'
        ? await transcodedTracks(context, config, folder, playlist.tracks)
        : originalTracks(context, playlist.tracks);
    await context.progress('archive', params.format === 'mp3' ? TRANSCODE_PERCENT : 0);
    const base = safeFileTitle(playlist.title, 'Playlist');
    const m3u = Buffer.from(
      m3uPlaylist(
        archiveTracks.map((track) => ({title: track.title, seconds: track.seconds, path: track.name})),
      ),
    );
    const entries = [
      ...archiveTracks.map((track) => track.entry),
      {
        name: `${base}.m3u`,
        sizeBytes: m3u.length,
        modified: new Date(),
        open: async () => Readable.from([m3u]),
      },
    ];
    const zipPath = join(folder, 'export.zip');
    await pipeline(zipStream(entries), createWriteStream(zipPath), {signal: context.signal});
    const [fileId = ''] = await storeResultFiles(context, [
      {name: 'zip', fileName: `${base}.zip`, contentType: 'application/zip', content: zipPath},
    ]);
    const known = archiveTracks.flatMap((track) => (track.seconds === null ? [] : [track.seconds]));
    return {
      fileIds: [fileId],
      data: {
        playlistId: params.playlistId,
        fileId,
        format: params.format,
        trackCount: archiveTracks.length,
        durationSeconds: known.reduce((total, seconds) => total + seconds, 0),
      },
    };
  });
}

/** The tracks copied from storage and transcoded to MP3 in a worker thread, as zip entries read from disk. */
async function transcodedTracks(
  context: PlaylistExportContext,
  config: PlaylistExportJobConfig,
  folder: string,
  tracks: readonly ExportTrack[],
): Promise<ArchiveTrack[]> {
  const work: PlaylistExportWorkInput = {
    tracks: [],
    ffmpegPath: config.ffmpegPath,
    percentOfJob: TRANSCODE_PERCENT,
  };
  for (const [index, track] of tracks.entries()) {
    const inputPath = join(folder, `input-${index}${safeExtension(track.file.original_name)}`);
    await copyTrack(context, track, inputPath);
    work.tracks.push({
      inputPath,
      outputPath: join(folder, `track-${index}.mp3`),
      // The length recorded at upload bounds the decode (an unprobed file: a day, as uploads allow at most).
      maxSeconds: (track.file.duration_seconds ?? 24 * 3600) + CHARGED_LENGTH_SLACK_SECONDS,
    });
  }
  const seconds = await runJobInThread<PlaylistExportWorkInput, number[], PlaylistExportStage>(context, {
    module: new URL('./playlistExportWork.ts', import.meta.url),
    exportName: 'transcodeTracksInThread',
    input: work,
  });
  return await Promise.all(
    tracks.map(async (track, index) => {
      const path = work.tracks[index]?.outputPath ?? '';
      const name = trackFileName(track.position, tracks.length, track.title, '.mp3');
      const {size, mtime} = await stat(path);
      return {
        name,
        title: track.title,
        seconds: seconds[index] ?? null,
        entry: {name, sizeBytes: size, modified: mtime, open: async () => createReadStream(path)},
      };
    }),
  );
}

/** The tracks as they were added, as zip entries streamed from storage while the zip is written. */
function originalTracks(context: PlaylistExportContext, tracks: readonly ExportTrack[]): ArchiveTrack[] {
  const {storage} = context.services;
  return tracks.map((track, index) => {
    const name = trackFileName(track.position, tracks.length, track.title, originalExtension(track.file));
    return {
      name,
      title: track.title,
      seconds: track.file.duration_seconds,
      entry: {
        name,
        sizeBytes: track.file.size_bytes,
        modified: new Date(track.file.created_at),
        open: async () => {
          await context.progress('archive', (index / tracks.length) * 100);
          try {
            return await storage.get(track.file.storage_key);
          } catch (error) {
            throw missingTrack(error, track);
          }
        },
      },
    };
  });
}

/** Copies a track's content to `path`; content gone from storage fails the job with PLAYLIST_TRACK_UNAVAILABLE. */
async function copyTrack(context: PlaylistExportContext, track: ExportTrack, path: string): Promise<void> {
  try {
    await copyFromStorage(context, track.file, path);
  } catch (error) {
    throw missingTrack(error, track);
  }
}

function missingTrack(error: unknown, track: ExportTrack): unknown {
  const missing =
    error instanceof ObjectNotFoundError || (error instanceof JobError && error.code === 'JOB_INPUT_MISSING');
  return missing
    ? new JobError(
        'PLAYLIST_TRACK_UNAVAILABLE',
        playlistExportErrors.PLAYLIST_TRACK_UNAVAILABLE(track.position, track.title).message,
        {
          cause: error,
        },
      )
    : error;
}
