import {PlayerProvider} from '@nada/player';
import {FakeMedia} from '@nada/player/testing';
import type {Meta, StoryObj} from '@storybook/react-vite';
import {useState} from 'react';
import {MinusOneFlow} from './MinusOneFlow';
import {MinusOneResult} from './MinusOneResult';
import {STORY_SEPARATION_STAGES, STORY_SEPARATION_VALUE} from './storybook/fixtures';
import {
  storyLink,
  storyLinks,
  storyMinusOneClient,
  storyPlanLimits,
  storyPlaylist,
  storyResultClient,
  storySeparationJob,
} from './storybook/minusOne';
import {useStoryText} from './storybook/StoryText';
import type {SeparationJobLike} from './types';

/** The flow on fake calls, at the place `jobId`/`fileId` name, with texts in the story's language. */
function Flow({
  variant,
  jobId,
  fileId,
  job,
}: {
  variant: 'simple' | 'custom';
  jobId: string | null;
  fileId: string | null;
  job: SeparationJobLike | null;
}) {
  const text = useStoryText();
  const [media] = useState(() => new FakeMedia());
  const [client] = useState(() => storyMinusOneClient(job));
  return (
    <PlayerProvider media={media}>
      <MinusOneFlow
        variant={variant}
        locale="id"
        jobId={jobId}
        fileId={fileId}
        requestedParams={STORY_SEPARATION_VALUE}
        onNavigate={() => {}}
        planLimits={storyPlanLimits}
        stages={STORY_SEPARATION_STAGES}
        client={client}
        customHref="#custom"
        renderLink={storyLink}
        errorText={(code) => text(`Gagal (${code}).`, `Failed (${code}).`)}
        renderResult={(result, credits, onProcessAnother) => (
          <MinusOneResult
            job={result}
            songName="Bengawan Solo"
            credits={credits}
            onProcessAnother={onProcessAnother}
            client={storyResultClient()}
            playlist={storyPlaylist}
            links={storyLinks}
            renderLink={storyLink}
            errorText={(code) => text(`Gagal (${code}).`, `Failed (${code}).`)}
          />
        )}
      />
    </PlayerProvider>
  );
}

const meta = {
  title: 'Features/GenerationWizard/MinusOneFlow',
  component: Flow,
  args: {variant: 'simple', jobId: null, fileId: null, job: null},
  decorators: [
    (Story) => (
      <div style={{maxWidth: '48rem'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Flow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The song step: the drop zone, the plan's limits and the credits left. */
export const Source: Story = {};
/** The quick settings of an uploaded song. */
export const Options: Story = {args: {fileId: 'file-1'}};
/** Every setting of an uploaded song. */
export const OptionsCustom: Story = {args: {variant: 'custom', fileId: 'file-1'}};
/** A job that failed (a running one's clock would count from now). */
export const Failed: Story = {
  args: {
    jobId: 'job-story',
    job: storySeparationJob({
      status: 'failed',
      stage: 'decode',
      percent: 2,
      error: {code: 'DECODE_FAILED'},
      result: null,
    }),
  },
};
/** A succeeded job: its result. */
export const Result: Story = {args: {jobId: 'job-story', job: storySeparationJob()}};
