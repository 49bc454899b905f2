import type {Meta, StoryObj} from '@storybook/react-vite';
import {SoundCard} from './SoundCard';
import {kendang, keroncongBass, riser, warmPad} from './storybook/fixtures';

const meta = {
  title: 'Features/SoundLibrary/SoundCard',
  component: SoundCard,
  args: {
    sound: kendang,
    onTogglePlay: () => undefined,
    onAddToPlaylist: () => undefined,
    onDownload: () => undefined,
  },
  decorators: [
    (Story) => (
      <div style={{maxWidth: 320}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SoundCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {};
export const CardPlaying: Story = {args: {playing: true}};
export const WithKey: Story = {args: {sound: keroncongBass}};
export const WithoutWaveform: Story = {args: {sound: riser}};
export const PreviewOnly: Story = {args: {onAddToPlaylist: undefined, onDownload: undefined}};
export const Row: Story = {
  args: {view: 'list', sound: warmPad},
  decorators: [
    (Story) => (
      <div style={{width: 880}}>
        <Story />
      </div>
    ),
  ],
};
