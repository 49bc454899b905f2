import type {AnchorHTMLAttributes, ComponentType} from 'react';

/** What a part shows: still loading, failed to load, or the data. */
export type HomeData<T> = {status: 'loading'} | {status: 'error'} | {status: 'ready'; data: T};

/** Props of the link the app renders for the package's links, so its router handles them. */
export type HomeLinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {href: string};

/** The app's link component (a router link taking `href`); a plain `<a>` when absent. */
export type HomeLinkComponent = ComponentType<HomeLinkComponentProps>;

/** Props every part with links takes. */
export interface HomeLinkOptions {
  /** Renders the part's links, so client-side navigation works; a plain `<a>` by default. */
  linkComponent?: HomeLinkComponent;
}

/** The status of a job, as `GET /api/jobs` gives it. */
export type HomeJobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled';

/** One of the newest jobs, as the home lists it. */
export interface RecentJob {
  id: string;
  /** The song's name (or the app's word for a deleted one). */
  name: string;
  /**
   * What made the job and how, under the name ("Minus one · 2 stems · original key · MP3"), so jobs
   * of one song tell apart.
   */
  detail?: string | undefined;
  status: HomeJobStatus;
  /** 0–100; shown while the job runs. */
  percent: number;
  /** ISO 8601. */
  createdAt: string;
  /** Where the job's result is. */
  href: string;
}

/** The caller's processing time this period, as `GET /api/credits` gives it. */
export interface HomeCredits {
  plan: string;
  monthlySeconds: number;
  usedSeconds: number;
  reservedSeconds: number;
  availableSeconds: number;
  /** ISO 8601, exclusive: the UTC month boundary on which the time renews. */
  periodEnd: string;
}

/** One of the caller's playlists, as the home lists it. */
export interface HomePlaylist {
  id: string;
  title: string;
  itemCount: number;
  durationSeconds: number;
  /** Where the playlist is. */
  href: string;
}
