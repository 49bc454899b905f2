import {SOUND_CATEGORIES, SOUND_KINDS, SOUND_SORTS} from './types';
import type {SoundCategory, SoundFilters, SoundKind, SoundSort} from './types';

/** No search and no filter: every published sound, newest first. */
export const EMPTY_FILTERS: SoundFilters = {
  q: '',
  category: null,
  genre: null,
  key: null,
  kind: null,
  bpmMin: null,
  bpmMax: null,
  minSeconds: null,
  maxSeconds: null,
  sort: null,
};

/** The tempo range the BPM filter offers. */
export const BPM_RANGE = {min: 40, max: 220} as const;

/** The length range the length filter offers, in seconds. */
export const LENGTH_RANGE = {min: 0, max: 60} as const;

/** A filter the user can take off on its own (a chip); the two ends of a range go together. */
export type FilterName = 'q' | 'category' | 'genre' | 'key' | 'kind' | 'bpm' | 'length';

const numberKeys = ['bpmMin', 'bpmMax', 'minSeconds', 'maxSeconds'] as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

function numberOf(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

/**
 * The filters a URL's query holds (`?q=kendang&category=drums&bpmMin=90`); values that are not
 * valid are left out, so a mistyped shared link still opens the library.
 */
export function filtersFromSearchParams(params: URLSearchParams): SoundFilters {
  const text = (name: string) => params.get(name)?.trim() || null;
  const filters: SoundFilters = {
    ...EMPTY_FILTERS,
    q: text('q') ?? '',
    category: oneOf<SoundCategory>(SOUND_CATEGORIES, params.get('category')),
    genre: text('genre'),
    key: text('key'),
    kind: oneOf<SoundKind>(SOUND_KINDS, params.get('kind')),
    sort: oneOf<SoundSort>(SOUND_SORTS, params.get('sort')),
  };
  for (const name of numberKeys) filters[name] = numberOf(params.get(name));
  return filters;
}

/** The URL query of the filters, only the ones set, in a stable order (the reverse of {@link filtersFromSearchParams}). */
export function filtersToSearchParams(filters: SoundFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  for (const name of ['category', 'genre', 'key', 'kind'] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  for (const name of numberKeys) {
    const value = filters[name];
    if (value !== null) params.set(name, String(value));
  }
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}

/** The filters without one of them (a chip's clear button). */
export function withoutFilter(filters: SoundFilters, name: FilterName): SoundFilters {
  switch (name) {
    case 'q':
      return {...filters, q: '', sort: filters.sort === 'relevance' ? null : filters.sort};
    case 'bpm':
      return {...filters, bpmMin: null, bpmMax: null};
    case 'length':
      return {...filters, minSeconds: null, maxSeconds: null};
    default:
      return {...filters, [name]: null};
  }
}

/** The filters that are set, in the order the chips show them. */
export function activeFilters(filters: SoundFilters): FilterName[] {
  const active: FilterName[] = [];
  if (filters.q.trim()) active.push('q');
  for (const name of ['category', 'genre', 'key', 'kind'] as const) if (filters[name]) active.push(name);
  if (filters.bpmMin !== null || filters.bpmMax !== null) active.push('bpm');
  if (filters.minSeconds !== null || filters.maxSeconds !== null) active.push('length');
  return active;
}

/** The order the list is in: the chosen one, or relevance while searching and newest otherwise. */
export function effectiveSort(filters: SoundFilters): SoundSort {
  if (filters.sort && (filters.sort !== 'relevance' || filters.q.trim())) return filters.sort;
  return filters.q.trim() ? 'relevance' : 'newest';
}

/** Whether two sets of filters ask for the same sounds. */
export function sameFilters(a: SoundFilters, b: SoundFilters): boolean {
  return filtersToSearchParams(a).toString() === filtersToSearchParams(b).toString();
}
