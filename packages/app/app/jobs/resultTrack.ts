// The player's side of a job's result: which job a track belongs to, and the result's track again
// with fresh signed URLs (@nada/generation-wizard's, read through the app's API and registry).
import {refreshResultTrack as refreshTrack} from '@nada/generation-wizard';
import {jobOfTrack} from '@nada/jobs';
import type {PlayerTrack} from '@nada/player';
import {getJob, signedFileUrl} from '../api/jobApi';
import {jobKinds} from './jobKinds';

/** The job a player track belongs to, or null for a track that is not a job's result. */
export function jobIdOfTrack(track: Pick<PlayerTrack, 'id'>): string | null {
  return jobOfTrack(track.id)?.jobId ?? null;
}

/** A result's track with fresh signed URLs, for the player when the old ones expired. */
export function refreshResultTrack(track: PlayerTrack): Promise<PlayerTrack> {
  return refreshTrack(track, {getJob, signedFileUrl, resultOf: jobKinds.resultOf});
}
