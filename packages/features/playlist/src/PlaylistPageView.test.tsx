import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {PlaylistPageView, deletedTitleOf, playlistShareUrl, withExportJob} from './PlaylistPageView';
import {StoryPlaylists, apiPlaylist, storyClient, storyPlayer} from './storybook/client';
import {summaries} from './storybook/fixtures';
import {renderPlaylist} from './test/render';

function renderPage(id: string | null, navigationState?: unknown) {
  const onDeleted = vi.fn();
  const onOpen = vi.fn();
  renderPlaylist(
    <StoryPlaylists>
      <PlaylistPageView
        id={id}
        header={<h1>Playlist kamu</h1>}
        onOpen={onOpen}
        navigationState={navigationState}
        onDeleted={onDeleted}
        player={storyPlayer}
        signedIn
        unnamedOwner="Anggota Nada"
        shareUrlOf={(playlist) => playlistShareUrl('https://nada.example', '/v3/playlist', playlist.id)}
      />
    </StoryPlaylists>,
  );
  return {onDeleted, onOpen};
}

describe('PlaylistPageView', () => {
  it("shows the user's playlists under the page's heading, and opens one", async () => {
    const {onOpen} = renderPage(null);
    expect(screen.getByRole('heading', {name: 'Playlist kamu', level: 1})).toBeInTheDocument();
    const [first] = summaries;
    if (!first) throw new Error('the fixtures have playlists');
    await userEvent.click(await screen.findByRole('button', {name: first.title}));
    expect(onOpen).toHaveBeenCalledWith(first.id);
  });

  it('says which playlist was deleted when the navigation names one', async () => {
    renderPage(null, {deletedTitle: 'Karaoke keluarga'});
    expect(await screen.findByText('Playlist “Karaoke keluarga” sudah dihapus.')).toBeInTheDocument();
  });

  it('opens one playlist under its own heading, and goes back to the list after deleting it', async () => {
    const {onDeleted} = renderPage('p1');
    expect(
      await screen.findByRole('heading', {name: 'Latihan paduan suara Minggu', level: 1}),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', {name: 'Playlist kamu'})).toBeNull();
    await userEvent.click(screen.getByRole('button', {name: 'Hapus playlist'}));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {name: 'Hapus'}),
    );
    await vi.waitFor(() =>
      expect(onDeleted).toHaveBeenCalledWith({deletedTitle: 'Latihan paduan suara Minggu'}),
    );
  });
});

describe('deletedTitleOf', () => {
  it("reads a deletion's title from a navigation's state, and nothing from any other state", () => {
    expect(deletedTitleOf({deletedTitle: 'Karaoke keluarga'})).toBe('Karaoke keluarga');
    expect(deletedTitleOf(null)).toBeNull();
    expect(deletedTitleOf('Karaoke keluarga')).toBeNull();
    expect(deletedTitleOf({deletedTitle: 3})).toBeNull();
  });
});

describe('playlistShareUrl', () => {
  it("is the list's address with the playlist's id, encoded", () => {
    expect(playlistShareUrl('https://nada.example', '/en/v3/playlist', 'a b&c')).toBe(
      'https://nada.example/en/v3/playlist?id=a%20b%26c',
    );
  });
});

describe('withExportJob', () => {
  it("sets or clears the export's job in the query, keeping the rest", () => {
    const shown = withExportJob(new URLSearchParams('id=p1'), 'job-1');
    expect(shown.toString()).toBe('id=p1&job=job-1');
    expect(withExportJob(shown, null).toString()).toBe('id=p1');
  });
});

describe('PlaylistPageView of a shared playlist a guest opens', () => {
  it('shows the shared playlist the server read, with play buttons that work without React, and where to sign in', () => {
    const getPlaylist = vi.fn(() => new Promise<never>(() => {}));
    const shared = apiPlaylist({id: 'p9', visibility: 'public', isOwner: false, ownerName: 'Sari'});
    renderPlaylist(
      <StoryPlaylists client={storyClient({getPlaylist})}>
        <PlaylistPageView
          id="p9"
          header={null}
          onOpen={vi.fn()}
          onDeleted={vi.fn()}
          player={storyPlayer}
          signedIn={false}
          unnamedOwner="Anggota Nada"
          signInHref="/login?redirect=%2Fv3%2Fplaylist%3Fid%3Dp9"
          initial={{status: 'ready', data: shared}}
        />
      </StoryPlaylists>,
    );
    expect(screen.getByRole('heading', {name: shared.title, level: 1})).toBeInTheDocument();
    expect(getPlaylist).not.toHaveBeenCalled();
    expect(screen.getByRole('link', {name: 'Masuk'})).toHaveAttribute(
      'href',
      '/login?redirect=%2Fv3%2Fplaylist%3Fid%3Dp9',
    );
    const playAll = screen.getByRole('button', {name: 'Putar semua'});
    expect(playAll).toHaveAttribute('data-nada-play', 'playlist');
    expect(playAll).toHaveAttribute('data-nada-playlist', 'p9');
    const [first] = shared.items;
    if (!first) throw new Error('the fixture has items');
    expect(screen.getByRole('button', {name: `Putar ${first.title}`})).toHaveAttribute(
      'data-nada-track',
      first.id,
    );
    // No share link: its copy button would not work without React.
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("shows the server's error for a playlist a guest may not see, and reads again on Retry", async () => {
    renderPlaylist(
      <StoryPlaylists>
        <PlaylistPageView
          id="p9"
          header={null}
          onOpen={vi.fn()}
          onDeleted={vi.fn()}
          player={storyPlayer}
          signedIn={false}
          unnamedOwner="Anggota Nada"
          initial={{status: 'error', code: 'NETWORK'}}
        />
      </StoryPlaylists>,
    );
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button'));
    expect(
      await screen.findByRole('heading', {name: 'Latihan paduan suara Minggu', level: 1}),
    ).toBeInTheDocument();
  });
});
