import type {Meta, StoryObj} from '@storybook/react-vite';
import {GenerateFlow} from './GenerateFlow';
import {StoryPlayer, storyGenerateClient, storyGenerateJob, useNoDialog} from './storybook/client';
import {choices} from './storybook/fixtures';
import {useStoryText} from './storybook/StoryText';
import type {GenerateJob} from './types';

const STAGES = ['composing', 'rendering', 'mixing', 'mastering', 'store'] as const;

/** The flow over a fake client that answers `job`, with the API's error texts in the story's language. */
function Flow({jobId, job}: {jobId: string | null; job: GenerateJob}) {
  const text = useStoryText();
  return (
    <StoryPlayer>
      <GenerateFlow
        {...choices}
        client={storyGenerateClient({job})}
        jobId={jobId}
        stages={STAGES}
        locale="id"
        errorText={() =>
          text('Terjadi kesalahan. Coba lagi sebentar lagi.', 'Something went wrong. Try again in a moment.')
        }
        onFollow={() => undefined}
        onAnother={() => undefined}
        playgroundLink={() => <a href="#playground" />}
        listLink={<a href="#list" />}
        useAddToPlaylist={useNoDialog}
      />
    </StoryPlayer>
  );
}

const meta = {
  title: 'Features/GenerateAi/GenerateFlow',
  component: Flow,
  args: {jobId: null, job: storyGenerateJob()},
} satisfies Meta<typeof Flow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No job yet: the prompt form and what the prompt is understood as. */
export const Prompt: Story = {};
/**
 * The job failed. (No story of a running job: its elapsed time counts from now, so no two renderings
 * match; @nada/jobs' JobProgress stories show each stage with a fixed elapsed time.)
 */
export const Failed: Story = {
  args: {
    jobId: 'job-generate',
    job: storyGenerateJob({status: 'failed', stage: 'rendering', result: null, error: {code: 'INTERNAL'}}),
  },
};
/** The job is done: the track with its stems. */
export const Done: Story = {args: {jobId: 'job-generate'}};
