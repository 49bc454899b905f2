/** A length of time in seconds. */
export type Seconds = number;

/** Beats per minute. */
export type Bpm = number;

/** The categories of the library (the API's `Sound.category`). */
export const SOUND_CATEGORIES = [
  'drums',
  'bass',
  'chords',
  'pads',
  'melody',
  'fx',
  'one-shot',
  'vocal',
] as const;

/** One category of the library. */
export type SoundCategory = (typeof SOUND_CATEGORIES)[number];

/** The kinds of sound: a loop repeats on the beat, a one-shot plays once. */
export const SOUND_KINDS = ['loop', 'one-shot'] as const;

/** A loop or a one-shot. */
export type SoundKind = (typeof SOUND_KINDS)[number];

/** How the browser orders sounds; `relevance` only means something with a search text. */
export const SOUND_SORTS = ['relevance', 'newest', 'title', 'bpm', 'length'] as const;

/** One order of the browser. */
export type SoundSort = (typeof SOUND_SORTS)[number];

/** A sound's title in both languages. */
export interface SoundTitle {
  id: string;
  en: string;
}

/** A sound as the parts show it (the API's `Sound`, without its URLs). */
export interface SoundSummary {
  id: string;
  title: SoundTitle;
  category: SoundCategory;
  genre: string | null;
  tags: string[];
  mood: string | null;
  bpm: Bpm | null;
  /** A key such as "A minor" or "Bb major". */
  key: string | null;
  durationSeconds: Seconds;
  loudnessLufs?: number | null;
  kind: SoundKind;
  published: boolean;
  /** The waveform's height per column, 0..1, to draw a small waveform; none draws a flat line. */
  peaks?: readonly number[] | null;
  createdAt?: string;
  updatedAt?: string;
}

/** The browser's search and filters, all of them optional (what the URL holds). */
export interface SoundFilters {
  /** Text searched in both titles and the tags. @default '' */
  q: string;
  category: SoundCategory | null;
  genre: string | null;
  key: string | null;
  kind: SoundKind | null;
  bpmMin: Bpm | null;
  bpmMax: Bpm | null;
  minSeconds: Seconds | null;
  maxSeconds: Seconds | null;
  /** The order; null is the default (relevance with a search text, otherwise newest). */
  sort: SoundSort | null;
}

/** How many sounds one value of a facet has under the current search and the other filters. */
export interface FacetCount {
  value: string;
  count: number;
}

/** The facets the browser offers, each value with its count. */
export interface SoundFacets {
  categories: FacetCount[];
  genres: FacetCount[];
  keys: FacetCount[];
}

/** How the browser lays out its sounds. */
export type SoundView = 'grid' | 'list';

/** What the browser shows: the first page loading, sounds, nothing found, or a failure. */
export type SoundBrowserStatus = 'loading' | 'ready' | 'error';
