import {act, renderHook} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import type {PlaylistEditorPlaylist} from './types';
import {moveIndex, usePlaylistEditor} from './usePlaylistEditor';

const playlist: PlaylistEditorPlaylist = {
  id: 'pl1',
  title: 'Latihan',
  visibility: 'private',
  isOwner: true,
  items: ['a', 'b', 'c'].map((id) => ({id, title: id.toUpperCase(), durationSeconds: 60, available: true})),
};
const ids = (items: {id: string}[]) => items.map((item) => item.id);

describe('moveIndex', () => {
  it('moves an element down and up in a copy', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveIndex(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveIndex(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('usePlaylistEditor', () => {
  it('moves an item, reports where it went, and clamps to the list', () => {
    const onReorder = vi.fn(() => Promise.resolve());
    const {result} = renderHook(() => usePlaylistEditor({playlist, onReorder}));
    let move: ReturnType<typeof result.current.moveItem> = null;
    act(() => {
      move = result.current.moveItem('a', 99);
    });
    expect(move).toEqual({title: 'A', position: 3, total: 3});
    expect(onReorder).toHaveBeenCalledWith(['b', 'c', 'a']);
    expect(ids(result.current.items)).toEqual(['b', 'c', 'a']);
    act(() => {
      move = result.current.moveItem('b', 0);
    });
    expect(move).toBeNull();
    expect(onReorder).toHaveBeenCalledTimes(1);
  });

  it('previews a keyboard move without saving until the drop', () => {
    const onReorder = vi.fn(() => Promise.resolve());
    const {result} = renderHook(() => usePlaylistEditor({playlist, onReorder}));
    act(() => void result.current.pickUp('c', 'keyboard'));
    act(() => void result.current.moveTargetBy(-5));
    expect(result.current.pickedUp).toEqual({itemId: 'c', mode: 'keyboard', targetIndex: 0});
    expect(ids(result.current.items)).toEqual(['c', 'a', 'b']);
    expect(onReorder).not.toHaveBeenCalled();
    act(() => void result.current.drop());
    expect(onReorder).toHaveBeenCalledWith(['c', 'a', 'b']);
    expect(result.current.pickedUp).toBeNull();
  });

  it('keeps a pointer move out of the order until the drop', () => {
    const {result} = renderHook(() => usePlaylistEditor({playlist}));
    act(() => void result.current.pickUp('a', 'pointer'));
    act(() => result.current.moveTargetTo(2));
    expect(ids(result.current.items)).toEqual(['a', 'b', 'c']);
    act(() => void result.current.cancel());
    expect(result.current.pickedUp).toBeNull();
    expect(ids(result.current.items)).toEqual(['a', 'b', 'c']);
  });

  it('shows a chosen visibility until the app has it, and puts it back on failure', async () => {
    let reject!: (reason: unknown) => void;
    const onUpdate = vi.fn(() => new Promise<void>((_resolve, rej) => (reject = rej)));
    const {result} = renderHook(() => usePlaylistEditor({playlist, onUpdate}));
    let saving!: Promise<void>;
    act(() => {
      saving = result.current.setVisibility('public');
    });
    expect(result.current.visibility).toBe('public');
    await act(async () => {
      reject(new Error('nope'));
      await saving.catch(() => {});
    });
    expect(result.current.visibility).toBe('private');
  });

  it('hides a removed item once the app confirmed, and keeps it when removal fails', async () => {
    const onRemoveItem = vi.fn((id: string) =>
      id === 'b' ? Promise.resolve() : Promise.reject(new Error('x')),
    );
    const {result} = renderHook(() => usePlaylistEditor({playlist, onRemoveItem}));
    await act(() => result.current.removeItem('b'));
    expect(ids(result.current.items)).toEqual(['a', 'c']);
    await act(async () => {
      await expect(result.current.removeItem('c')).rejects.toThrow('x');
    });
    expect(ids(result.current.items)).toEqual(['a', 'c']);
    expect(result.current.removingIds.size).toBe(0);
  });
});
