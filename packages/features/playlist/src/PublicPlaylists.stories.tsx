import type {Meta, StoryObj} from '@storybook/react-vite';
import {PublicPlaylists} from './PublicPlaylists';
import {summaries} from './storybook/fixtures';

const meta = {
  title: 'Features/Playlist/PublicPlaylists',
  component: PublicPlaylists,
  args: {
    playlists: summaries,
    hrefOf: (id: string) => `#${id}`,
    onPlay: () => {},
  },
} satisfies Meta<typeof PublicPlaylists>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {};
export const Starting: Story = {
  args: {startingId: summaries[0]?.id ?? null},
};
export const Empty: Story = {args: {playlists: []}};
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{maxWidth: 390}}>
        <Story />
      </div>
    ),
  ],
};
