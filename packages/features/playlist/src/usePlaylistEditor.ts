import {useCallback, useMemo, useRef, useState} from 'react';
import type {PlaylistEditorItem, PlaylistEditorPlaylist, PlaylistPatch, PlaylistVisibility} from './types';

/** Options of {@link usePlaylistEditor}. */
export interface UsePlaylistEditorOptions {
  /** The playlist as the app last loaded it. */
  playlist: PlaylistEditorPlaylist;
  /** Saves a new order: exactly the playlist's item ids; a rejection puts the last saved order back. */
  onReorder?: (itemIds: string[]) => Promise<void>;
  /** Takes an item out of the playlist; the row goes once the promise resolves. */
  onRemoveItem?: (itemId: string) => Promise<void>;
  /** Saves a new name, description or visibility. */
  onUpdate?: (patch: PlaylistPatch) => Promise<void>;
}

/** Where a reordering moved an item, for announcements: its title, new position (1-based) and the count. */
export interface PlaylistMove {
  /** Title of the moved item. */
  title: string;
  /** Its position after the move, counting from 1. */
  position: number;
  /** How many items the playlist has. */
  total: number;
}

/** An item being moved with the keyboard or a pointer, not yet dropped. */
export interface PlaylistPickUp {
  /** Id of the item being moved. */
  itemId: string;
  /** How it was picked up: the keyboard moves the row itself, a pointer shows a drop line. */
  mode: 'keyboard' | 'pointer';
  /** Where it would land if dropped now (0-based, in the current order). */
  targetIndex: number;
}

/** What {@link usePlaylistEditor} returns: the items in their shown order and the commands. */
export interface PlaylistEditor {
  /** The items as shown: the saved order, or the order being saved, minus removed items, with a keyboard move applied. */
  items: PlaylistEditorItem[];
  /** The item being moved, if any. */
  pickedUp: PlaylistPickUp | null;
  /** Whether the last reordering failed and was undone; cleared by the next reordering. */
  reorderFailed: boolean;
  /** Ids of items whose removal is being saved. */
  removingIds: ReadonlySet<string>;
  /** The visibility as shown: one just chosen here until the app's playlist has it. */
  visibility: PlaylistVisibility;
  /** Moves an item to an index (0-based) and saves the order; returns where it went, or null if nothing moved. */
  moveItem: (itemId: string, toIndex: number) => PlaylistMove | null;
  /** Starts moving an item with the keyboard or a pointer. */
  pickUp: (itemId: string, mode: PlaylistPickUp['mode']) => PlaylistMove | null;
  /** Moves the picked-up item's target by a number of places, clamped to the list. */
  moveTargetBy: (delta: number) => PlaylistMove | null;
  /** Sets the picked-up item's target index (a pointer over a row). */
  moveTargetTo: (index: number) => void;
  /** Drops the picked-up item at its target and saves the order. */
  drop: () => PlaylistMove | null;
  /** Puts the picked-up item back where it was. */
  cancel: () => PlaylistMove | null;
  /** Removes an item; resolves after the app confirmed, rejects with the app's error. */
  removeItem: (itemId: string) => Promise<void>;
  /** Saves a visibility, shown at once and put back if saving fails; rejects with the app's error. */
  setVisibility: (visibility: PlaylistVisibility) => Promise<void>;
  /** Saves a new name and description; rejects with the app's error. */
  update: (patch: PlaylistPatch) => Promise<void>;
}

const idsKey = (items: readonly {id: string}[]) => items.map((item) => item.id).join('\n');

/** Moves the element at `from` to `to` in a copy of a list. */
export function moveIndex<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/**
 * The playlist editor's state without its view: the order shown at once when an item is moved
 * (optimistic) and put back to the last saved order when `onReorder` rejects, keyboard and pointer
 * pick-up, removal and visibility. The app's `playlist` stays the source of truth: a local order is
 * used only while the app's order is the one it was made from.
 */
