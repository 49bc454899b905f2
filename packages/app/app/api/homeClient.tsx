// What @nada/home-dashboard reads, from the API's jobs, credits and playlists (each read waits for
// the session, so the ID token goes with it), and how it shows one of the API's jobs.
import type {HomeDashboardClient, RecentJob} from '@nada/home-dashboard';
import {historyMessages} from '@nada/jobs';
import {useIntl} from 'react-intl';
import {usePageLocale} from '../auth/authPages';
import {connectSession} from '../auth/session';
import {jobKinds, jobPath} from '../jobs/jobKinds';
import type {Job} from '../jobs/jobTypes';
import {listPlaylists} from './playlistApi';
import {getCredits, jobsClient, listJobs} from './jobApi';

/** The home's client: the newest jobs, followed live while they run, the credits and the playlists. */
export const homeClient: HomeDashboardClient<Job> = {
  getJob: jobsClient.getJob,
  openEvents: jobsClient.openEvents,
  async listJobs(limit) {
    await connectSession();
    return (await listJobs({}, undefined, limit)).items;
  },
  async getCredits() {
    await connectSession();
    return getCredits();
  },
  async listPlaylists(limit) {
    await connectSession();
    return (await listPlaylists(undefined, limit)).items;
  },
};

/**
 * How the home lists a job: its song's name (or "Deleted song"), the tool and settings that made it
 * (four jobs of one song tell apart), status, progress and result link.
 */
export function useRecentJobView(): (job: Job) => RecentJob {
  const intl = useIntl();
  const locale = usePageLocale();
  return (job) => ({
    id: job.id,
    name: jobKinds.nameOf(job) ?? intl.formatMessage(historyMessages.untitled),
    detail: jobKinds.summaryOf(intl, job, {kind: true}),
    status: job.status,
    percent: job.percent,
    createdAt: job.createdAt,
    href: jobPath(job, locale),
  });
}
