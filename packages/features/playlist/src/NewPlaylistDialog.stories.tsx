import type {Meta, StoryObj} from '@storybook/react-vite';
import {click, typeText} from '@nada/ui/storybook';
import {NewPlaylistDialog} from './NewPlaylistDialog';
import {ApiRefusal, StoryPlaylists, storyClient} from './storybook/client';
import type {PlaylistsClient} from './types';

/** The dialog, open, making playlists through a client that answers as `client` says. */
function Demo({client}: {client?: Partial<PlaylistsClient>}) {
  return (
    <StoryPlaylists client={storyClient(client)}>
      <NewPlaylistDialog open onOpenChange={() => {}} onCreated={() => {}} />
    </StoryPlaylists>
  );
}

const meta = {
  title: 'Features/Playlist/NewPlaylistDialog',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const NameMissing: Story = {play: () => click('[role="dialog"] button[type="submit"]')};
export const LimitReached: Story = {
  args: {client: {createPlaylist: () => Promise.reject(new ApiRefusal('PLAYLIST_LIMIT'))}},
  play: async () => {
    await typeText('[role="dialog"] input', 'Latihan Natal');
    await click('[role="dialog"] button[type="submit"]');
  },
};
