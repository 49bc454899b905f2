import playlistEn from '@nada/playlist/lang/en.json';
import playlistId from '@nada/playlist/lang/id.json';
import {mergeCatalogs} from '@nada/ui/testing';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {PublicProfile, type PublicProfileProps} from './PublicProfile';
import {catalogs, renderProfile} from './test/render';

const withPlaylists = mergeCatalogs(catalogs, {id: playlistId, en: playlistEn});

const track = (id: string, title: string) => ({
  id,
  title,
  durationSeconds: 30,
  streamUrl: `/files/${id}`,
  streamUrlExpiresAt: '2099-01-01T00:00:00Z',
});

function setup(props: Partial<PublicProfileProps> = {}) {
  const player = {play: vi.fn(), setShuffle: vi.fn()};
  const playback = {start: vi.fn(async () => {}), startingId: null, problem: null};
  renderProfile(
    <PublicProfile
      displayName="Sari Wulandari"
      memberSince="2026-03-14T08:30:00.000Z"
      tracks={[track('t1', 'Pop santai'), track('t2', 'Keroncong')]}
      playlists={[{id: 'p1', title: 'Latihan Minggu', itemCount: 2, durationSeconds: 300}]}
      player={player}
      playerTrackId={(id) => `track:${id}`}
      playback={playback}
      playlistHref={(id) => `/v3/playlist?id=${id}`}
      onOpenPlaylist={vi.fn()}
      {...props}
    />,
    {catalogs: withPlaylists, locale: 'en'},
  );
  return {player, playback, user: userEvent.setup()};
}

describe('PublicProfile', () => {
  it('plays every public track in order from the one chosen, by their player ids, unshuffled', async () => {
    const {player, user} = setup();
    await user.click(screen.getByRole('button', {name: /Keroncong/}));
    expect(player.setShuffle).toHaveBeenCalledWith(false);
    expect(player.play).toHaveBeenCalledWith(
      [
        expect.objectContaining({id: 'track:t1', src: '/files/t1', expiresAt: '2099-01-01T00:00:00Z'}),
        expect.objectContaining({id: 'track:t2', title: 'Keroncong', durationSeconds: 30}),
      ],
      1,
    );
  });

  it('plays a public playlist and links to its page', async () => {
    const {playback, user} = setup();
    expect(screen.getByRole('link', {name: 'Latihan Minggu'})).toHaveAttribute('href', '/v3/playlist?id=p1');
    await user.click(screen.getByRole('button', {name: 'Play Latihan Minggu'}));
    expect(playback.start).toHaveBeenCalledWith('p1');
  });

  it('says why a playlist did not play', () => {
    setup({playback: {start: vi.fn(), startingId: null, problem: 'nothing-to-play'}});
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing in this playlist can be played right now.');
  });

  it('shows the empty state without public tracks or playlists', () => {
    setup({tracks: [], playlists: []});
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', {name: 'Sari Wulandari'})).toBeInTheDocument();
  });
});
