import type {Meta, StoryObj} from '@storybook/react-vite';
import {PlaylistList} from './PlaylistList';
import {summaries} from './storybook/fixtures';

const meta = {
  title: 'Features/Playlist/PlaylistList',
  component: PlaylistList,
  args: {playlists: summaries, status: 'ready', onOpen: () => {}, onCreate: () => {}, onRetry: () => {}},
} satisfies Meta<typeof PlaylistList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {};
export const WithMore: Story = {
  args: {
    playlists: [...summaries, ...summaries.map((playlist) => ({...playlist, id: `${playlist.id}-2`}))],
    onLoadMore: () => {},
  },
};
export const LoadingMore: Story = {args: {onLoadMore: () => {}, loadingMore: true}};
export const Loading: Story = {args: {status: 'loading', playlists: []}};
export const Empty: Story = {args: {playlists: []}};
export const LoadError: Story = {
  args: {status: 'error', playlists: [], error: new TypeError('Failed to fetch')},
};
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{maxWidth: 390}}>
        <Story />
      </div>
    ),
  ],
};
