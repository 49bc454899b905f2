import {defineMessages} from '@nada/ui';
import './messages.generated';

/** The texts of the signed-in home's parts. */
export const messages = defineMessages({
  quickActions: {
    id: 'homeDashboard.quickActions',
    defaultMessage: 'Start something',
    description: 'Heading of the quick actions on the home page',
  },
  actionMinusOne: {
    id: 'homeDashboard.actionMinusOne',
    defaultMessage: 'Make a minus one',
    description: 'Quick action: upload a song and remove its vocals',
  },
  actionMinusOneHint: {
    id: 'homeDashboard.actionMinusOneHint',
    defaultMessage: 'Upload a song and get the backing track without the vocals.',
    description: 'Line under the "Make a minus one" quick action',
  },
  actionFromLink: {
    id: 'homeDashboard.actionFromLink',
    defaultMessage: 'From a link',
    description: 'Quick action: make a minus one from a video or audio link',
  },
  actionFromLinkHint: {
    id: 'homeDashboard.actionFromLinkHint',
    defaultMessage: 'Paste a video or audio link instead of uploading a file.',
    description: 'Line under the "From a link" quick action',
  },
  actionGenerate: {
    id: 'homeDashboard.actionGenerate',
    defaultMessage: 'Generate music',
    description: 'Quick action: compose a backing track with AI',
  },
  actionGenerateHint: {
    id: 'homeDashboard.actionGenerateHint',
    defaultMessage: 'Describe a style and get a new backing track.',
    description: 'Line under the "Generate music" quick action',
  },
  actionTools: {
    id: 'homeDashboard.actionTools',
    defaultMessage: 'Practice tools',
    description: 'Quick action: the tuner, metronome and tone tools',
  },
  actionToolsHint: {
    id: 'homeDashboard.actionToolsHint',
    defaultMessage: 'Tuner, metronome and tones for warming up.',
    description: 'Line under the "Practice tools" quick action',
  },
  recentJobs: {
    id: 'homeDashboard.recentJobs',
    defaultMessage: 'Recent jobs',
    description: 'Heading of the list of the newest jobs on the home page',
  },
  allJobs: {
    id: 'homeDashboard.allJobs',
    defaultMessage: 'See all history',
    description: 'Link from the recent jobs to the full history page',
  },
  jobsLoading: {
    id: 'homeDashboard.jobsLoading',
    defaultMessage: 'Loading your recent jobs…',
    description: 'Shown while the recent jobs load',
  },
  jobsFailed: {
    id: 'homeDashboard.jobsFailed',
    defaultMessage: 'Your recent jobs could not be loaded.',
    description: 'Shown when the recent jobs could not be read',
  },
  jobProgress: {
    id: 'homeDashboard.jobProgress',
    defaultMessage: 'Progress of {name}',
    description: 'Accessible name of the progress bar of a queued or running job',
  },
  tryAgain: {
    id: 'homeDashboard.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button: read a part of the home page again after a failure',
  },
  welcomeTitle: {
    id: 'homeDashboard.welcomeTitle',
    defaultMessage: 'Welcome to Nada!',
    description: 'Title of the first-run state of the home page (a user with no jobs yet)',
  },
  welcomeText: {
    id: 'homeDashboard.welcomeText',
    defaultMessage:
      'Start with your first minus one: upload a song you love and sing along to its backing track in a minute or two.',
    description: 'Text of the first-run state of the home page',
  },
  welcomeAction: {
    id: 'homeDashboard.welcomeAction',
    defaultMessage: 'Make my first minus one',
    description: 'Button of the first-run state: go to the minus-one page',
  },
  credits: {
    id: 'homeDashboard.credits',
    defaultMessage: 'Your credits',
    description: 'Heading of the credits panel on the home page',
  },
  creditsLeft: {
    id: 'homeDashboard.creditsLeft',
    defaultMessage: '{left} left of {total}',
    description: 'Processing time left this period; left and total are formatted durations ("12 minutes")',
  },
  creditsMeter: {
    id: 'homeDashboard.creditsMeter',
    defaultMessage: 'Processing time used this period',
    description: 'Accessible name of the bar showing how much processing time is used',
  },
  creditsReset: {
    id: 'homeDashboard.creditsReset',
    defaultMessage: 'Renews on {date}',
    description: 'When the monthly processing time renews; date is formatted ("1 Dec 2026")',
  },
  creditsPlan: {
    id: 'homeDashboard.creditsPlan',
    defaultMessage: 'Plan: {plan}',
    description: 'The user’s current plan under the credits ("Free")',
  },
  creditsLoading: {
    id: 'homeDashboard.creditsLoading',
    defaultMessage: 'Loading your credits…',
    description: 'Shown while the credits load',
  },
  creditsFailed: {
    id: 'homeDashboard.creditsFailed',
    defaultMessage: 'Your credits could not be loaded.',
    description: 'Shown when the credits could not be read',
  },
  seePlans: {
    id: 'homeDashboard.seePlans',
    defaultMessage: 'See plans',
    description: 'Link from the credits to the pricing page',
  },
  playlists: {
    id: 'homeDashboard.playlists',
    defaultMessage: 'Your playlists',
    description: 'Heading of the playlists panel on the home page',
  },
  allPlaylists: {
    id: 'homeDashboard.allPlaylists',
    defaultMessage: 'All playlists',
    description: 'Link from the home page to the playlists page',
  },
  playlistItems: {
    id: 'homeDashboard.playlistItems',
    defaultMessage: '{count, plural, =0 {No songs yet} one {# song} other {# songs}}',
    description: 'How many songs a playlist holds',
  },
  playlistsEmpty: {
    id: 'homeDashboard.playlistsEmpty',
    defaultMessage: 'No playlists yet. Put your backing tracks in order for the next rehearsal.',
    description: 'Shown on the home page when the user has no playlist',
  },
  playlistsLoading: {
    id: 'homeDashboard.playlistsLoading',
    defaultMessage: 'Loading your playlists…',
    description: 'Shown while the playlists load',
  },
  playlistsFailed: {
    id: 'homeDashboard.playlistsFailed',
    defaultMessage: 'Your playlists could not be loaded.',
    description: 'Shown when the playlists could not be read',
  },

  statusQueued: {
    id: 'homeDashboard.status.queued',
    defaultMessage: 'Waiting',
    description: 'Badge of a recent job: its status',
  },
  statusRunning: {
    id: 'homeDashboard.status.running',
    defaultMessage: 'Processing',
    description: 'Badge of a recent job: its status',
  },
  statusSucceeded: {
    id: 'homeDashboard.status.succeeded',
    defaultMessage: 'Done',
    description: 'Badge of a recent job: its status',
  },
  statusFailed: {
    id: 'homeDashboard.status.failed',
    defaultMessage: 'Failed',
    description: 'Badge of a recent job: its status',
  },
  statusCanceled: {
    id: 'homeDashboard.status.canceled',
    defaultMessage: 'Canceled',
    description: 'Badge of a recent job: its status',
  },
  greeting: {
    id: 'homeDashboard.greeting',
    defaultMessage: 'Hi, {name}!',
    description: 'Heading of the home page, greeting the signed-in user by name',
  },
  greetingNoName: {
    id: 'homeDashboard.greetingNoName',
    defaultMessage: 'Welcome back!',
    description: 'Heading of the home page when the user has no display name',
  },
  lead: {
    id: 'homeDashboard.lead',
    defaultMessage: 'Pick up where you left off, or start something new.',
    description: 'Lead under the home page heading',
  },
});
