import type {Meta, StoryObj} from '@storybook/react-vite';
import {PlaylistDetail} from './PlaylistDetail';
import {forever} from './storybook/fixtures';
import {ApiRefusal, StoryPlaylists, apiPlaylist, storyClient, storyPlayer} from './storybook/client';
import {storyExporter} from './storybook/exporter';
import {useStoryText} from './storybook/StoryText';
import type {PlaylistsClient} from './types';

/** One playlist read through a client answering from the fixtures, or as `client` says. */
function Demo({
  client,
  signedIn = true,
  exporter = false,
}: {
  client?: Partial<PlaylistsClient>;
  signedIn?: boolean;
  /** Whether the owner can download the playlist as one zip. */
  exporter?: boolean;
}) {
  const text = useStoryText();
  return (
    <StoryPlaylists client={storyClient(client)}>
      <PlaylistDetail
        id="story-playlist"
        player={storyPlayer}
        signedIn={signedIn}
        unnamedOwner={text('Anggota Nada', 'Nada member')}
        shareUrlOf={(playlist) => `https://nada.example/v3/playlist?id=${playlist.id}`}
        onDeleted={() => {}}
        exporter={exporter ? storyExporter() : undefined}
      />
    </StoryPlaylists>
  );
}

const someoneElses: Partial<PlaylistsClient> = {
  getPlaylist: async (id) => apiPlaylist({id, isOwner: false, visibility: 'public'}),
};

const meta = {
  title: 'Features/Playlist/PlaylistDetail',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {};
export const OwnerWithDownloadAll: Story = {args: {exporter: true}};
export const Loading: Story = {args: {client: {getPlaylist: () => forever()}}};
export const NotFound: Story = {
  args: {client: {getPlaylist: () => Promise.reject(new ApiRefusal('PLAYLIST_NOT_FOUND'))}},
};
export const LoadError: Story = {
  args: {client: {getPlaylist: () => Promise.reject(new TypeError('Failed to fetch'))}},
};
export const SomeoneElses: Story = {args: {client: someoneElses}};
export const SomeoneElsesToAGuest: Story = {args: {client: someoneElses, signedIn: false}};
