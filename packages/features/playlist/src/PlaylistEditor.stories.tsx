import type {Meta, StoryObj} from '@storybook/react-vite';
import {useState} from 'react';
import {PlaylistEditor, type PlaylistEditorProps} from './PlaylistEditor';
import {forever, ownPlaylist, soon, storyItems} from './storybook/fixtures';
import {click, press} from '@nada/ui/storybook';
import type {PlaylistEditorPlaylist} from './types';

/** The editor with the app's side played by local state: every change saves after a moment. */
function Demo({playlist: initial = ownPlaylist, ...props}: Partial<PlaylistEditorProps>) {
  const [playlist, setPlaylist] = useState<PlaylistEditorPlaylist>(initial);
  return (
    <PlaylistEditor
      playlist={playlist}
      shareUrl="https://nada.example/playlist/story-playlist"
      onPlayItem={() => {}}
      onPlayAll={() => {}}
      onShufflePlay={() => {}}
      onUpdate={async (patch) => {
        await soon(undefined);
        setPlaylist((current) => ({...current, ...patch}));
      }}
      onReorder={async (itemIds) => {
        await soon(undefined);
        setPlaylist((current) => ({
          ...current,
          items: itemIds.flatMap((id) => current.items.filter((item) => item.id === id)),
        }));
      }}
      onRemoveItem={async (itemId) => {
        await soon(undefined);
        setPlaylist((current) => ({...current, items: current.items.filter((item) => item.id !== itemId)}));
      }}
      onDelete={() => soon(undefined)}
      {...props}
    />
  );
}

const meta = {
  title: 'Features/Playlist/PlaylistEditor',
  component: Demo,
  decorators: [
    (Story) => (
      <div style={{maxWidth: '48rem'}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {};
export const OwnerPublic: Story = {args: {playlist: {...ownPlaylist, visibility: 'public'}}};
export const ReadOnly: Story = {
  args: {playlist: {...ownPlaylist, visibility: 'public', isOwner: false, items: storyItems(6, [4])}},
};
/** The app's player is on the second song: its row says so. */
export const NowPlaying: Story = {args: {currentItemId: 'item-1'}};
export const WithUnavailableItems: Story = {args: {playlist: {...ownPlaylist, items: storyItems(6, [1, 4])}}};
export const NothingPlayable: Story = {args: {playlist: {...ownPlaylist, items: storyItems(2, [0, 1])}}};
export const Empty: Story = {args: {playlist: {...ownPlaylist, description: null, items: []}}};
export const LongList: Story = {args: {playlist: {...ownPlaylist, items: storyItems(40, [7, 23])}}};
export const KeyboardPickedUp: Story = {
  play: () => press('[data-item-id="item-1"] .nada-playlist-item__handle', [' ', 'ArrowDown', 'ArrowDown']),
};
export const SavingOrderFails: Story = {
  args: {onReorder: () => Promise.reject(new TypeError('Failed to fetch'))},
  play: () => press('[data-item-id="item-0"] .nada-playlist-item__handle', [' ', 'ArrowDown', ' ']),
};
export const EditingDetails: Story = {
  args: {onUpdate: () => forever()},
  play: () => click('.nada-playlist-editor__title-row button'),
};
export const Narrow: Story = {
  args: {playlist: {...ownPlaylist, visibility: 'public', items: storyItems(6, [2])}},
  decorators: [
    (Story) => (
      <div style={{maxWidth: 390}}>
        <Story />
      </div>
    ),
  ],
};
export const NarrowKeyboardPickedUp: Story = {
  ...Narrow,
  play: () => press('[data-item-id="item-3"] .nada-playlist-item__handle', [' ', 'ArrowUp']),
};
