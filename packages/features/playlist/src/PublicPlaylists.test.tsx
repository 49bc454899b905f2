import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {PublicPlaylists} from './PublicPlaylists';
import {renderPlaylist} from './test/render';

const playlists = [
  {id: 'p1', title: 'Latihan Minggu', itemCount: 3, durationSeconds: 540},
  {id: 'p2', title: 'Kosong', itemCount: 0, durationSeconds: 0},
];
const hrefOf = (id: string) => `/v3/playlist?id=${id}`;

describe('PublicPlaylists', () => {
  it('links each playlist to its page and plays it from its button', async () => {
    const onPlay = vi.fn();
    const onOpen = vi.fn();
    renderPlaylist(
      <PublicPlaylists playlists={playlists} hrefOf={hrefOf} onPlay={onPlay} onOpen={onOpen} />,
      {
        locale: 'en',
      },
    );
    expect(screen.getByRole('list', {name: 'Public playlists'})).toBeInTheDocument();
    const link = screen.getByRole('link', {name: 'Latihan Minggu'});
    expect(link).toHaveAttribute('href', '/v3/playlist?id=p1');
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith('p1');
    await userEvent.click(screen.getByRole('button', {name: 'Play Latihan Minggu'}));
    expect(onPlay).toHaveBeenCalledWith('p1');
    expect(screen.getByRole('button', {name: 'Play Kosong'})).toBeDisabled();
  });

  it('shows the playlist being fetched as busy', () => {
    renderPlaylist(
      <PublicPlaylists playlists={playlists} hrefOf={hrefOf} onPlay={() => {}} startingId="p1" />,
    );
    expect(screen.getByRole('button', {name: 'Putar Latihan Minggu'})).toHaveAttribute('aria-busy', 'true');
  });

  it('says when there are none, in Indonesian by default', () => {
    renderPlaylist(<PublicPlaylists playlists={[]} hrefOf={hrefOf} onPlay={() => {}} />);
    expect(screen.getByText('Belum ada playlist publik')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