export function usePlaylistEditor({
  playlist,
  onReorder,
  onRemoveItem,
  onUpdate,
}: UsePlaylistEditorOptions): PlaylistEditor {
  const serverKey = idsKey(playlist.items);
  // A local order, valid while the app's order is still `base`.
  const [localOrder, setLocalOrder] = useState<{base: string; ids: string[]} | null>(null);
  const [removedIds, setRemovedIds] = useState<ReadonlySet<string>>(new Set());
  const [removingIds, setRemovingIds] = useState<ReadonlySet<string>>(new Set());
  const [pickedUp, setPickedUp] = useState<PlaylistPickUp | null>(null);
  const [reorderFailed, setReorderFailed] = useState(false);
  // A visibility chosen here, shown while the app's visibility is still `base`.
  const [chosenVisibility, setChosenVisibility] = useState<{
    base: PlaylistVisibility;
    value: PlaylistVisibility;
  } | null>(null);
  const requestRef = useRef(0);
  const confirmedRef = useRef<{base: string; ids: string[]} | null>(null);

  const orderedItems = useMemo(() => {
    const byId = new Map(playlist.items.map((item) => [item.id, item]));
    const visible = playlist.items.filter((item) => !removedIds.has(item.id));
    if (localOrder === null || localOrder.base !== serverKey) return visible;
    const ordered = localOrder.ids.flatMap((id) => {
      const item = byId.get(id);
      return item && !removedIds.has(id) ? [item] : [];
    });
    const known = new Set(localOrder.ids);
    return [...ordered, ...visible.filter((item) => !known.has(item.id))];
  }, [playlist.items, serverKey, localOrder, removedIds]);

  const items = useMemo(() => {
    if (pickedUp === null || pickedUp.mode !== 'keyboard') return orderedItems;
    const from = orderedItems.findIndex((item) => item.id === pickedUp.itemId);
    return from < 0 ? orderedItems : moveIndex(orderedItems, from, pickedUp.targetIndex);
  }, [orderedItems, pickedUp]);

  const describe = useCallback(
    (itemId: string, position: number): PlaylistMove | null => {
      const item = orderedItems.find((candidate) => candidate.id === itemId);
      return item ? {title: item.title, position: position + 1, total: orderedItems.length} : null;
    },
    [orderedItems],
  );

  const commitOrder = useCallback(
    (ids: string[]) => {
      const request = ++requestRef.current;
      const base = serverKey;
      setReorderFailed(false);
      setLocalOrder({base, ids});
      if (!onReorder) return;
      onReorder(ids).then(
        () => {
          confirmedRef.current = {base, ids};
        },
        () => {
          if (request !== requestRef.current) return;
          const confirmed = confirmedRef.current;
          setLocalOrder(confirmed !== null && confirmed.base === base ? confirmed : null);
          setReorderFailed(true);
        },
      );
    },
    [onReorder, serverKey],
  );

  const moveItem = useCallback(
    (itemId: string, toIndex: number) => {
      const from = orderedItems.findIndex((item) => item.id === itemId);
      const to = Math.max(0, Math.min(orderedItems.length - 1, toIndex));
      if (from < 0 || from === to) return null;
      commitOrder(moveIndex(orderedItems, from, to).map((item) => item.id));
      return describe(itemId, to);
    },
    [orderedItems, commitOrder, describe],
  );

  const pickUp = useCallback(
    (itemId: string, mode: PlaylistPickUp['mode']) => {
      const index = orderedItems.findIndex((item) => item.id === itemId);
      if (index < 0) return null;
      setPickedUp({itemId, mode, targetIndex: index});
      return describe(itemId, index);
    },
    [orderedItems, describe],
  );

  const moveTargetBy = useCallback(
    (delta: number) => {
      if (pickedUp === null) return null;
      const targetIndex = Math.max(0, Math.min(orderedItems.length - 1, pickedUp.targetIndex + delta));
      if (targetIndex === pickedUp.targetIndex) return null;
      setPickedUp({...pickedUp, targetIndex});
      return describe(pickedUp.itemId, targetIndex);
    },
    [pickedUp, orderedItems.length, describe],
  );

  const moveTargetTo = useCallback((index: number) => {
    setPickedUp((current) =>
      current && current.targetIndex !== index ? {...current, targetIndex: index} : current,
    );
  }, []);

  const drop = useCallback(() => {
    if (pickedUp === null) return null;
    setPickedUp(null);
    const from = orderedItems.findIndex((item) => item.id === pickedUp.itemId);
    if (from < 0) return null;
    if (from !== pickedUp.targetIndex) {
      commitOrder(moveIndex(orderedItems, from, pickedUp.targetIndex).map((item) => item.id));
    }
    return describe(pickedUp.itemId, pickedUp.targetIndex);
  }, [pickedUp, orderedItems, commitOrder, describe]);

  const cancel = useCallback(() => {
    if (pickedUp === null) return null;
    setPickedUp(null);
    const from = orderedItems.findIndex((item) => item.id === pickedUp.itemId);
    return describe(pickedUp.itemId, Math.max(0, from));
  }, [pickedUp, orderedItems, describe]);

  const removeItem = useCallback(
    async (itemId: string) => {
      setRemovingIds((current) => new Set(current).add(itemId));
      try {
        await onRemoveItem?.(itemId);
        setRemovedIds((current) => new Set(current).add(itemId));
      } finally {
        setRemovingIds((current) => {
          const next = new Set(current);
          next.delete(itemId);
          return next;
        });
      }
    },
    [onRemoveItem],
  );

  const setVisibility = useCallback(
    async (visibility: PlaylistVisibility) => {
      const base = playlist.visibility;
      setChosenVisibility({base, value: visibility});
      try {
        await onUpdate?.({visibility});
      } catch (reason) {
        setChosenVisibility(null);
        throw reason;
      }
    },
    [onUpdate, playlist.visibility],
  );

  const update = useCallback(async (patch: PlaylistPatch) => onUpdate?.(patch), [onUpdate]);

  return {
    items,
    pickedUp,
    reorderFailed,
    removingIds,
    visibility:
      chosenVisibility !== null && chosenVisibility.base === playlist.visibility
        ? chosenVisibility.value
        : playlist.visibility,
    moveItem,
    pickUp,
    moveTargetBy,
    moveTargetTo,
    drop,
    cancel,
    removeItem,
    setVisibility,
    update,
  };
}
