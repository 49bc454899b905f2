import type {PlayerTrack} from '@nada/player';
import type {IntlShape} from 'react-intl';
import {getJob, signedFileUrl} from '../api/jobApi';
import {stemMessages} from '@nada/generation-wizard';
import {jobOfTrack, resultMessages, resultTrackId} from '@nada/jobs';
import type {ResultMedia} from './resultMedia';
import {type Job, minusOneStem, separationOf, type SeparationResult, type StemName} from './jobTypes';

/** The job a player track belongs to, or null for a track that is not a job's result. */
export function jobIdOfTrack(track: Pick<PlayerTrack, 'id'>): string | null {
  return jobOfTrack(track.id)?.jobId ?? null;
}

/** A file name without its extension: the name a song is shown by. */
export function withoutExtension(name: string): string {
  return name.replace(/\.[a-z0-9]{2,4}$/i, '');
}

/**
 * The name of a job's song: its input file's without the extension (null once that file is gone),
 * or an import's title.
 */
export function songNameOf(job: Job): string | null {
  // An import has no input file: its song is named by the site's title, or by the site until it has one.
  if (job.kind === 'import')
    return (
      job.result?.data.source.title ||
      (URL.canParse(job.params.url) ? new URL(job.params.url).host.replace(/^(www|m)\./, '') : null)
    );
  // A generation is named by its title once made, by its prompt until then.
  if (job.kind === 'generate') return job.result?.data.title ?? job.params.prompt;
  // A mix by its file (the song's name with what the mix changed); its inputs are the stems.
  if (job.kind === 'mix') {
    const mix = job.result?.files.find((file) => file.id === job.result?.data.fileId);
    return mix ? withoutExtension(mix.name) : null;
  }
  const input = job.inputFiles[0];
  return input ? withoutExtension(input.name) : null;
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
  const audio = job.kind === 'import' ? job.result?.data.audio : null;
  if (audio) {
    // An import that made one audio file: its track has no variants.
    const signed = await signedFileUrl(audio.fileId, 'inline');
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
