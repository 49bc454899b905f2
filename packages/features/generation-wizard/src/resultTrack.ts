// A separation's result as the player plays it: the minus one first with an A/B switch to the other
// stems and the original song, each stem alone, and the same tracks again with fresh signed URLs.
import {
  jobOfTrack,
  loadMediaFile,
  resultMessages,
  resultTrackId,
  type JobsClient,
  type JobLike,
} from '@nada/jobs';
import type {PlayerTrack} from '@nada/player';
import type {IntlShape} from 'react-intl';
import type {StemsResultView} from './jobKinds';
import {stemMessages} from './messages';
import type {ResultMedia, SeparationResultData, StemName} from './types';

type ResultStem = SeparationResultData['stems'][number];

/**
 * The stem that is the backing track, the instrumental: of 2 stems, and of 4 (drums + bass + other,
 * written by the job since issue 19; older 4-stem results have none).
 */
export function minusOneStem(result: Pick<SeparationResultData, 'stems'>): ResultStem | undefined {
  return result.stems.find((stem) => stem.name === 'instrumental');
}

/**
 * The stems in the order a singer wants them: the minus one first (four stems list it last), then
 * the others as the job wrote them.
 */
export function minusOneFirst<Stem extends {name: StemName}>(stems: readonly Stem[]): Stem[] {
  return [...stems].sort((a, b) => Number(b.name === 'instrumental') - Number(a.name === 'instrumental'));
}

/** Signed URLs and peaks of the song and every stem of a result (the minus one first), fetched side by side. */
export async function loadResultMedia(
  client: Pick<JobsClient<JobLike>, 'signedFileUrl'>,
  result: SeparationResultData,
): Promise<ResultMedia> {
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

const earliest = (dates: string[]) =>
  dates.reduce((first, date) => (Date.parse(date) < Date.parse(first) ? date : first));

/**
 * The player's track for a result: the minus one (or the first stem of four) with an A/B switch
 * between it, the other stems and the original song, each with its waveform.
 */
export function resultTrack(
  intl: IntlShape,
  job: {id: string},
  result: SeparationResultData,
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
  job: {id: string},
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

/** How {@link refreshResultTrack} reads a job again: the app's calls and its registry of kinds. */
export interface ResultTrackClient<Job> {
  /** Reads a job of the caller's. */
  getJob(id: string): Promise<Job>;
  /** A signed URL of a file. */
  signedFileUrl: JobsClient<JobLike>['signedFileUrl'];
  /** What the job's kind shows of its result: its one audio file, or its stems. */
  resultOf(job: Job): StemsResultView | undefined;
}

/**
 * A result's track with fresh signed URLs, for the player when the old ones expired: the same
 * titles, variants and waveforms, new addresses.
 */
export async function refreshResultTrack<Job>(
  track: PlayerTrack,
  client: ResultTrackClient<Job>,
): Promise<PlayerTrack> {
  const owner = jobOfTrack(track.id);
  if (!owner) throw new Error(`The track ${track.id} is not a result's`);
  const {jobId, part: stemName} = owner;
  const view = client.resultOf(await client.getJob(jobId));
  if (view?.audioFileId) {
    // A job that made one audio file (an import's audio only): its track has no variants.
    const signed = await client.signedFileUrl(view.audioFileId, 'inline');
    return {...track, src: signed.url, expiresAt: signed.expiresAt};
  }
  const result = view?.separation;
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
        return [id, await client.signedFileUrl(fileId, 'inline')] as const;
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
