import {act, cleanup, renderHook, waitFor} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {ApiRefusal} from './storybook/client';
import type {PlaylistsClient} from './types';
import {usePlaylistChoices} from './usePlaylistChoices';

const api = {
  listPlaylists: vi.fn<PlaylistsClient['listPlaylists']>(),
  playlistsWithFile: vi.fn<PlaylistsClient['playlistsWithFile']>(),
  addPlaylistItem: vi.fn<PlaylistsClient['addPlaylistItem']>(),
  removePlaylistItem: vi.fn<PlaylistsClient['removePlaylistItem']>(),
  createPlaylist: vi.fn<PlaylistsClient['createPlaylist']>(),
  getPlaylist: vi.fn<PlaylistsClient['getPlaylist']>(),
  updatePlaylist: vi.fn<PlaylistsClient['updatePlaylist']>(),
  deletePlaylist: vi.fn<PlaylistsClient['deletePlaylist']>(),
  reorderPlaylist: vi.fn<PlaylistsClient['reorderPlaylist']>(),
};

const summary = (id: string, title: string, itemCount: number) => ({
  id,
  title,
  description: '',
  visibility: 'private' as const,
  itemCount,
  durationSeconds: 0,
  updatedAt: '2026-11-25T08:00:00.000Z',
});

/** A playlist read to find the item that holds a file. */
const holding = (items: {id: string; fileId: string}[]) => ({
  id: 'a',
  title: 'Minggu',
  description: '',
  visibility: 'private' as const,
  itemCount: items.length,
  durationSeconds: 0,
  ownerId: 'user-1',
  ownerName: null,
  isOwner: true,
  items: items.map((item) => ({
    ...item,
    title: item.id,
    durationSeconds: 1,
    available: true,
    streamUrl: null,
    streamUrlExpiresAt: null,
    peaksUrl: null,
  })),
});

/** A playlist just made. */
const newPlaylist = (id: string, title: string) => ({...holding([]), id, title});
const file = {fileId: 'file-1', title: 'Lagu Uji – Minus one'};

afterEach(cleanup);
beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api.listPlaylists.mockResolvedValue({
    items: [summary('a', 'Minggu', 3), summary('b', 'Resepsi', 0)],
    nextCursor: null,
  });
  api.playlistsWithFile.mockResolvedValue([{id: 'a', title: 'Minggu'}]);
});

async function ready(open = true) {
  const hook = renderHook(({isOpen}) => usePlaylistChoices(api, file, isOpen), {
    initialProps: {isOpen: open},
  });
  if (open) await waitFor(() => expect(hook.result.current.state.status).toBe('ready'));
  return hook;
}

const choices = (hook: Awaited<ReturnType<typeof ready>>) => {
  const {state} = hook.result.current;
  return state.status === 'ready' ? state.choices : [];
};

describe('usePlaylistChoices', () => {
  it('reads nothing while closed, then the playlists with a checkmark where the file already is', async () => {
    const hook = await ready(false);
    expect(api.listPlaylists).not.toHaveBeenCalled();
    hook.rerender({isOpen: true});
    await waitFor(() => expect(hook.result.current.state.status).toBe('ready'));
    expect(api.playlistsWithFile).toHaveBeenCalledWith('file-1');
    expect(choices(hook)).toEqual([
      {id: 'a', title: 'Minggu', itemCount: 3, containsItem: true},
      {id: 'b', title: 'Resepsi', itemCount: 0, containsItem: false},
    ]);
  });

  it('adds the file with its title, and takes it out by the item that holds it', async () => {
    const hook = await ready();
    api.addPlaylistItem.mockResolvedValue({});
    await act(() => hook.result.current.toggle('b', true));
    expect(api.addPlaylistItem).toHaveBeenCalledWith('b', 'file-1', 'Lagu Uji – Minus one');
    expect(choices(hook)[1]).toMatchObject({containsItem: true, itemCount: 1});

    api.getPlaylist.mockResolvedValue(
      holding([
        {id: 'item-9', fileId: 'other'},
        {id: 'item-7', fileId: 'file-1'},
      ]),
    );
    await act(() => hook.result.current.toggle('a', false));
    expect(api.removePlaylistItem).toHaveBeenCalledWith('a', 'item-7');
    expect(choices(hook)[0]).toMatchObject({containsItem: false, itemCount: 2});
  });

  it('treats a file added meanwhile as added, and passes any other refusal on unchanged', async () => {
    const hook = await ready();
    api.addPlaylistItem.mockRejectedValueOnce(new ApiRefusal('PLAYLIST_ITEM_EXISTS'));
    await act(() => hook.result.current.toggle('b', true));
    expect(choices(hook)[1]).toMatchObject({containsItem: true});

    api.addPlaylistItem.mockRejectedValueOnce(new ApiRefusal('PLAYLIST_FULL'));
    await act(async () => {
      await expect(hook.result.current.toggle('a', true)).rejects.toMatchObject({code: 'PLAYLIST_FULL'});
    });
  });

  it('makes a playlist with the file in it, listed first; one made but not filled is listed unchecked', async () => {
    const hook = await ready();
    api.createPlaylist.mockResolvedValueOnce(newPlaylist('c', 'Baru'));
    api.addPlaylistItem.mockResolvedValueOnce({});
    let made: {id: string} | undefined;
    await act(async () => {
      made = await hook.result.current.create('  Baru ');
    });
    expect(made).toEqual({id: 'c'});
    expect(api.createPlaylist).toHaveBeenCalledWith({title: 'Baru'});
    expect(choices(hook)[0]).toEqual({id: 'c', title: 'Baru', itemCount: 1, containsItem: true});

    api.createPlaylist.mockResolvedValueOnce(newPlaylist('d', 'Gagal'));
    api.addPlaylistItem.mockRejectedValueOnce(new ApiRefusal('FILE_NOT_FOUND'));
    await act(async () => {
      await expect(hook.result.current.create('Gagal')).rejects.toMatchObject({code: 'FILE_NOT_FOUND'});
    });
    expect(choices(hook)[0]).toEqual({id: 'd', title: 'Gagal', itemCount: 0, containsItem: false});
  });

  it('reports the code of a failed read and reads again on reload', async () => {
    api.listPlaylists.mockRejectedValueOnce(new ApiRefusal('SERVICE_UNAVAILABLE'));
    const hook = renderHook(() => usePlaylistChoices(api, file, true));
    await waitFor(() =>
      expect(hook.result.current.state).toEqual({status: 'error', code: 'SERVICE_UNAVAILABLE'}),
    );
    act(() => hook.result.current.reload());
    await waitFor(() => expect(hook.result.current.state.status).toBe('ready'));
  });
});
