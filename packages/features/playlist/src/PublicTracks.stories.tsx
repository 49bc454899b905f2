import type {Meta, StoryObj} from '@storybook/react-vite';
import {PublicTracks} from './PublicTracks';

const meta = {
  title: 'Features/Playlist/PublicTracks',
  component: PublicTracks,
  args: {
    tracks: [
      {id: 't1', title: 'Pop santai di pagi hari', durationSeconds: 185},
      {id: 't2', title: 'Keroncong untuk pernikahan Sari dan Budi di Yogyakarta', durationSeconds: 242},
      {id: 't3', title: 'Dangdut ceria', durationSeconds: 31},
    ],
    onPlay: () => {},
  },
} satisfies Meta<typeof PublicTracks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {};
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{maxWidth: 390}}>
        <Story />
      </div>
    ),
  ],
};
