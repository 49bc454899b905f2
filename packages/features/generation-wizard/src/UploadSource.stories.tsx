import type {Meta, StoryObj} from '@storybook/react-vite';
import {useStoryText} from './storybook/StoryText';
import {UploadSource} from './UploadSource';

const meta = {
  title: 'Features/GenerationWizard/UploadSource',
  component: UploadSource,
  args: {
    onFile: () => {},
    onPause: () => {},
    onResume: () => {},
    onCancel: () => {},
    onRetry: () => {},
    onReplace: () => {},
    maxSizeBytes: 200_000_000,
    fileName: 'Bengawan Solo - Gesang (live).mp3',
    bytesTotal: 9_400_000,
  },
  decorators: [
    (Story) => (
      <div style={{maxWidth: '36rem'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadSource>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
/** `dropState` shows the look while a file hovers; it is for stories and visual tests only. */
export const Dragging: Story = {args: {dropState: 'drag-over'}};
export const Rejected: Story = {args: {dropState: 'rejected'}};
export const Uploading: Story = {
  args: {status: 'uploading', bytesSent: 3_900_000, bytesPerSecond: 820_000},
};
export const UploadingVideo: Story = {
  args: {
    status: 'uploading',
    fileName: 'Latihan paduan suara – Minggu pagi.mp4',
    bytesSent: 12_300_000,
    bytesTotal: 148_000_000,
    bytesPerSecond: 2_400_000,
  },
};
/** Every byte is sent and the server checks the file before it answers. */
export const Checking: Story = {args: {status: 'checking', bytesSent: 9_400_000}};
export const Paused: Story = {args: {status: 'paused', bytesSent: 6_100_000}};
export const Failed: Story = {name: 'Error', args: {status: 'error', bytesSent: 2_200_000}};
function ErrorWithReasonStory(args: Story['args']) {
  const text = useStoryText();
  return (
    <UploadSource
      {...meta.args}
      {...args}
      status="error"
      bytesSent={0}
      error={text(
        'Server menolak berkas ini: kuota penyimpananmu penuh.',
        'The server turned this file down: your storage is full.',
      )}
    />
  );
}
export const FailedWithReason: Story = {
  name: 'Error with reason',
  render: (args) => <ErrorWithReasonStory {...args} />,
};
export const Done: Story = {args: {status: 'done'}};
