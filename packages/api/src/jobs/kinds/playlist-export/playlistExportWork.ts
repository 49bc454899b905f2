import {audioDuration, decodeAudio, encodeAudio} from '@nada/audio';
import type {ThreadTools} from '../../thread.ts';
import {rethrowAudioError} from '../audioJobError.ts';

/** What the thread needs to transcode a playlist's tracks: plain data, since it crosses into a worker thread. */
export interface PlaylistExportWorkInput {
  /** Each track: the copy of its file, where its MP3 goes, and its length plus slack (a longer one is refused). */
  tracks: Array<{inputPath: string; outputPath: string; maxSeconds: number}>;
  ffmpegPath: string;
  /** The share of the whole job the transcoding takes, 0..100; the zip takes the rest. */
  percentOfJob: number;
}

/**
 * Transcodes each track to MP3 (@nada/audio's decode and encode, as a transform's conversion does)
 * in a job thread, one after the other, reporting the 'tracks' stage as each one is done; answers
 * each MP3's length in seconds. An `AudioError` becomes a `JobError` with the same code.
 */
export async function transcodeTracksInThread(
  input: PlaylistExportWorkInput,
  tools: ThreadTools,
): Promise<number[]> {
  const seconds: number[] = [];
  try {
    for (const [index, track] of input.tracks.entries()) {
      const audio = await decodeAudio(track.inputPath, {
        ffmpegPath: input.ffmpegPath,
        maxSeconds: track.maxSeconds,
        signal: tools.signal,
      });
      await encodeAudio(audio, track.outputPath, {
        format: 'mp3',
        ffmpegPath: input.ffmpegPath,
        signal: tools.signal,
      });
      seconds.push(audioDuration(audio));
      tools.progress('tracks', ((index + 1) / input.tracks.length) * input.percentOfJob);
    }
  } catch (error) {
    rethrowAudioError(error, 'A track is longer than it was when it was added; add it again.');
  }
  return seconds;
}
