import type {Meta, StoryObj} from '@storybook/react-vite';
import {useState} from 'react';
import {ImportResultFlow} from './ImportResultFlow';
import {storyImportJob, storyImportResultClient} from './storybook/minusOne';
import {T, useStoryText} from './storybook/StoryText';
import type {ImportJobLike} from './types';

/** The preview step on fake calls, following `job`. */
function Preview({jobId, job}: {jobId: string | null; job: ImportJobLike | null}) {
  const text = useStoryText();
  const [client] = useState(() => storyImportResultClient(job));
  return (
    <ImportResultFlow
      jobId={jobId}
      client={client}
      stages={['fetch', 'download', 'separate', 'encode']}
      onAnother={() => {}}
      onRetry={() => {}}
      errorText={() => text('Video ini tidak tersedia.', 'This video is not available.')}
      renderSeparation={() => <T id="(hasil minus one)" en="(the minus-one result)" />}
      renderAudio={() => <T id="(hasil audio)" en="(the audio result)" />}
    />
  );
}

const meta = {
  title: 'Features/GenerationWizard/ImportResultFlow',
  component: Preview,
  args: {jobId: 'job-import', job: null},
  decorators: [
    (Story) => (
      <div style={{maxWidth: '48rem'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the job is read. */
export const Loading: Story = {};
/** A download that failed (a running one's clock would count from now). */
export const Failed: Story = {
  args: {
    job: storyImportJob({
      status: 'failed',
      stage: 'download',
      percent: 20,
      error: {code: 'IMPORT_UNAVAILABLE'},
      result: null,
    }),
  },
};
/** A job the user canceled. */
export const Canceled: Story = {
  args: {job: storyImportJob({status: 'canceled', stage: 'download', percent: 20, result: null})},
};
/** The page was opened without a job. */
export const NoJob: Story = {args: {jobId: null}};
