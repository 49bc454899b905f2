import type {Meta, StoryObj} from '@storybook/react-vite';
import type {ComponentProps} from 'react';
import {useIntl} from 'react-intl';
import {RecentJobs} from './RecentJobs';
import {recentJobs} from './storybook/fixtures';
import type {RecentJob} from './types';

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

/** What made each of four jobs of one song, as the app writes it in each language. */
const TOOLS = {
  id: [
    'Minus one · 2 stem · nada asli · tempo 100% · MP3',
    'Minus one · 4 stem · +2 semiton · tempo 90% · WAV',
    'Dari tautan video · youtube.com · minus one · nada asli · tempo 100% · MP3',
    'Campuran playground · 3 stem · -1 semiton · tempo 100% · WAV',
  ],
  en: [
    'Minus one · 2 stems · original key · tempo 100% · MP3',
    'Minus one · 4 stems · +2 semitones · tempo 90% · WAV',
    'From a video link · youtube.com · minus one · original key · tempo 100% · MP3',
    'Playground mix · 3 stems · -1 semitone · tempo 100% · WAV',
  ],
};

function OneSong(props: ComponentProps<typeof RecentJobs>) {
  const {locale} = useIntl();
  const jobs = TOOLS[locale.startsWith('en') ? 'en' : 'id'].map((detail, index): RecentJob => ({
    id: `s${index}`,
    name: 'Starlight Demo',
    detail,
    status: 'succeeded',
    percent: 100,
    createdAt: `2026-11-2${6 - index}T10:00:00.000Z`,
    href: `#s${index}`,
  }));
  return <RecentJobs {...props} jobs={{status: 'ready', data: jobs}} />;
}

/** Four jobs of one song, told apart by the tool and settings that made each (issue 42). */
export const OneSongFromSeveralTools: Story = {render: (args) => <OneSong {...args} />};
