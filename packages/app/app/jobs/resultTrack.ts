import type {PlayerTrack} from '@nada/player';
import type {IntlShape} from 'react-intl';
import {getJob, signedFileUrl} from '../api/jobApi';
import {stemMessages} from '@nada/generation-wizard';
import {jobOfTrack, resultMessages, resultTrackId} from '@nada/jobs';
import {jobKinds} from './jobKinds';
import type {ResultMedia} from './resultMedia';
import {type Job, minusOneStem, separationOf, type SeparationResult, type StemName} from './jobTypes';

/** The job a player track belongs to, or null for a track that is not a job's result. */
export function jobIdOfTrack(track: Pick<PlayerTrack, 'id'>): string | null {
  return jobOfTrack(track.id)?.jobId ?? null;
}

export {withoutExtension} from './jobKinds';

/**
 * The name of a job's song, as its kind names it: its input file's without the extension (null
 * once that file is gone), an import's title, a generation's…
 */
export function songNameOf(job: Job): string | null {
  return jobKinds.nameOf(job);
}
const earliest = (dates: string[]) =>
  dates.reduce((first, date) => (Date.parse(date) < Date.parse(first) ? date : first));

/**
 * The player's track for a result: the minus one (or the first stem of four) with an A/B switch
 * between it, the other stems and the original song, each with its waveform.
 */
export function resultTrack(
  intl: IntlShape,
  job: Pick<Job, 'id'>,
  result: SeparationResult,
  media: ResultMedia,
  title: string,
): PlayerTrack {
  const main = minusOneStem(result)?.name ?? media.stems[0]?.name;
  const ordered = [...media.stems].sort((a, b) => Number(b.name === main) - Number(a.name === main));
  const first = ordered[0] ?? {name: 'instrumental' as const, ...media.input};
  return {
    id: job.id,
    title,
    // No subtitle: the player names the version playing (the A/B switch's label).
    src: first.src,
    durationSeconds: result.durationSeconds,
    peaks: first.peaks,
    expiresAt: earliest([media.input.expiresAt, ...media.stems.map((stem) => stem.expiresAt)]),
    variants: [
      ...ordered.map((stem) => ({
        id: stem.name,
        label: intl.formatMessage(stemMessages[stem.name]),
        src: stem.src,
        peaks: stem.peaks,
      })),
      {
        id: 'original',
        label: intl.formatMessage(resultMessages.original),
        src: media.input.src,
        peaks: media.input.peaks,
      },
    ],
  };
}

/** The track of one stem of a result. */
export function stemTrack(
  job: Pick<Job, 'id'>,
  stem: ResultMedia['stems'][number],
  title: string,
  label: string,
): PlayerTrack {
  return {
    id: resultTrackId(job.id, stem.name),
    title,
    subtitle: label,
    src: stem.src,
    peaks: stem.peaks,
    expiresAt: stem.expiresAt,
  };
}

/**
 * A result's track with fresh signed URLs, for the player when the old ones expired: the same
 * titles, variants and waveforms, new addresses.
 */
export async function refreshResultTrack(track: PlayerTrack): Promise<PlayerTrack> {
  const owner = jobOfTrack(track.id);
  if (!owner) throw new Error(`The track ${track.id} is not a result's`);
  const {jobId, part: stemName} = owner;
  const job = await getJob(jobId);
  const audioFileId = jobKinds.resultOf(job)?.audioFileId;
  if (audioFileId) {
    // A job that made one audio file (an import's audio only): its track has no variants.
    const signed = await signedFileUrl(audioFileId, 'inline');
    return {...track, src: signed.url, expiresAt: signed.expiresAt};
  }
  const result = separationOf(job);
  if (!result) throw new Error(`The job ${jobId} has no result`);
  const files = new Map<string, string>([
    ['original', result.input.fileId],
    ...result.stems.map((stem): [StemName, string] => [stem.name, stem.fileId]),
  ]);
  const ids = [...new Set([...(track.variants ?? []).map((variant) => variant.id), stemName || ''])].filter(
    Boolean,
  );
  const signed = new Map(
    await Promise.all(
      ids.map(async (id) => {
        const fileId = files.get(id);
        if (!fileId) throw new Error(`The job ${jobId} has no file for ${id}`);
        return [id, await signedFileUrl(fileId, 'inline')] as const;
      }),
    ),
  );
  const variants = track.variants?.map((variant) => ({
    ...variant,
    src: signed.get(variant.id)?.url ?? variant.src,
  }));
  const own = signed.get(stemName) ?? signed.get(variants?.[0]?.id ?? '');
  return {
    ...track,
    src: own?.url ?? track.src,
    ...(variants ? {variants} : {}),
    expiresAt: earliest([...signed.values()].map((entry) => entry.expiresAt)),
  };
}
