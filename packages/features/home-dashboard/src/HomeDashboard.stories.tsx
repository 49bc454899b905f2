import type {Meta, StoryObj} from '@storybook/react-vite';
import {HomeDashboard} from './HomeDashboard';
import {fakeHomeClient, homeHrefs} from './storybook/client';
import {playlists} from './storybook/fixtures';
import type {RecentJob} from './types';

const toRecentJob = (job: RecentJob) => job;

const meta = {
  title: 'Features/HomeDashboard/HomeDashboard',
  component: HomeDashboard<RecentJob>,
  args: {
    client: fakeHomeClient({playlists}),
    toRecentJob,
    planName: (id: string) => (id === 'free' ? 'Free' : id),
    hrefs: homeHrefs,
    playlistHref: (id: string) => `#playlist-${id}`,
  },
} satisfies Meta<typeof HomeDashboard<RecentJob>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A returning user: the recent jobs in every status, the quick actions, the credits and playlists. */
export const Returning: Story = {};

/** A user with no jobs yet: the welcome leads to a first minus one. */
export const FirstRun: Story = {args: {client: fakeHomeClient({jobs: [], playlists: []})}};

/** While every part is read. */
export const Loading: Story = {
  args: {client: fakeHomeClient({jobs: 'loading', credits: 'loading', playlists: 'loading'})},
};

/** Every read failed: each part offers to try again. */
export const Failed: Story = {
  args: {client: fakeHomeClient({jobs: 'error', credits: 'error', playlists: 'error'})},
};
