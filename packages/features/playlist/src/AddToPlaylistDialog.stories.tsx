import type {Meta, StoryObj} from '@storybook/react-vite';
import {useState} from 'react';
import {AddToPlaylistButton, AddToPlaylistDialog, type AddToPlaylistDialogProps} from './AddToPlaylistDialog';
import {choices, forever, soon} from './storybook/fixtures';
import {click, typeText} from '@nada/ui/storybook';
import type {PlaylistChoice} from './types';

/** The dialog over a page, with the app's side played by local state: changes save after a moment. */
function Demo(props: Partial<AddToPlaylistDialogProps>) {
  const [open, setOpen] = useState(true);
  const [playlists, setPlaylists] = useState<readonly PlaylistChoice[]>(props.playlists ?? choices);
  return (
    <>
      <AddToPlaylistButton onClick={() => setOpen(true)} />
      <AddToPlaylistDialog
        open={open}
        onOpenChange={setOpen}
        itemTitle="Bengawan Solo (minus one)"
        status="ready"
        onToggle={async (id, add) => {
          await soon(undefined);
          setPlaylists((current) =>
            current.map((playlist) =>
              playlist.id === id
                ? {...playlist, containsItem: add, itemCount: playlist.itemCount + (add ? 1 : -1)}
                : playlist,
            ),
          );
        }}
        onCreate={async (title) => {
          const id = `new-${title}`;
          await soon(undefined);
          setPlaylists((current) => [{id, title, itemCount: 1, containsItem: true}, ...current]);
          return {id};
        }}
        onRetry={() => {}}
        {...props}
        playlists={playlists}
      />
    </>
  );
}

const meta = {
  title: 'Features/Playlist/AddToPlaylistDialog',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithChecks: Story = {};
export const Loading: Story = {args: {status: 'loading', playlists: []}};
export const LoadError: Story = {
  args: {status: 'error', playlists: [], error: new TypeError('Failed to fetch')},
};
export const Empty: Story = {args: {playlists: []}};
export const SavingARow: Story = {
  args: {onToggle: () => forever()},
  play: () => click('[role="dialog"] li:nth-child(2) [role="checkbox"]'),
};
export const RowError: Story = {
  args: {onToggle: () => Promise.reject({code: 'PLAYLIST_FULL'})},
  play: () => click('[role="dialog"] li:nth-child(3) [role="checkbox"]'),
};
const openNewPlaylist = () => click('[role="dialog"] .nada-playlist-add > button');
const submitNewPlaylist = () => click('[role="dialog"] .nada-playlist-add__new button[type="submit"]');
export const NewPlaylistField: Story = {play: openNewPlaylist};
export const NewPlaylistNameMissing: Story = {
  play: async () => {
    await openNewPlaylist();
    await submitNewPlaylist();
  },
};
export const Creating: Story = {
  args: {onCreate: () => forever()},
  play: async () => {
    await openNewPlaylist();
    await typeText('[role="dialog"] .nada-playlist-add__new input', 'Lagu pernikahan');
    await submitNewPlaylist();
  },
};
export const CreateLimitReached: Story = {
  args: {onCreate: () => Promise.reject({code: 'PLAYLIST_LIMIT'})},
  play: async () => {
    await openNewPlaylist();
    await typeText('[role="dialog"] .nada-playlist-add__new input', 'Satu lagi');
    await submitNewPlaylist();
  },
};
export const Buttons: Story = {
  render: () => (
    <div style={{display: 'flex', gap: 'var(--nada-space-3)', alignItems: 'center'}}>
      <AddToPlaylistButton />
      <AddToPlaylistButton variant="ghost" size="sm" />
      <AddToPlaylistButton iconOnly />
    </div>
  ),
};
