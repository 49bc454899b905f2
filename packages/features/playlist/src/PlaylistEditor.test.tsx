import {act, fireEvent, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {PlaylistEditor, type PlaylistEditorProps} from './PlaylistEditor';
import {renderPlaylist} from './test/render';
import type {PlaylistEditorPlaylist} from './types';

const playlist: PlaylistEditorPlaylist = {
  id: 'pl1',
  title: 'Latihan Minggu',
  description: 'Untuk latihan paduan suara.',
  visibility: 'private',
  isOwner: true,
  ownerName: 'Sari',
  items: [
    {id: 'a', title: 'Bengawan Solo', durationSeconds: 187, available: true},
    {id: 'b', title: 'Rayuan Pulau Kelapa', durationSeconds: 241, available: true},
    {id: 'c', title: 'Gundul Pacul', durationSeconds: 95, available: false},
    {id: 'd', title: 'Ampar-Ampar Pisang', durationSeconds: 3725, available: true},
  ],
};

function renderEditor(props: Partial<PlaylistEditorProps> = {}, locale: 'id' | 'en' = 'en') {
  const all: PlaylistEditorProps = {
    playlist,
    onPlayItem: vi.fn(),
    onPlayAll: vi.fn(),
    onShufflePlay: vi.fn(),
    onUpdate: vi.fn(() => Promise.resolve()),
    onDelete: vi.fn(() => Promise.resolve()),
    onReorder: vi.fn(() => Promise.resolve()),
    onRemoveItem: vi.fn(() => Promise.resolve()),
    ...props,
  };
  const view = renderPlaylist(<PlaylistEditor {...all} />, {locale});
  return {...all, ...view};
}

const titles = () =>
  within(screen.getByRole('list', {name: /Songs in this playlist|Lagu di playlist ini/}))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.nada-playlist-item__title')?.textContent);
const handle = (title: string) => screen.getByRole('button', {name: `Reorder ${title}`});
function announcer(): Element {
  const region = document.querySelector('[aria-live="assertive"]');
  if (region === null) throw new Error('no live region');
  return region;
}
/** The fixture's item at an index, which exists. */
function item(index: number) {
  const found = playlist.items[index];
  if (found === undefined) throw new Error(`no item ${index}`);
  return found;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PlaylistEditor', () => {
  it('shows the playlist: heading, description, count, total length, items with durations', () => {
    renderEditor();
    expect(screen.getByRole('region', {name: 'Latihan Minggu'})).toBeInTheDocument();
    expect(screen.getByRole('heading', {level: 1, name: 'Latihan Minggu'})).toBeInTheDocument();
    expect(screen.getByText('Untuk latihan paduan suara.')).toBeInTheDocument();
    expect(screen.getByText('4 songs')).toBeInTheDocument();
    expect(screen.getByText('1 h 11 min')).toBeInTheDocument();
    expect(titles()).toEqual(['Bengawan Solo', 'Rayuan Pulau Kelapa', 'Gundul Pacul', 'Ampar-Ampar Pisang']);
    const rows = within(screen.getByRole('list', {name: 'Songs in this playlist'})).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('3:07');
    expect(rows[3]).toHaveTextContent('1:02:05');
  });

  it('greys out an unavailable item, explains it and does not play it', async () => {
    const {onPlayItem} = renderEditor();
    const play = screen.getByRole('button', {name: 'Play Gundul Pacul'});
    expect(play).toBeDisabled();
    expect(play).toHaveAccessibleDescription('Unavailable: the file is no longer kept');
    expect(play.closest('li')).toHaveAttribute('data-unavailable', 'true');
    await userEvent.click(screen.getByRole('button', {name: 'Play Ampar-Ampar Pisang'}));
    expect(onPlayItem).toHaveBeenCalledWith(3, playlist.items[3]);
  });

  // Issue 42: "Open the player" from the mini-player showed nothing on the playlist it plays from.
  it.each([
    ['en', 'Now playing'],
    ['id', 'Sedang diputar'],
  ] as const)('marks the item the player is on as the current one, in %s', (locale, note) => {
    const {unmount} = renderEditor({currentItemId: 'b'}, locale);
    const rows = within(
      screen.getByRole('list', {name: /Songs in this playlist|Lagu di playlist ini/}),
    ).getAllByRole('listitem');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).toHaveAttribute('data-now-playing', 'true');
    expect(rows[1]).toHaveTextContent(note);
    expect(rows.filter((row) => row.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getAllByText(note)).toHaveLength(1);
    unmount();
    renderEditor({currentItemId: null}, locale);
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it('plays all and shuffles, and cannot when nothing is playable', async () => {
    const {onPlayAll, onShufflePlay, unmount} = renderEditor();
    await userEvent.click(screen.getByRole('button', {name: 'Play all'}));
    await userEvent.click(screen.getByRole('button', {name: 'Shuffle'}));
    expect(onPlayAll).toHaveBeenCalledTimes(1);
    expect(onShufflePlay).toHaveBeenCalledTimes(1);
    unmount();
    renderEditor({playlist: {...playlist, items: [item(2)]}});
    expect(screen.getByRole('button', {name: 'Play all'})).toBeDisabled();
  });

  describe('keyboard reordering', () => {
    it('picks up with Space, moves with the arrows, drops with Enter, announcing each step', async () => {
      const {onReorder} = renderEditor();
      handle('Bengawan Solo').focus();
      await userEvent.keyboard(' ');
      expect(announcer()).toHaveTextContent('Picked up Bengawan Solo. Position 1 of 4.');
      expect(handle('Bengawan Solo')).toHaveAttribute('aria-pressed', 'true');
      await userEvent.keyboard('{ArrowDown}');
      expect(announcer()).toHaveTextContent('Moved Bengawan Solo to position 2 of 4.');
      await userEvent.keyboard('{ArrowDown}');
      expect(announcer()).toHaveTextContent('Moved Bengawan Solo to position 3 of 4.');
      expect(titles()).toEqual([
        'Rayuan Pulau Kelapa',
        'Gundul Pacul',
        'Bengawan Solo',
        'Ampar-Ampar Pisang',
      ]);
      expect(handle('Bengawan Solo')).toHaveFocus();
      expect(onReorder).not.toHaveBeenCalled();
      await userEvent.keyboard('{Enter}');
      expect(announcer()).toHaveTextContent('Dropped Bengawan Solo at position 3 of 4.');
      expect(onReorder).toHaveBeenCalledWith(['b', 'c', 'a', 'd']);
      expect(handle('Bengawan Solo')).toHaveAttribute('aria-pressed', 'false');
      expect(titles()).toEqual([
        'Rayuan Pulau Kelapa',
        'Gundul Pacul',
        'Bengawan Solo',
        'Ampar-Ampar Pisang',
      ]);
    });

    it('Escape puts the item back without saving', async () => {
      const {onReorder} = renderEditor({}, 'id');
      screen.getByRole('button', {name: 'Ubah urutan Ampar-Ampar Pisang'}).focus();
      await userEvent.keyboard('{Enter}{ArrowUp}{ArrowUp}');
      expect(announcer()).toHaveTextContent('Ampar-Ampar Pisang dipindah ke posisi 2 dari 4.');
      await userEvent.keyboard('{Escape}');
      expect(announcer()).toHaveTextContent(
        'Batal memindahkan. Ampar-Ampar Pisang kembali ke posisi 4 dari 4.',
      );
      expect(titles()).toEqual([
        'Bengawan Solo',
        'Rayuan Pulau Kelapa',
        'Gundul Pacul',
        'Ampar-Ampar Pisang',
      ]);
      expect(onReorder).not.toHaveBeenCalled();
    });

    it('stops at the ends of the list', async () => {
      renderEditor();
      handle('Bengawan Solo').focus();
      await userEvent.keyboard(' {ArrowUp}');
      expect(announcer()).toHaveTextContent('Picked up Bengawan Solo. Position 1 of 4.');
    });

    it('describes how to reorder on the handle', () => {
      renderEditor();
      expect(handle('Gundul Pacul')).toHaveAccessibleDescription(
        'Press Space or Enter to pick up. Use the up and down arrows to move, Space or Enter to drop, Escape to cancel.',
      );
    });
  });

  it('reorders by dragging the handle with a pointer, with a drop line', () => {
    const {onReorder} = renderEditor();
    const rows = within(screen.getByRole('list', {name: 'Songs in this playlist'})).getAllByRole('listitem');
    rows.forEach((row, index) => {
      vi.spyOn(row, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, index * 50, 400, 50));
    });
    const grip = handle('Bengawan Solo');
    fireEvent.pointerDown(grip, {button: 0, pointerId: 1, clientY: 20});
    expect(rows[0]).toHaveAttribute('data-picked', 'pointer');
    fireEvent.pointerMove(grip, {pointerId: 1, clientY: 160});
    // Past the middle of the third row: the line shows before the fourth.
    expect(rows[3]).toHaveAttribute('data-drop', 'before');
    fireEvent.pointerMove(grip, {pointerId: 1, clientY: 190});
    expect(rows[3]).toHaveAttribute('data-drop', 'after');
    fireEvent.pointerUp(grip, {pointerId: 1, clientY: 190});
    expect(onReorder).toHaveBeenCalledWith(['b', 'c', 'd', 'a']);
    expect(titles()).toEqual(['Rayuan Pulau Kelapa', 'Gundul Pacul', 'Ampar-Ampar Pisang', 'Bengawan Solo']);
    expect(announcer()).toHaveTextContent('Dropped Bengawan Solo at position 4 of 4.');
    expect(document.querySelector('[data-drop]')).toBeNull();
  });

  it('Escape or a canceled pointer stops a drag without saving', () => {
    const {onReorder} = renderEditor();
    const rows = within(screen.getByRole('list', {name: 'Songs in this playlist'})).getAllByRole('listitem');
    rows.forEach((row, index) => {
      vi.spyOn(row, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, index * 50, 400, 50));
    });
    const grip = handle('Bengawan Solo');
    fireEvent.pointerDown(grip, {button: 0, pointerId: 1, clientY: 20});
    fireEvent.pointerMove(grip, {pointerId: 1, clientY: 160});
    fireEvent.keyDown(grip, {key: 'Escape'});
    expect(document.querySelector('[data-drop]')).toBeNull();
    fireEvent.pointerUp(grip, {pointerId: 1, clientY: 160});
    fireEvent.pointerDown(grip, {button: 0, pointerId: 2, clientY: 20});
    fireEvent.pointerMove(grip, {pointerId: 2, clientY: 160});
    fireEvent.pointerCancel(grip, {pointerId: 2});
    expect(document.querySelector('[data-picked]')).toBeNull();
    expect(onReorder).not.toHaveBeenCalled();
    expect(titles()).toEqual(['Bengawan Solo', 'Rayuan Pulau Kelapa', 'Gundul Pacul', 'Ampar-Ampar Pisang']);
  });

  it('a pointer tap on the handle moves nothing', () => {
    const {onReorder} = renderEditor();
    const grip = handle('Rayuan Pulau Kelapa');
    fireEvent.pointerDown(grip, {button: 0, pointerId: 1, clientY: 60});
    fireEvent.pointerUp(grip, {pointerId: 1, clientY: 60});
    expect(onReorder).not.toHaveBeenCalled();
    expect(announcer()).toBeEmptyDOMElement();
  });

  it('shows a new order at once and puts it back when saving fails', async () => {
    let reject!: (reason: unknown) => void;
    const onReorder = vi.fn(() => new Promise<void>((_resolve, rej) => (reject = rej)));
    renderEditor({onReorder});
    handle('Rayuan Pulau Kelapa').focus();
    await userEvent.keyboard(' {ArrowUp} ');
    expect(onReorder).toHaveBeenCalledWith(['b', 'a', 'c', 'd']);
    expect(titles()).toEqual(['Rayuan Pulau Kelapa', 'Bengawan Solo', 'Gundul Pacul', 'Ampar-Ampar Pisang']);
    await act(async () => reject(new TypeError('offline')));
    expect(titles()).toEqual(['Bengawan Solo', 'Rayuan Pulau Kelapa', 'Gundul Pacul', 'Ampar-Ampar Pisang']);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The new order couldn’t be saved, so it’s back as it was.',
    );
  });

  it('after a failed second move, goes back to the last saved order, not the first', async () => {
    const settle: {resolve: () => void; reject: (reason: unknown) => void}[] = [];
    const onReorder = vi.fn(() => new Promise<void>((resolve, reject) => settle.push({resolve, reject})));
    renderEditor({onReorder});
    handle('Bengawan Solo').focus();
    await userEvent.keyboard(' {ArrowDown} ');
    await act(async () => settle[0]?.resolve());
    await userEvent.keyboard(' {ArrowDown} ');
    expect(titles()).toEqual(['Rayuan Pulau Kelapa', 'Gundul Pacul', 'Bengawan Solo', 'Ampar-Ampar Pisang']);
    await act(async () => settle[1]?.reject(new Error('500')));
    expect(titles()).toEqual(['Rayuan Pulau Kelapa', 'Bengawan Solo', 'Gundul Pacul', 'Ampar-Ampar Pisang']);
  });

  it('follows the app once it has the saved order', async () => {
    const {onReorder, rerender} = renderEditor();
    handle('Bengawan Solo').focus();
    await userEvent.keyboard(' {ArrowDown} ');
    expect(onReorder).toHaveBeenCalledWith(['b', 'a', 'c', 'd']);
    const saved = {
      ...playlist,
      items: [
        item(1),
        item(0),
        item(2),
        item(3),
        {id: 'e', title: 'Baru', durationSeconds: 60, available: true},
      ],
    };
    rerender(
      <PlaylistEditor
        playlist={saved}
        onPlayItem={vi.fn()}
        onPlayAll={vi.fn()}
        onShufflePlay={vi.fn()}
        onReorder={onReorder}
      />,
    );
    expect(titles()).toEqual([
      'Rayuan Pulau Kelapa',
      'Bengawan Solo',
      'Gundul Pacul',
      'Ampar-Ampar Pisang',
      'Baru',
    ]);
  });

  it('moves with "Move up" and "Move down" in the item menu', async () => {
    const {onReorder} = renderEditor();
    await userEvent.click(screen.getByRole('button', {name: 'More for Gundul Pacul'}));
    await userEvent.click(await screen.findByRole('menuitem', {name: 'Move up'}));
    expect(onReorder).toHaveBeenLastCalledWith(['a', 'c', 'b', 'd']);
    expect(announcer()).toHaveTextContent('Moved Gundul Pacul to position 2 of 4.');
    await userEvent.click(screen.getByRole('button', {name: 'More for Bengawan Solo'}));
    expect(await screen.findByRole('menuitem', {name: 'Move up'})).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitem', {name: 'Move down'}));
    expect(onReorder).toHaveBeenLastCalledWith(['c', 'a', 'b', 'd']);
  });

  it('removes an item after the app confirms, and explains a failure on the row', async () => {
    const onRemoveItem = vi.fn((id: string) =>
      id === 'a' ? Promise.resolve() : Promise.reject({code: 'PLAYLIST_NOT_FOUND'}),
    );
    renderEditor({onRemoveItem});
    await userEvent.click(screen.getByRole('button', {name: 'Remove Bengawan Solo from the playlist'}));
    await waitFor(() => expect(titles()).not.toContain('Bengawan Solo'));
    expect(screen.getByText('3 songs')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Remove Gundul Pacul from the playlist'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('This playlist no longer exists.');
    expect(titles()).toContain('Gundul Pacul');
  });

  it('edits the name and description in place, checking the name', async () => {
    const {onUpdate} = renderEditor();
    await userEvent.click(screen.getByRole('button', {name: 'Edit name and description'}));
    const name = screen.getByRole('textbox', {name: /Name/});
    expect(name).toHaveFocus();
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', {name: 'Save'}));
    expect(name).toHaveAccessibleDescription('Give the playlist a name.');
    await userEvent.type(name, '  Latihan Sabtu  ');
    await userEvent.clear(screen.getByRole('textbox', {name: /Description/}));
    await userEvent.click(screen.getByRole('button', {name: 'Save'}));
    expect(onUpdate).toHaveBeenCalledWith({title: 'Latihan Sabtu', description: ''});
    await waitFor(() =>
      expect(screen.getByRole('button', {name: 'Edit name and description'})).toHaveFocus(),
    );
  });

  it('cancels editing with Escape and saves nothing', async () => {
    const {onUpdate} = renderEditor({}, 'id');
    await userEvent.click(screen.getByRole('button', {name: 'Ubah nama dan deskripsi'}));
    await userEvent.type(screen.getByRole('textbox', {name: /Nama/}), ' baru');
    await userEvent.keyboard('{Escape}');
    expect(onUpdate).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', {name: 'Latihan Minggu'})).toBeVisible();
  });

  it('makes the playlist public, then shows the share link and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const onUpdate = vi.fn(() => Promise.resolve());
    renderEditor({onUpdate, shareUrl: 'https://nada.example/p/pl1'});
    expect(screen.queryByRole('button', {name: 'Copy link'})).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', {name: 'Public'}));
    expect(onUpdate).toHaveBeenCalledWith({visibility: 'public'});
    expect(screen.getByRole('switch', {name: 'Public'})).toBeChecked();
    expect(screen.getByRole('textbox', {name: 'Share link'})).toHaveValue('https://nada.example/p/pl1');
    await user.click(screen.getByRole('button', {name: 'Copy link'}));
    expect(writeText).toHaveBeenCalledWith('https://nada.example/p/pl1');
    expect(await screen.findByText('Link copied')).toHaveAttribute('role', 'status');
  });

  it('puts the switch back and explains when saving the visibility fails', async () => {
    renderEditor({onUpdate: vi.fn(() => Promise.reject(new TypeError('offline')))}, 'id');
    await userEvent.click(screen.getByRole('switch', {name: 'Publik'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tidak ada koneksi.');
    expect(screen.getByRole('switch', {name: 'Publik'})).not.toBeChecked();
  });

  it('offers the share dialog with the embed code for a public playlist, and not without the code', async () => {
    const embedCode = {
      iframe: '<iframe src="x"></iframe>',
      element: '<nada-player playlist="pl1"></nada-player>',
    };
    renderEditor({
      playlist: {...playlist, visibility: 'public'},
      shareUrl: 'https://nada.example/p/pl1',
      embedCode,
    });
    await userEvent.click(screen.getByRole('button', {name: 'Share or embed'}));
    const dialog = screen.getByRole('dialog', {name: 'Share “Latihan Minggu”'});
    expect(within(dialog).getByRole('textbox', {name: /Web component/})).toHaveValue(embedCode.element);
  });

  it('says so when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderEditor({playlist: {...playlist, visibility: 'public'}, shareUrl: 'https://nada.example/p/pl1'});
    await user.click(screen.getByRole('button', {name: 'Copy link'}));
    expect(
      await screen.findByText('The link couldn’t be copied. Select it and copy it yourself.'),
    ).toBeInTheDocument();
  });

  it('deletes only after confirming, and keeps the confirmation open on failure', async () => {
    const onDelete = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(undefined);
    renderEditor({onDelete});
    await userEvent.click(screen.getByRole('button', {name: 'Delete playlist'}));
    const confirm = screen.getByRole('alertdialog', {name: 'Delete “Latihan Minggu”?'});
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', {name: 'Delete'}));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('No connection.');
    await userEvent.click(within(confirm).getByRole('button', {name: 'Delete'}));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onDelete).toHaveBeenCalledTimes(2);
  });

  it('gives a viewer who is not the owner no editing controls', async () => {
    const {onPlayItem} = renderEditor({
      playlist: {...playlist, isOwner: false, visibility: 'public'},
      shareUrl: 'https://nada.example/p/pl1',
    });
    expect(screen.getByText('By Sari')).toBeInTheDocument();
    for (const name of [/Reorder/, /Remove/, /More for/, 'Edit name and description', 'Delete playlist']) {
      expect(screen.queryByRole('button', {name})).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Copy link'})).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Play Bengawan Solo'}));
    expect(onPlayItem).toHaveBeenCalledWith(0, playlist.items[0]);
  });

  it('says an empty playlist is empty, in both languages', () => {
    const {unmount} = renderEditor({playlist: {...playlist, items: []}}, 'id');
    expect(screen.getByRole('heading', {name: 'Playlist ini masih kosong'})).toBeInTheDocument();
    expect(screen.getByText('Belum ada lagu')).toBeInTheDocument();
    unmount();
    renderEditor({playlist: {...playlist, items: []}}, 'en');
    expect(screen.getByRole('heading', {name: 'This playlist is empty'})).toBeInTheDocument();
    expect(screen.getByText('No songs')).toBeInTheDocument();
  });
});
