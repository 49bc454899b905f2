import type {Meta, StoryObj} from '@storybook/react-vite';
import {PlaylistsPanel} from './PlaylistsPanel';
import {playlists} from './storybook/fixtures';

const meta = {
  title: 'Features/HomeDashboard/PlaylistsPanel',
  component: PlaylistsPanel,
  args: {playlists: {status: 'ready', data: playlists}, onRetry: () => {}, allHref: '#playlists'},
} satisfies Meta<typeof PlaylistsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four playlists with their songs and length, one still empty. */
export const Some: Story = {};

/** No playlist yet. */
export const Empty: Story = {args: {playlists: {status: 'ready', data: []}}};

/** While the playlists are read. */
export const Loading: Story = {args: {playlists: {status: 'loading'}}};

/** Reading them failed: "Try again" reads them again. */
export const Failed: Story = {args: {playlists: {status: 'error'}}};
