import {PlaylistsProvider, type PlaylistsClient} from '@nada/playlist';
import {screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {resultPlaylist} from './resultPlaylist';
import {renderWizard} from './test/render';

/** A client with one playlist that does not hold the file yet. */
function fakeClient() {
  return {
    listPlaylists: vi.fn<PlaylistsClient['listPlaylists']>(async () => ({
      items: [
        {
          id: 'p1',
          title: 'Latihan Minggu',
          visibility: 'private',
          itemCount: 0,
          durationSeconds: 0,
          updatedAt: '2026-12-01T10:00:00Z',
        },
      ],
      nextCursor: null,
    })),
    getPlaylist: vi.fn<PlaylistsClient['getPlaylist']>(),
    createPlaylist: vi.fn<PlaylistsClient['createPlaylist']>(),
    updatePlaylist: vi.fn<PlaylistsClient['updatePlaylist']>(),
    deletePlaylist: vi.fn<PlaylistsClient['deletePlaylist']>(),
    addPlaylistItem: vi.fn<PlaylistsClient['addPlaylistItem']>(async () => undefined),
    removePlaylistItem: vi.fn<PlaylistsClient['removePlaylistItem']>(),
    reorderPlaylist: vi.fn<PlaylistsClient['reorderPlaylist']>(),
    playlistsWithFile: vi.fn<PlaylistsClient['playlistsWithFile']>(async () => []),
  } satisfies PlaylistsClient;
}

describe('resultPlaylist', () => {
  it('adds a stem to a playlist under “Song – Part”, from its icon button', async () => {
    const client = fakeClient();
    renderWizard(
      <PlaylistsProvider
        value={{client, playlistHref: () => '/v3/playlist', profileHref: () => '/v3/profile'}}
      >
        <resultPlaylist.StemButton fileId="file-vocals" song="Lagu Kita" part="Vokal" />
      </PlaylistsProvider>,
    );
    await userEvent.click(screen.getByRole('button', {name: 'Tambahkan Vokal ke playlist'}));
    await userEvent.click(await screen.findByRole('checkbox', {name: /Latihan Minggu/}));
    await waitFor(() =>
      expect(client.addPlaylistItem).toHaveBeenCalledWith('p1', 'file-vocals', 'Lagu Kita – Vokal'),
    );
  });
});
