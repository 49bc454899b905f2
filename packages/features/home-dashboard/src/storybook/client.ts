import type {HomeDashboardClient, HomeDashboardHrefs} from '../HomeDashboard';
import type {HomeCredits, HomePlaylist, RecentJob} from '../types';
import {creditsUsing, recentJobs} from './fixtures';

/** What a fake client answers: each part's data, or `'loading'` (never answers) or `'error'` (rejects). */
export interface FakeHomeData {
  jobs?: readonly RecentJob[] | 'loading' | 'error';
  credits?: HomeCredits | 'loading' | 'error';
  playlists?: readonly Omit<HomePlaylist, 'href'>[] | 'loading' | 'error';
}

function answer<T>(data: T | 'loading' | 'error'): Promise<T> {
  if (data === 'loading') return new Promise(() => {});
  if (data === 'error') return Promise.reject(new Error('offline'));
  return Promise.resolve(data);
}

/** A client whose jobs are already the home's view of them, and never move (their event stream stays silent). */
export function fakeHomeClient({
  jobs = recentJobs,
  credits = creditsUsing(600),
  playlists = [],
}: FakeHomeData = {}): HomeDashboardClient<RecentJob> {
  return {
    listJobs: (limit) => answer(jobs).then((items) => items.slice(0, limit)),
    getCredits: () => answer(credits),
    listPlaylists: (limit) => answer(playlists).then((items) => items.slice(0, limit)),
    getJob: (id) =>
      answer(jobs).then((items) => items.find((job) => job.id === id) ?? Promise.reject(new Error(id))),
    openEvents: () => new Promise(() => {}),
  };
}

/** The links of the stories and tests. */
export const homeHrefs: HomeDashboardHrefs = {
  minusOne: '#minusone',
  fromLink: '#from-link',
  generate: '#generate',
  tools: '#tools',
  history: '#history',
  plans: '#plans',
  playlists: '#playlists',
};
