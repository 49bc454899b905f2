import type {Meta, StoryObj} from '@storybook/react-vite';
import {FollowedJobView} from './FollowedJobView';
import {storyJob} from './storybook/fixtures';
import {useStoryText} from './storybook/StoryText';
import type {JobLike} from './types';

/** FollowedJobView with a page's texts in the story's language. */
function Followed({job, jobError}: {job: JobLike | null; jobError: string | null}) {
  const text = useStoryText();
  return (
    <FollowedJobView
      job={job}
      jobError={jobError}
      block="story-job"
      headingId="story-job-heading"
      stages={[
        {id: 'decode', label: text('Membaca berkas', 'Reading the file')},
        {id: 'separate', label: text('Memisahkan vokal dan musik', 'Separating vocals and music')},
        {id: 'store', label: text('Menyimpan hasil', 'Saving the result')},
      ]}
      texts={{
        another: text('Proses lagu lain', 'Process another song'),
        loading: text('Memuat…', 'Loading…'),
        heading: text('Sedang memproses', 'Processing'),
        canceled: text(
          'Proses dibatalkan. Menitmu tidak terpakai.',
          'Processing was canceled. Your minutes were not used.',
        ),
      }}
      errorText={(code) =>
        code === 'JOB_NOT_FOUND'
          ? text('Proses ini tidak ditemukan.', 'This job was not found.')
          : text('Audio berkas ini tidak bisa dibaca.', 'We couldn’t read the audio of this file.')
      }
      onCancel={() => Promise.resolve()}
      onAnother={() => {}}
      onRetry={() => {}}
    />
  );
}

const meta = {
  title: 'Features/Jobs/FollowedJobView',
  component: Followed,
  args: {job: storyJob(), jobError: null},
  decorators: [
    (Story) => (
      <div style={{maxWidth: '36rem'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Followed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {args: {job: null}};
// A running job's clock counts from now, so the stories show jobs that ended: their time stands still.
export const Canceled: Story = {
  args: {
    job: storyJob({status: 'canceled', stage: 'separate', percent: 22, finishedAt: '2026-12-07T10:00:19Z'}),
  },
};
export const Failed: Story = {
  args: {
    job: storyJob({
      status: 'failed',
      stage: 'decode',
      percent: 2,
      error: {code: 'DECODE_FAILED'},
      finishedAt: '2026-12-07T10:00:03Z',
    }),
  },
};
export const NotFound: Story = {args: {job: null, jobError: 'JOB_NOT_FOUND'}};
