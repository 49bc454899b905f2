import type {Meta, StoryObj} from '@storybook/react-vite';
import {JobProgress} from './JobProgress';
import {useStoryText} from './storybook/StoryText';
import type {JobStage} from './types';

/** JobProgress with the stages of a separation job, named in the story's language. */
function SeparationJob(props: Omit<Parameters<typeof JobProgress>[0], 'stages'>) {
  const text = useStoryText();
  const stages: JobStage[] = [
    {id: 'decode', label: text('Membaca berkas', 'Reading the file')},
    {id: 'separate', label: text('Memisahkan vokal dan musik', 'Separating vocals and music')},
    {id: 'transform', label: text('Mengubah nada dasar dan tempo', 'Changing key and tempo')},
    {id: 'encode', label: text('Menulis berkas hasil', 'Writing the files')},
    {id: 'analyse', label: text('Menggambar gelombang suara', 'Drawing the waveforms')},
    {id: 'store', label: text('Menyimpan hasil', 'Saving the result')},
  ];
  return <JobProgress stages={stages} {...props} />;
}

const meta = {
  title: 'Features/Jobs/JobProgress',
  component: SeparationJob,
  args: {status: 'running', onCancel: () => {}, onRetry: () => {}},
  decorators: [
    (Story) => (
      <div style={{maxWidth: '36rem'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SeparationJob>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Queued: Story = {args: {status: 'queued', elapsedSeconds: 4}};
export const RunningDecode: Story = {args: {stage: 'decode', percent: 3, elapsedSeconds: 2}};
export const RunningSeparate: Story = {args: {stage: 'separate', percent: 38, elapsedSeconds: 41}};
export const RunningTransform: Story = {args: {stage: 'transform', percent: 71, elapsedSeconds: 63}};
export const RunningEncode: Story = {args: {stage: 'encode', percent: 84, elapsedSeconds: 70}};
export const RunningAnalyse: Story = {args: {stage: 'analyse', percent: 93, elapsedSeconds: 75}};
export const RunningStore: Story = {args: {stage: 'store', percent: 98, elapsedSeconds: 77}};
export const Succeeded: Story = {
  args: {status: 'succeeded', stage: 'store', percent: 100, elapsedSeconds: 79},
};
function FailedStory(args: Story['args']) {
  const text = useStoryText();
  return (
    <SeparationJob
      {...args}
      status="failed"
      stage="decode"
      percent={2}
      elapsedSeconds={3}
      error={text(
        'Audio berkas ini tidak bisa dibaca; mungkin rusak atau formatnya tidak biasa.',
        'We couldn’t read the audio of this file; it may be damaged or in an unusual format.',
      )}
    />
  );
}
export const Failed: Story = {render: (args) => <FailedStory {...args} />};
export const FailedWithoutReason: Story = {
  args: {status: 'failed', stage: 'separate', percent: 40, elapsedSeconds: 45},
};
export const Canceled: Story = {
  args: {status: 'canceled', stage: 'separate', percent: 22, elapsedSeconds: 19},
};
