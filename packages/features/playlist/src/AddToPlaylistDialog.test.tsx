import {screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {AddToPlaylistButton, AddToPlaylistDialog, type AddToPlaylistDialogProps} from './AddToPlaylistDialog';
import {renderPlaylist} from './test/render';
import type {PlaylistChoice} from './types';

const playlists: PlaylistChoice[] = [
  {id: 'p1', title: 'Latihan Minggu', itemCount: 1, containsItem: true},
  {id: 'p2', title: 'Karaoke', itemCount: 0, containsItem: false},
  {id: 'p3', title: 'Dangdut', itemCount: 12, containsItem: false},
];

/** A promise with its settle functions, to hold a callback pending. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {promise, resolve, reject};
}

function renderDialog(props: Partial<AddToPlaylistDialogProps> = {}, locale: 'id' | 'en' = 'id') {
  const all: AddToPlaylistDialogProps = {
    open: true,
    onOpenChange: vi.fn(),
    itemTitle: 'Bengawan Solo (minus one)',
    playlists,
    status: 'ready',
    onToggle: vi.fn(() => Promise.resolve()),
    onCreate: vi.fn(() => Promise.resolve({id: 'new'})),
    ...props,
  };
  renderPlaylist(<AddToPlaylistDialog {...all} />, {locale});
  return all;
}

describe('AddToPlaylistDialog', () => {
  it('lists the playlists as checkboxes, checked where the item already is, with plural counts', () => {
    renderDialog({}, 'en');
    const dialog = screen.getByRole('dialog', {name: 'Add to playlist'});
    expect(dialog).toHaveAccessibleDescription('Choose the playlists for “Bengawan Solo (minus one)”.');
    const list = within(dialog).getByRole('list', {name: 'Your playlists'});
    expect(within(list).getByRole('checkbox', {name: 'Latihan Minggu'})).toBeChecked();
    expect(within(list).getByRole('checkbox', {name: 'Karaoke'})).not.toBeChecked();
    expect(within(list).getByRole('checkbox', {name: 'Latihan Minggu'})).toHaveAccessibleDescription(
      '1 song',
    );
    expect(within(list).getByRole('checkbox', {name: 'Karaoke'})).toHaveAccessibleDescription('No songs');
    expect(within(list).getByRole('checkbox', {name: 'Dangdut'})).toHaveAccessibleDescription('12 songs');
  });

  it('counts in Indonesian without a plural form', () => {
    renderDialog();
    expect(screen.getByRole('checkbox', {name: 'Latihan Minggu'})).toHaveAccessibleDescription('1 lagu');
    expect(screen.getByRole('checkbox', {name: 'Karaoke'})).toHaveAccessibleDescription('Belum ada lagu');
    expect(screen.getByRole('checkbox', {name: 'Dangdut'})).toHaveAccessibleDescription('12 lagu');
  });

  it('adds to a playlist with a busy row, then announces it and keeps the check', async () => {
    const pending = deferred<undefined>();
    const onToggle = vi.fn(async () => {
      await pending.promise;
    });
    renderDialog({onToggle});
    await userEvent.click(screen.getByRole('checkbox', {name: 'Karaoke'}));
    expect(onToggle).toHaveBeenCalledWith('p2', true);
    const box = screen.getByRole('checkbox', {name: 'Karaoke'});
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(box.closest('li')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Menyimpan…')).toBeInTheDocument();
    pending.resolve(undefined);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Ditambahkan ke Karaoke'));
    expect(box).toBeEnabled();
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('1 lagu');
  });

  it('removes from a playlist and says so', async () => {
    const onToggle = vi.fn(() => Promise.resolve());
    renderDialog({onToggle}, 'en');
    await userEvent.click(screen.getByRole('checkbox', {name: 'Latihan Minggu'}));
    expect(onToggle).toHaveBeenCalledWith('p1', false);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Removed from Latihan Minggu'));
    expect(screen.getByRole('checkbox', {name: 'Latihan Minggu'})).not.toBeChecked();
  });

  it.each([
    [{code: 'PLAYLIST_FULL'}, 'This playlist is full: it can hold 500 songs at most.'],
    [{code: 'PLAYLIST_ITEM_EXISTS'}, 'This song is already in that playlist.'],
    [new TypeError('Failed to fetch'), 'No connection. Check your internet and try again.'],
    [new Error('boom'), 'Something went wrong. Please try again.'],
  ])('puts the check back and explains %o on the row', async (reason, text) => {
    renderDialog({onToggle: vi.fn(() => Promise.reject(reason))}, 'en');
    await userEvent.click(screen.getByRole('checkbox', {name: 'Dangdut'}));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    const box = screen.getByRole('checkbox', {name: 'Dangdut'});
    expect(box).not.toBeChecked();
    expect(box).toBeEnabled();
    expect(box).toHaveAccessibleDescription(expect.stringContaining(text) as string);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('checks a new name: required, at most 80 characters, trimmed, then creates and announces', async () => {
    const onCreate = vi.fn(() => Promise.resolve({id: 'p9'}));
    renderDialog({onCreate}, 'en');
    await userEvent.click(screen.getByRole('button', {name: 'New playlist'}));
    const field = screen.getByRole('textbox', {name: 'Name of the new playlist'});
    expect(field).toHaveFocus();
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', {name: 'Create and add'}));
    expect(field).toHaveAccessibleDescription('Give the playlist a name.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(81));
    await userEvent.click(screen.getByRole('button', {name: 'Create and add'}));
    expect(field).toHaveAccessibleDescription('A name can have at most 80 characters.');
    expect(onCreate).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '  Lagu pernikahan {enter}');
    expect(onCreate).toHaveBeenCalledWith('Lagu pernikahan');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Made Lagu pernikahan and added the song'),
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('explains the playlist limit in Indonesian and keeps the name', async () => {
    renderDialog({onCreate: vi.fn(() => Promise.reject({code: 'PLAYLIST_LIMIT'}))});
    await userEvent.click(screen.getByRole('button', {name: 'Playlist baru'}));
    const field = screen.getByRole('textbox', {name: 'Nama playlist baru'});
    await userEvent.type(field, 'Satu lagi{enter}');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Kamu sudah punya 200 playlist, batas maksimalnya. Hapus satu dulu untuk membuat yang baru.',
      ),
    );
    expect(field).toHaveValue('Satu lagi');
  });

  it('Escape in the name field closes the field, not the dialog', async () => {
    const onOpenChange = vi.fn();
    renderDialog({onOpenChange}, 'en');
    await userEvent.click(screen.getByRole('button', {name: 'New playlist'}));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows a skeleton while loading', () => {
    renderDialog({status: 'loading'}, 'en');
    expect(screen.getByText('Loading your playlists…')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'New playlist'})).not.toBeInTheDocument();
  });

  it('shows why loading failed, with retry', async () => {
    const onRetry = vi.fn();
    renderDialog({status: 'error', error: new TypeError('offline'), onRetry}, 'en');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your playlists couldn’t be loaded.');
    expect(alert).toHaveTextContent('No connection.');
    await userEvent.click(within(alert).getByRole('button', {name: 'Try again'}));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('invites a first playlist when there is none', () => {
    renderDialog({playlists: []});
    expect(
      screen.getByText('Kamu belum punya playlist. Buat yang pertama di bawah ini.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Playlist baru'})).toBeInTheDocument();
  });

  it('closes with Done', async () => {
    const onOpenChange = vi.fn();
    renderDialog({onOpenChange}, 'en');
    await userEvent.click(screen.getByRole('button', {name: 'Done'}));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('AddToPlaylistButton', () => {
  it('is a labelled button, with or without its text', async () => {
    const onClick = vi.fn();
    renderPlaylist(
      <>
        <AddToPlaylistButton onClick={onClick} />
        <AddToPlaylistButton iconOnly />
      </>,
      {locale: 'en'},
    );
    const buttons = screen.getAllByRole('button', {name: 'Add to playlist'});
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toHaveTextContent('Add to playlist');
    expect(buttons[1]).not.toHaveTextContent('Add to playlist');
    await userEvent.click(screen.getByText('Add to playlist'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
