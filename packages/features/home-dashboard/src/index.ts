export {CreditsPanel} from './CreditsPanel';
export type {CreditsPanelProps} from './CreditsPanel';
export {FirstRunWelcome} from './FirstRunWelcome';
export type {FirstRunWelcomeProps} from './FirstRunWelcome';
export {HomeDashboard, RECENT_JOBS, RECENT_PLAYLISTS} from './HomeDashboard';
export type {HomeDashboardClient, HomeDashboardHrefs, HomeDashboardProps} from './HomeDashboard';
export {messages as homeDashboardMessages} from './messages';
export {PlaylistsPanel} from './PlaylistsPanel';
export type {PlaylistsPanelProps} from './PlaylistsPanel';
export {QuickActions} from './QuickActions';
export type {QuickActionName, QuickActionsProps} from './QuickActions';
export {RecentJobRow, RecentJobs} from './RecentJobs';
export type {RecentJobRowProps, RecentJobsProps} from './RecentJobs';
export type {
  HomeCredits,
  HomeData,
  HomeJobStatus,
  HomeLinkComponent,
  HomeLinkComponentProps,
  HomeLinkOptions,
  HomePlaylist,
  RecentJob,
} from './types';
