import {loadMediaFile, type MediaFile} from '@nada/jobs';
import {signedFileUrl} from '../api/jobApi';
import type {SeparationResult, StemName} from './jobTypes';

/** The playable files of a separation's result: the uploaded song and each stem. */
export interface ResultMedia {
  input: MediaFile;
  stems: (MediaFile & {name: StemName})[];
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
  const client = {signedFileUrl};
  const [input, ...stems] = await Promise.all([
    loadMediaFile(client, result.input.fileId, result.input.peaksFileId),
    ...minusOneFirst(result.stems).map(async (stem) => ({
      name: stem.name,
      ...(await loadMediaFile(client, stem.fileId, stem.peaksFileId)),
    })),
  ]);
  if (!input) throw new Error('The result has no input');
  return {input, stems: stems as ResultMedia['stems']};
}
