import type {Meta, StoryObj} from '@storybook/react-vite';
import {SoundUploadArea} from './SoundUploadArea';
import {uploads} from './storybook/fixtures';

const meta = {
  title: 'Features/SoundLibrary/SoundUploadArea',
  component: SoundUploadArea,
  args: {maxSize: 200_000_000},
  decorators: [
    (Story) => (
      <div style={{maxWidth: 720}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SoundUploadArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Uploading: Story = {args: {uploads}};
export const Disabled: Story = {args: {disabled: true}};
export const Narrow: Story = {
  args: {uploads},
  decorators: [
    (Story) => (
      <div style={{maxWidth: 390}}>
        <Story />
      </div>
    ),
  ],
};
