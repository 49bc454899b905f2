import {
  CreditsPanel,
  FirstRunWelcome,
  PlaylistsPanel,
  QuickActions,
  RecentJobRow,
  RecentJobs,
  type HomePlaylist,
  type RecentJob,
} from '@nada/home-dashboard';
import {useIntl} from 'react-intl';
import {RouterAuthLink, usePageLocale} from '../auth/authPages';
import type {PlanCatalog} from '../content/planCatalog';
import {listPlaylists} from '../api/playlistApi';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import {getCredits, jobsClient, listJobs} from '../api/jobApi';
import {jobPath} from '../jobs/jobLink';
import {jobSummary} from '../jobs/historyText';
import {historyMessages, isFinalJobStatus, useJob} from '@nada/jobs';
import {songNameOf} from '../jobs/resultTrack';
import type {Job} from '../jobs/jobTypes';
import {useApiData} from '../api/useApiData';

/** How many of the newest jobs the home lists. */
export const RECENT_JOBS = 5;

/** How many of the newest playlists the home lists. */
export const RECENT_PLAYLISTS = 4;

/** Props of {@link HomeDashboard}. */
export interface HomeDashboardProps {
  /** The plan catalogue (`GET /api/plans`), for the name of the user's plan. */
  catalog: PlanCatalog;
}

/**
 * The signed-in home's content, read from the API and drawn by `@nada/home-dashboard`: the first-run
 * welcome for a user with no jobs yet (else the recent jobs), the quick actions, the credits left
 * this period and a few playlists.
 */
export function HomeDashboard({catalog}: HomeDashboardProps) {
  const locale = usePageLocale();
  const planName = (id: string) => catalog.items.find((plan) => plan.id === id)?.name[locale] ?? id;
  const jobs = useApiData('home:jobs', async () => (await listJobs({}, undefined, RECENT_JOBS)).items);
  const credits = useApiData('home:credits', getCredits);
  const playlists = useApiData('home:playlists', async () => {
    const playlistsPath = localePath('v3-playlist', locale);
    return (await listPlaylists(undefined, RECENT_PLAYLISTS)).items.map((playlist): HomePlaylist => ({
      ...playlist,
      href: `${playlistsPath}?id=${encodeURIComponent(playlist.id)}`,
    }));
  });
  const toView = useJobView(locale);
  const firstRun = jobs.status === 'ready' && jobs.data.length === 0;

  return (
    <div className="home" data-first-run={firstRun ? '' : undefined}>
      {firstRun ? (
        <FirstRunWelcome minusOneHref={localePath('v3-minusone', locale)} linkComponent={RouterAuthLink} />
      ) : (
        <RecentJobs
          jobs={jobs.status === 'ready' ? {status: 'ready', data: jobs.data.map(toView)} : jobs}
          onRetry={jobs.reload}
          historyHref={localePath('history', locale)}
          renderJob={(view) => <FollowedJob listed={view} toView={toView} />}
          linkComponent={RouterAuthLink}
        />
      )}
      <QuickActions
        hrefs={{
          minusOne: localePath('v3-minusone', locale),
          fromLink: localePath('v3-generate_fr_yt', locale),
          generate: localePath('v3-generate_ai', locale),
          tools: localePath('tone-sound', locale),
        }}
        linkComponent={RouterAuthLink}
      />
      <div className="home__panels">
        <CreditsPanel
          credits={credits}
          onRetry={credits.reload}
          planName={planName}
          plansHref={localePath('v3-pricing', locale)}
          linkComponent={RouterAuthLink}
        />
        <PlaylistsPanel
          playlists={playlists}
          onRetry={playlists.reload}
          allHref={localePath('v3-playlist', locale)}
          linkComponent={RouterAuthLink}
        />
      </div>
    </div>
  );
}

/**
 * How the home lists a job: its song's name (or "Deleted song"), the tool and settings that made it
 * (four jobs of one song tell apart), status, progress and result link.
 */
function useJobView(locale: Locale): (job: Job) => RecentJob {
  const intl = useIntl();
  return (job) => ({
    id: job.id,
    name: songNameOf(job) ?? intl.formatMessage(historyMessages.untitled),
    detail: jobSummary(intl, job, {tool: true}),
    status: job.status,
    percent: job.percent,
    createdAt: job.createdAt,
    href: jobPath(job, locale),
  });
}

/** A listed job, followed over its event stream while queued or running, so its status and bar move. */
function FollowedJob({listed, toView}: {listed: RecentJob; toView: (job: Job) => RecentJob}) {
  const followed = useJob(isFinalJobStatus(listed.status) ? null : listed.id, jobsClient);
  return <RecentJobRow job={followed.job ? toView(followed.job) : listed} linkComponent={RouterAuthLink} />;
}
