import {isFinalJobStatus, useJob, type FollowedJob, type JobTransport} from '@nada/jobs';
import {useAsyncData} from '@nada/ui';
import {CreditsPanel} from './CreditsPanel';
import {FirstRunWelcome} from './FirstRunWelcome';
import {PlaylistsPanel} from './PlaylistsPanel';
import {QuickActions, type QuickActionName} from './QuickActions';
import {RecentJobRow, RecentJobs} from './RecentJobs';
import type {HomeCredits, HomeLinkOptions, HomePlaylist, RecentJob} from './types';

/** How many of the newest jobs the home lists. */
export const RECENT_JOBS = 5;

/** How many of the newest playlists the home lists. */
export const RECENT_PLAYLISTS = 4;

/**
 * How the home reads its data: the app passes its API calls in (stories and tests pass fakes), each
 * waiting for the session. A running job is followed over its event stream (`JobTransport`).
 */
export interface HomeDashboardClient<Job extends FollowedJob> extends JobTransport<Job> {
  /** The caller's newest jobs, newest first (`GET /api/jobs?limit=`). */
  listJobs(limit: number): Promise<readonly Job[]>;
  /** The caller's processing time this period (`GET /api/credits`). */
  getCredits(): Promise<HomeCredits>;
  /** The caller's newest playlists (`GET /api/playlists?limit=`). */
  listPlaylists(limit: number): Promise<readonly Omit<HomePlaylist, 'href'>[]>;
}

/** Where the home's links lead: the quick actions, the history, the plans and the playlists. */
export type HomeDashboardHrefs = Record<QuickActionName | 'history' | 'plans' | 'playlists', string>;

/** Props of {@link HomeDashboard}. */
export interface HomeDashboardProps<Job extends FollowedJob> extends HomeLinkOptions {
  client: HomeDashboardClient<Job>;
  /** How the list shows a job: its song's name, what made it, its status and where its result is. */
  toRecentJob: (job: Job) => RecentJob;
  /** The name of a plan, by id, in the page's language. */
  planName: (id: string) => string;
  hrefs: HomeDashboardHrefs;
  /** Where a playlist is. */
  playlistHref: (id: string) => string;
}

/**
 * The signed-in home's content: the first-run welcome for a user with no jobs yet (else the recent
 * jobs, the unfinished ones followed live), the quick actions, the credits left this period and a
 * few playlists, each part loading, failed (with "Try again") or ready on its own.
 */
export function HomeDashboard<Job extends FollowedJob>({
  client,
  toRecentJob,
  planName,
  hrefs,
  playlistHref,
  linkComponent,
}: HomeDashboardProps<Job>) {
  const jobs = useAsyncData('jobs', () => client.listJobs(RECENT_JOBS));
  const credits = useAsyncData('credits', () => client.getCredits());
  const playlists = useAsyncData('playlists', async () =>
    (await client.listPlaylists(RECENT_PLAYLISTS)).map((playlist): HomePlaylist => ({
      ...playlist,
      href: playlistHref(playlist.id),
    })),
  );
  const firstRun = jobs.status === 'ready' && jobs.data.length === 0;

  return (
    <div className="home" data-first-run={firstRun ? '' : undefined}>
      {firstRun ? (
        <FirstRunWelcome minusOneHref={hrefs.minusOne} linkComponent={linkComponent} />
      ) : (
        <RecentJobs
          jobs={jobs.status === 'ready' ? {status: 'ready', data: jobs.data.map(toRecentJob)} : jobs}
          onRetry={jobs.reload}
          historyHref={hrefs.history}
          renderJob={(view) => (
            <FollowedJobRow
              listed={view}
              client={client}
              toRecentJob={toRecentJob}
              linkComponent={linkComponent}
            />
          )}
          linkComponent={linkComponent}
        />
      )}
      <QuickActions
        hrefs={{
          minusOne: hrefs.minusOne,
          fromLink: hrefs.fromLink,
          generate: hrefs.generate,
          tools: hrefs.tools,
        }}
        linkComponent={linkComponent}
      />
      <div className="home__panels">
        <CreditsPanel
          credits={credits}
          onRetry={credits.reload}
          planName={planName}
          plansHref={hrefs.plans}
          linkComponent={linkComponent}
        />
        <PlaylistsPanel
          playlists={playlists}
          onRetry={playlists.reload}
          allHref={hrefs.playlists}
          linkComponent={linkComponent}
        />
      </div>
    </div>
  );
}

/** Props of {@link FollowedJobRow}. */
interface FollowedJobRowProps<Job extends FollowedJob> extends HomeLinkOptions {
  listed: RecentJob;
  client: JobTransport<Job>;
  toRecentJob: (job: Job) => RecentJob;
}

/** A listed job, followed over its event stream while queued or running, so its status and bar move. */
function FollowedJobRow<Job extends FollowedJob>({
  listed,
  client,
  toRecentJob,
  linkComponent,
}: FollowedJobRowProps<Job>) {
  const followed = useJob(isFinalJobStatus(listed.status) ? null : listed.id, client);
  return (
    <RecentJobRow job={followed.job ? toRecentJob(followed.job) : listed} linkComponent={linkComponent} />
  );
}
