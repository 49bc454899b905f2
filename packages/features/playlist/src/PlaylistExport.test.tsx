import {screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useIntl} from 'react-intl';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {PlaylistDetail} from './PlaylistDetail';
import type {PlaylistExporter} from './playlistExport';
import {PlaylistExportStatus} from './PlaylistExportStatus';
import {ApiRefusal, StoryPlaylists, apiPlaylist, storyClient, storyPlayer} from './storybook/client';
import {doneExportJob, exportJob, storyExporter} from './storybook/exporter';
import {renderPlaylist} from './test/render';
import type {Playlist} from './types';

afterEach(() => vi.restoreAllMocks());

/** The playlist page of `playlist` (the owner's by default), with an exporter. */
function renderDetail(exporter: PlaylistExporter, playlist: Partial<Playlist> = {}) {
  renderPlaylist(
    <StoryPlaylists client={storyClient({getPlaylist: async (id) => apiPlaylist({id, ...playlist})})}>
      <PlaylistDetail
        id="story-playlist"
        player={storyPlayer}
        signedIn
        unnamedOwner="Nada member"
        shareUrlOf={(playlist) => `https://nada.example/v3/playlist?id=${playlist.id}`}
        onDeleted={() => {}}
        exporter={exporter}
      />
    </StoryPlaylists>,
    {locale: 'en'},
  );
}

describe('Download all', () => {
  it('exports the owner’s playlist in the chosen format and shows its progress on the page', async () => {
    const submit = vi.fn(async () => exportJob());
    const user = userEvent.setup();
    renderDetail(storyExporter({submit}));

    const open = await screen.findByRole('button', {name: 'Download all'});
    await user.click(open);
    const dialog = screen.getByRole('dialog', {name: 'Download all songs'});
    expect(dialog).toHaveTextContent('The 6 songs of “Latihan paduan suara Minggu” in one zip file');
    expect(within(dialog).getByRole('radio', {name: /MP3/})).toBeChecked();
    await user.click(within(dialog).getByRole('radio', {name: /Original files/}));
    await user.click(within(dialog).getByRole('button', {name: 'Make the zip'}));

    expect(submit).toHaveBeenCalledWith('story-playlist', 'original', expect.any(String));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const panel = await screen.findByRole('region', {name: 'Download all'});
    expect(await within(panel).findByText('Preparing the tracks…')).toBeInTheDocument();
    expect(within(panel).getByRole('button', {name: 'Cancel'})).toBeEnabled();
  });

  it('is disabled on an empty playlist, saying why', async () => {
    renderDetail(storyExporter(), {items: [], itemCount: 0});
    const open = await screen.findByRole('button', {name: 'Download all'});
    expect(open).toBeDisabled();
    expect(open).toHaveAccessibleDescription('Add songs to download them all at once.');
  });

  it('is not offered on someone else’s playlist', async () => {
    renderDetail(storyExporter(), {isOwner: false, visibility: 'public'});
    await screen.findByRole('button', {name: 'Play all'});
    expect(screen.queryByRole('button', {name: 'Download all'})).not.toBeInTheDocument();
  });

  it('asks to remove songs that are no longer available before exporting', async () => {
    const user = userEvent.setup();
    const playlist = apiPlaylist();
    renderDetail(storyExporter(), {
      items: playlist.items.map((item, index) => (index === 2 ? {...item, available: false} : item)),
    });
    await user.click(await screen.findByRole('button', {name: 'Download all'}));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'One song is no longer available. Remove it from the playlist first.',
    );
    expect(within(dialog).getByRole('button', {name: 'Make the zip'})).toBeDisabled();
  });

  it('explains a refusal in the user’s language and tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const submit = vi
      .fn<PlaylistExporter['submit']>()
      .mockRejectedValueOnce(new ApiRefusal('PLAYLIST_EMPTY'))
      .mockResolvedValue(exportJob());
    const user = userEvent.setup();
    renderDetail(storyExporter({submit, errorText: (code) => `Text of ${code}`}));
    await user.click(await screen.findByRole('button', {name: 'Download all'}));
    await user.click(screen.getByRole('button', {name: 'Make the zip'}));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The zip could not be made. Text of PLAYLIST_EMPTY');
    await user.click(within(alert).getByRole('button', {name: 'Try again'}));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Preparing the tracks…')).toBeInTheDocument();
  });
});

describe('PlaylistExportStatus', () => {
  const props = {
    stages: storyExporter().stages,
    errorText: (code: string | null | undefined) => `Text of ${code}`,
    onRetry: () => {},
    onCancel: async () => {},
    onDownload: () => {},
  };

  it('offers the finished zip, in Indonesian by default', async () => {
    const onDownload = vi.fn();
    const user = userEvent.setup();
    renderPlaylist(<Status {...props} state={{status: 'job', job: doneExportJob}} onDownload={onDownload} />);
    expect(screen.getByRole('status')).toHaveTextContent('Zip kamu sudah siap: 6 lagu, MP3.');
    await user.click(screen.getByRole('button', {name: 'Unduh zip'}));
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it('shows why a job failed, with Try again', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    const failed = exportJob({
      status: 'failed',
      finishedAt: '2026-11-22T08:30:09Z',
      error: {code: 'PLAYLIST_TRACK_UNAVAILABLE'},
    });
    renderPlaylist(<Status {...props} state={{status: 'job', job: failed}} onRetry={onRetry} />, {
      locale: 'en',
    });
    expect(screen.getByText('Text of PLAYLIST_TRACK_UNAVAILABLE')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Try again'}));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says why the download could not start', () => {
    renderPlaylist(
      <Status {...props} state={{status: 'job', job: doneExportJob}} downloadError="NETWORK" />,
      {locale: 'en'},
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The download could not start: Text of NETWORK');
  });

  it('shows nothing before an export is asked for', () => {
    renderPlaylist(<Status {...props} state={{status: 'idle'}} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

/** The status with its stages named in the render's language. */
function Status(
  props: Omit<Parameters<typeof PlaylistExportStatus>[0], 'stages'> & {stages: PlaylistExporter['stages']},
) {
  const intl = useIntl();
  return <PlaylistExportStatus {...props} stages={props.stages(intl)} />;
}
