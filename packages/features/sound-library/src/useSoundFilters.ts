import {useCallback, useEffect, useRef, useState} from 'react';
import {BPM_RANGE, EMPTY_FILTERS, LENGTH_RANGE, activeFilters, withoutFilter} from './filters';
import type {FilterName} from './filters';
import type {SoundFilters} from './types';

/** Options of {@link useSoundFilters}: controlled (`value`) or not (`defaultValue`). */
export interface UseSoundFiltersOptions {
  /** The filters, when the caller holds them (the app keeps them in the URL). */
  value?: SoundFilters;
  /** The filters to start with when uncontrolled. @default no filter */
  defaultValue?: SoundFilters;
  /** Called with the new filters on every change. */
  onValueChange?: (filters: SoundFilters) => void;
}

/** What {@link useSoundFilters} returns: the filters, the search box's text and the commands. */
export interface SoundFiltersState {
  filters: SoundFilters;
  /** The search box's text, applied by {@link SoundFiltersState.submitSearch}. */
  searchDraft: string;
  setSearchDraft: (text: string) => void;
  /** Searches for the box's text. */
  submitSearch: () => void;
  /** Changes some filters. */
  update: (change: Partial<SoundFilters>) => void;
  /** Takes one filter off. */
  remove: (name: FilterName) => void;
  /** Takes the search and every filter off, keeping the order. */
  clear: () => void;
  /** The filters that are set (the chips). */
  active: FilterName[];
}

/**
 * The browser's filters, controlled or not: a search text typed in the box applies on submit, a
 * range at its full extent is no filter at all (so the URL stays short).
 */
export function useSoundFilters({
  value,
  defaultValue = EMPTY_FILTERS,
  onValueChange,
}: UseSoundFiltersOptions = {}): SoundFiltersState {
  const [own, setOwn] = useState(defaultValue);
  const filters = value ?? own;
  const [searchDraft, setSearchDraft] = useState(filters.q);
  const [shownQ, setShownQ] = useState(filters.q);
  // A search text changed from outside (a chip removed, the URL changed) replaces the box's text.
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setSearchDraft(filters.q);
  }

  // The filters last committed and not yet back as `filters`: the app's URL update is a navigation,
  // which a slow device may still be running when the next change comes (a search submitted, then
  // a category picked at once). That change builds on this, so the search is not lost.
  const pending = useRef<SoundFilters | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [filters]);
  const latest = () => pending.current ?? filters;

  const commit = useCallback(
    (next: SoundFilters) => {
      pending.current = next;
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );

  const update = (change: Partial<SoundFilters>) => {
    const next = {...latest(), ...change};
    if (next.bpmMin !== null && next.bpmMin <= BPM_RANGE.min) next.bpmMin = null;
    if (next.bpmMax !== null && next.bpmMax >= BPM_RANGE.max) next.bpmMax = null;
    if (next.minSeconds !== null && next.minSeconds <= LENGTH_RANGE.min) next.minSeconds = null;
    if (next.maxSeconds !== null && next.maxSeconds >= LENGTH_RANGE.max) next.maxSeconds = null;
    commit(next);
  };

  return {
    filters,
    searchDraft,
    setSearchDraft,
    submitSearch: () => update({q: searchDraft.trim()}),
    update,
    remove: (name) => commit(withoutFilter(latest(), name)),
    clear: () => {
      const {sort} = latest();
      commit({...EMPTY_FILTERS, sort: sort === 'relevance' ? null : sort});
    },
    active: activeFilters(filters),
  };
}
