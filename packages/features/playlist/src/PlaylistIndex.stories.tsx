import type {Meta, StoryObj} from '@storybook/react-vite';
import {PlaylistIndex} from './PlaylistIndex';
import {forever} from './storybook/fixtures';
import {StoryPlaylists, storyClient} from './storybook/client';
import type {PlaylistsClient} from './types';

/** The index with a client answering from the fixtures, or as `client` says. */
function Demo({client, deletedTitle}: {client?: Partial<PlaylistsClient>; deletedTitle?: string}) {
  return (
    <StoryPlaylists client={storyClient(client)}>
      <PlaylistIndex onOpen={() => {}} deletedTitle={deletedTitle ?? null} />
    </StoryPlaylists>
  );
}

const meta = {
  title: 'Features/Playlist/PlaylistIndex',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {};
export const Loading: Story = {args: {client: {listPlaylists: () => forever()}}};
export const LoadError: Story = {
  args: {client: {listPlaylists: () => Promise.reject(new TypeError('Failed to fetch'))}},
};
export const Empty: Story = {args: {client: {listPlaylists: async () => ({items: [], nextCursor: null})}}};
export const AfterDeleting: Story = {args: {deletedTitle: 'Karaoke keluarga'}};
