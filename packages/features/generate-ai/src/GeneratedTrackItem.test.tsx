import {screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {GeneratedTrackItem} from './GeneratedTrackItem';
import {track} from './storybook/fixtures';
import {renderGenerateAi} from './test/render';

describe('GeneratedTrackItem', () => {
  it('plays, downloads and adds to a playlist through its callbacks', async () => {
    const onTogglePlay = vi.fn();
    const onDownload = vi.fn();
    const onAddToPlaylist = vi.fn();
    renderGenerateAi(
      <GeneratedTrackItem
        track={track}
        onTogglePlay={onTogglePlay}
        onDownload={onDownload}
        onAddToPlaylist={onAddToPlaylist}
      />,
    );
    await userEvent.click(screen.getByRole('button', {name: `Putar ${track.title}`}));
    await userEvent.click(screen.getByRole('button', {name: 'Unduh'}));
    await userEvent.click(screen.getByRole('button', {name: 'Tambah ke playlist'}));
    expect(onTogglePlay).toHaveBeenCalledOnce();
    expect(onDownload).toHaveBeenCalledOnce();
    expect(onAddToPlaylist).toHaveBeenCalledOnce();
    expect(screen.getByText('1:30 · 20 Nov 2026')).toBeInTheDocument();
  });

  it('renames, refusing an empty title and keeping the editor open when saving fails', async () => {
    const onRename = vi.fn().mockRejectedValueOnce({code: 'NETWORK'}).mockResolvedValueOnce(undefined);
    renderGenerateAi(
      <GeneratedTrackItem track={track} onRename={onRename} errorText={() => 'Tidak ada koneksi.'} />,
    );
    await userEvent.click(screen.getByRole('button', {name: 'Ganti nama'}));
    const input = screen.getByRole('textbox', {name: 'Judul'});
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', {name: 'Simpan'}));
    expect(screen.getByRole('alert')).toHaveTextContent('Beri judul untuk lagu ini.');
    expect(onRename).not.toHaveBeenCalled();
    await userEvent.type(input, 'Untuk Sari');
    await userEvent.click(screen.getByRole('button', {name: 'Simpan'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tidak ada koneksi.');
    expect(screen.getByRole('textbox', {name: 'Judul'})).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Simpan'}));
    expect(onRename).toHaveBeenLastCalledWith('Untuk Sari');
    expect(screen.queryByRole('textbox', {name: 'Judul'})).not.toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Ganti nama'})).toHaveFocus();
  });

  it('leaves a rename with Escape or Cancel, keeping the title and giving the focus back to Rename', async () => {
    const onRename = vi.fn();
    renderGenerateAi(<GeneratedTrackItem track={track} onRename={onRename} />);
    await userEvent.click(screen.getByRole('button', {name: 'Ganti nama'}));
    await userEvent.type(screen.getByRole('textbox', {name: 'Judul'}), ' (versi baru)');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', {name: 'Judul'})).not.toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Ganti nama'})).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', {name: 'Judul'})).toHaveValue(track.title);
    await userEvent.click(screen.getByRole('button', {name: 'Batal'}));
    expect(screen.getByRole('button', {name: 'Ganti nama'})).toHaveFocus();
    expect(onRename).not.toHaveBeenCalled();
  });

  it('renames from "More" on a narrow card, where the focus goes into the editor and back to "More"', async () => {
    renderGenerateAi(<GeneratedTrackItem track={track} onRename={vi.fn()} />);
    // A narrow bar hides its secondary actions (a container query, which jsdom does not apply).
    screen.getByRole('button', {name: 'Ganti nama'}).style.display = 'none';
    const more = screen.getByRole('button', {name: 'Lainnya'});
    await userEvent.click(more);
    await userEvent.click(await screen.findByRole('menuitem', {name: 'Ganti nama'}));
    const input = await screen.findByRole('textbox', {name: 'Judul'});
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', {name: 'Judul'})).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  it('starts each rename from the title as it is now', async () => {
    const {rerender} = renderGenerateAi(<GeneratedTrackItem track={track} onRename={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', {name: 'Ganti nama'}));
    await userEvent.click(screen.getByRole('button', {name: 'Batal'}));
    rerender(<GeneratedTrackItem track={{...track, title: 'Judul dari tab lain'}} onRename={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', {name: 'Ganti nama'}));
    expect(screen.getByRole('textbox', {name: 'Judul'})).toHaveValue('Judul dari tab lain');
  });

  it('makes the track public, and puts the switch back when that fails', async () => {
    const onVisibilityChange = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce({code: 'NETWORK'});
    renderGenerateAi(
      <GeneratedTrackItem
        track={track}
        onVisibilityChange={onVisibilityChange}
        errorText={() => 'Tidak ada koneksi.'}
      />,
      {locale: 'en'},
    );
    const toggle = screen.getByRole('switch', {name: 'Make public'});
    await userEvent.click(toggle);
    expect(onVisibilityChange).toHaveBeenCalledWith('public');
    expect(await screen.findByText('Public')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', {name: 'Make public'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tidak ada koneksi.');
    expect(screen.getByRole('switch', {name: 'Make public'})).toBeChecked();
  });

  it('offers the share dialog while the track is public', async () => {
    const onShare = vi.fn();
    renderGenerateAi(
      <GeneratedTrackItem track={track} onShare={onShare} onVisibilityChange={() => Promise.resolve()} />,
      {locale: 'en'},
    );
    expect(screen.queryByRole('button', {name: 'Share'})).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', {name: 'Make public'}));
    await userEvent.click(await screen.findByRole('button', {name: 'Share'}));
    expect(onShare).toHaveBeenCalled();
  });

  it('deletes only after the user confirms', async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    renderGenerateAi(<GeneratedTrackItem track={track} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', {name: 'Hapus'}));
    expect(onDelete).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(`Hapus “${track.title}”?`);
    await userEvent.click(within(dialog).getByRole('button', {name: 'Hapus'}));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('shows a running job’s progress and a failed job’s reason, without the track actions', () => {
    const {rerender} = renderGenerateAi(
      <GeneratedTrackItem track={{...track, durationSeconds: null}} status="running" percent={40} />,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.queryByRole('button', {name: 'Unduh'})).not.toBeInTheDocument();
    rerender(<GeneratedTrackItem track={track} status="failed" failureText="Terjadi kesalahan." />);
    expect(screen.getByText('Gagal dibuat: Terjadi kesalahan.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
