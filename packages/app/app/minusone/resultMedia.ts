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

async function mediaFile(fileId: string, peaksFileId: string): Promise<MediaFile> {
  const [signed, peaks] = await Promise.all([
    signedFileUrl(fileId, 'inline'),
    fetchPeaksFrom(peaksFileId ? fileUrl(peaksFileId, 'inline') : null),
  ]);
  return {fileId, src: signed.url, expiresAt: signed.expiresAt, peaks};
}

/**
 * The stems in the order a singer wants them: the minus one first (four stems list it last), then
 * the others as the job wrote them.
 */
export function minusOneFirst<Stem extends {name: StemName}>(stems: readonly Stem[]): Stem[] {
  return [...stems].sort((a, b) => Number(b.name === 'instrumental') - Number(a.name === 'instrumental'));
}

/** Signed URLs and peaks of the song and every stem of a result (the minus one first), fetched side by side. */
export async function loadResultMedia(result: SeparationResult): Promise<ResultMedia> {
  const [input, ...stems] = await Promise.all([
    mediaFile(result.input.fileId, result.input.peaksFileId),
    ...minusOneFirst(result.stems).map(async (stem) => ({
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
