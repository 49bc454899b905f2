import type {Meta, StoryObj} from '@storybook/react-vite';
import {FileDrop} from './FileDrop';

/** A picked song of a realistic size; the bytes are zeros, only the size and name are shown. */
const song = new File([new Uint8Array(4_400_000)], 'Bengawan Solo - Gesang (live).mp3', {type: 'audio/mpeg'});
const video = new File([new Uint8Array(36_000_000)], 'Latihan paduan suara.mp4', {type: 'video/mp4'});

const meta = {
  title: 'UI/FileDrop',
  component: FileDrop,
  args: {
    accept: ['audio/*', 'video/*', '.flac'],
    acceptLabel: 'MP3, WAV, FLAC, M4A, OGG, video',
    maxSize: 200_000_000,
  },
  decorators: [
    (Story) => (
      <div style={{maxWidth: '36rem'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
/** `forceState` shows the look while a file hovers; it is for stories and visual tests only. */
export const DragOver: Story = {args: {forceState: 'drag-over'}};
export const Rejected: Story = {args: {forceState: 'rejected'}};
export const Selected: Story = {args: {defaultValue: [song]}};
export const SelectedMultiple: Story = {args: {multiple: true, defaultValue: [song, video]}};
export const Disabled: Story = {args: {disabled: true}};
