import type {UserRow} from '../db/schema.ts';

/** A plan's identifier; paid plans add theirs here (and a row in PLANS). */
export type PlanId = 'free';

/** What a plan allows: files, and processing minutes for jobs. */
export interface Plan {
  id: PlanId;
  /** Largest single upload. */
  maxUploadBytes: number;
  /** Longest audio accepted, in seconds. */
  maxDurationSeconds: number;
  /** Bytes a user may keep at once, uploads and job results together; an upload past it is refused. */
  storageQuotaBytes: number;
  /** How long an upload is kept before the retention sweeper may delete it. */
  retentionDays: number;
  /** Processing granted each calendar month (UTC), in seconds; jobs reserve from it (see src/credits). */
  monthlyProcessingSeconds: number;
}

const MB = 1024 * 1024;

/** The plan table; the plans and credits work replaces it with plans stored in the database. */
export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    maxUploadBytes: 50 * MB,
    maxDurationSeconds: 15 * 60,
    storageQuotaBytes: 2 * 1024 * MB,
    retentionDays: 7,
    monthlyProcessingSeconds: 30 * 60,
  },
};

/** The plan a user is on: everyone is on `free` until subscriptions exist (the seam for them). */
export function planOf(_user: UserRow): Plan {
  return PLANS.free;
}

/** The largest upload `user` may make: their plan's limit, or `override` (the `UPLOAD_MAX_BYTES` setting). */
export function uploadLimitBytes(user: UserRow, override: number | undefined): number {
  return override ?? planOf(user).maxUploadBytes;
}
