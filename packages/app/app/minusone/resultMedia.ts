import type {WaveformPeaks} from '@nada/waveform';
import {fileUrl, signedFileUrl} from './jobApi';
import type {SeparationResult, StemName} from './separation';

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

/** The playable files of a result: the uploaded song and each stem. */
export interface ResultMedia {
  input: MediaFile;
  stems: (MediaFile & {name: StemName})[];
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
 * Reads a peaks file (`application/json`, the WaveformPeaks shape) through a signed URL; null when it
 * cannot be had, since a missing waveform must not keep the song from playing.
 */
export async function fetchPeaks(
  peaksFileId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<WaveformPeaks | null> {
  if (!peaksFileId) return null;
  try {
    const response = await fetchImpl(await fileUrl(peaksFileId, 'inline'));
    if (!response.ok) throw new Error(`The peaks file answered ${response.status}`);
    const peaks: unknown = await response.json();
    if (!isWaveformPeaks(peaks)) throw new Error('The peaks file is not WaveformPeaks');
    return peaks;
  } catch (error) {
    console.warn('Waveform peaks not read', error);
    return null;
  }
}

async function mediaFile(fileId: string, peaksFileId: string): Promise<MediaFile> {
  const [signed, peaks] = await Promise.all([signedFileUrl(fileId, 'inline'), fetchPeaks(peaksFileId)]);
  return {fileId, src: signed.url, expiresAt: signed.expiresAt, peaks};
}

/** Signed URLs and peaks of the song and every stem of a result, fetched side by side. */
export async function loadResultMedia(result: SeparationResult): Promise<ResultMedia> {
  const [input, ...stems] = await Promise.all([
    mediaFile(result.input.fileId, result.input.peaksFileId),
    ...result.stems.map(async (stem) => ({
      name: stem.name,
      ...(await mediaFile(stem.fileId, stem.peaksFileId)),
    })),
  ]);
  if (!input) throw new Error('The result has no input');
  return {input, stems: stems as ResultMedia['stems']};
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
