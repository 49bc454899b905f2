import type {Meta, StoryObj} from '@storybook/react-vite';
import {RecentJobs} from './RecentJobs';
import {recentJobs} from './storybook/fixtures';

const meta = {
  title: 'Features/HomeDashboard/RecentJobs',
  component: RecentJobs,
  args: {jobs: {status: 'ready', data: recentJobs}, onRetry: () => {}, historyHref: '#history'},
} satisfies Meta<typeof RecentJobs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting, processing at 40 %, done, failed and canceled: the unfinished ones with a bar. */
export const Jobs: Story = {};

/** While the jobs are read. */
export const Loading: Story = {args: {jobs: {status: 'loading'}}};

/** Reading them failed: "Try again" reads them again. */
export const Failed: Story = {args: {jobs: {status: 'error'}}};
