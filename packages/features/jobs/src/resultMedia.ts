import type {WaveformPeaks} from '@nada/waveform';
import type {JobLike, JobsClient} from './types';

/** One playable file of a result: where to stream it from and its waveform. */
export interface MediaFile {
  fileId: string;
  /** A signed URL that plays in the page. */
  src: string;
  /** When `src` stops working (ISO 8601). */
  expiresAt: string;
  /** Its waveform peaks, or null when they could not be read (the player then draws none). */
  peaks: WaveformPeaks | null;
}

/** Whether a parsed JSON value has the shape of waveform peaks. */
export function isWaveformPeaks(value: unknown): value is WaveformPeaks {
  if (typeof value !== 'object' || value === null) return false;
  const peaks = value as Partial<WaveformPeaks>;
  return (
    typeof peaks.sampleRate === 'number' &&
    typeof peaks.length === 'number' &&
    Array.isArray(peaks.levels) &&
    peaks.levels.every(
      (level) =>
        typeof level.samplesPerBucket === 'number' && Array.isArray(level.min) && Array.isArray(level.max),
    )
  );
}

/**
 * Reads a peaks JSON (the WaveformPeaks shape) from a URL, or from the URL a promise gives (a signed
 * one still to be asked for); null when it cannot be had, since a missing waveform must not keep the
 * track from playing.
 */
export async function fetchPeaksFrom(
  url: string | Promise<string> | null,
  fetchImpl: typeof fetch = fetch,
): Promise<WaveformPeaks | null> {
  if (!url) return null;
  try {
    const response = await fetchImpl(await url);
    if (!response.ok) throw new Error(`The peaks file answered ${response.status}`);
    const peaks: unknown = await response.json();
    if (!isWaveformPeaks(peaks)) throw new Error('The peaks file is not WaveformPeaks');
    return peaks;
  } catch (error) {
    console.warn('Waveform peaks not read', error);
    return null;
  }
}

/**
 * A file of a result to play: its signed URL and its waveform (from `peaksFileId`, empty for none),
 * asked for side by side.
 */
export async function loadMediaFile(
  client: Pick<JobsClient<JobLike>, 'signedFileUrl'>,
  fileId: string,
  peaksFileId: string,
): Promise<MediaFile> {
  const [signed, peaks] = await Promise.all([
    client.signedFileUrl(fileId, 'inline'),
    fetchPeaksFrom(
      peaksFileId ? client.signedFileUrl(peaksFileId, 'inline').then((peaksUrl) => peaksUrl.url) : null,
    ),
  ]);
  return {fileId, src: signed.url, expiresAt: signed.expiresAt, peaks};
}

/** Starts a download from a signed `attachment` URL, as a click on a link would. */
export function downloadFrom(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  // The URL's Content-Disposition names the file; the attribute only keeps the page in place.
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

// A result's player tracks are named after their job: `<job id>` for the result with its variants,
// `<job id>:<part>` for one part (a stem); that is how the mini-player finds the way back to it.
const SEPARATOR = ':';

/** The player track id of a job's result, or of one part of it (a stem). */
export function resultTrackId(jobId: string, part?: string): string {
  return part ? `${jobId}${SEPARATOR}${part}` : jobId;
}

/** The job a player track belongs to and the part of its result, or null for a track that is no job's. */
export function jobOfTrack(trackId: string): {jobId: string; part: string} | null {
  const [jobId, ...rest] = trackId.split(SEPARATOR);
  return jobId ? {jobId, part: rest.join(SEPARATOR)} : null;
}
