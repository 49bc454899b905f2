import type {Meta, StoryObj} from '@storybook/react-vite';
import {PublicProfile} from './PublicProfile';

const tracks = [
  {
    id: 't1',
    title: 'Pop santai di pagi hari',
    durationSeconds: 185,
    streamUrl: '/story/t1.mp3',
    streamUrlExpiresAt: '2099-01-01T00:00:00Z',
  },
  {
    id: 't2',
    title: 'Keroncong untuk pernikahan Sari dan Budi',
    durationSeconds: 242,
    streamUrl: '/story/t2.mp3',
    streamUrlExpiresAt: '2099-01-01T00:00:00Z',
  },
];

const playlists = [
  {id: 'p1', title: 'Latihan paduan suara Minggu', itemCount: 6, durationSeconds: 1240},
  {id: 'p2', title: 'Lagu daerah untuk anak-anak', itemCount: 3, durationSeconds: 495},
];

const meta = {
  title: 'Features/Profile/PublicProfile',
  component: PublicProfile,
  args: {
    displayName: 'Sari Wulandari',
    memberSince: '2026-03-14T08:30:00.000Z',
    tracks,
    playlists,
    player: {play: () => {}, setShuffle: () => {}},
    playerTrackId: (id: string) => `track:${id}`,
    playback: {start: async () => {}, startingId: null, problem: null},
    playlistHref: (id: string) => `#${id}`,
    onOpenPlaylist: () => {},
  },
} satisfies Meta<typeof PublicProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Public tracks and playlists. */
export const TracksAndPlaylists: Story = {};
/** A playlist that could not be read to play. */
export const PlaylistFailed: Story = {
  args: {playback: {start: async () => {}, startingId: null, problem: 'failed'}},
};
/** Nothing public yet: the card's empty state. */
export const NothingPublic: Story = {args: {tracks: [], playlists: []}};
