/** Where an understood value came from: a form field, the prompt, or the genre's usual value. */
export type ValueSource = 'field' | 'prompt' | 'default';

/** The values a prompt is understood as (what each value's `sources` entry names). */
export type UnderstoodField = 'genre' | 'mood' | 'bpm' | 'key' | 'durationSeconds' | 'instruments';

/** What a prompt was understood as (the API's `UnderstoodPrompt`). */
export interface UnderstoodPrompt {
  /** A genre id, e.g. `dangdut`. */
  genre: string;
  /** A mood id, e.g. `calm`. */
  mood: string;
  /** Tempo in beats per minute. */
  bpm: number;
  /** Tonic (`D`, `F#`) and mode. */
  key: {tonic: string; mode: 'major' | 'minor'};
  /** Length of the track. */
  durationSeconds: number;
  /** Instrument ids, e.g. `piano`. */
  instruments: readonly string[];
  /**
   * Those of `instruments` the request named; the others were Nada's choice. Left out (tracks made
   * before the API said it), every instrument is marked by `sources.instruments`.
   */
  namedInstruments?: readonly string[] | undefined;
  /** An occasion the prompt names, when it names one. */
  occasion?: string | undefined;
  /** The language the prompt was read as. */
  language: 'id' | 'en';
  /** Where each value came from. */
  sources: Record<UnderstoodField, ValueSource>;
}

/** What the prompt form sends: the prompt and the fields the user filled in (others left out). */
export interface GenerationDraft {
  /** The description of the song, trimmed. */
  prompt: string;
  /** A genre id. */
  genre?: string;
  /** A mood id. */
  mood?: string;
  /** Beats per minute. */
  tempo?: number;
  /** A key such as `D major` or `A minor`. */
  key?: string;
  /** Length in seconds. */
  durationSeconds?: number;
  /** Instrument ids. */
  instruments?: string[];
}

/** The ids the form offers, as the API publishes them (the app's `schemaValues`). */
export interface GenerationChoices {
  /** Genre ids, e.g. `pop`, `dangdut`. */
  genres: readonly string[];
  /** Mood ids, e.g. `calm`. */
  moods: readonly string[];
  /** Instrument ids, e.g. `piano`. */
  instruments: readonly string[];
}

/** Who may listen to a track: its owner alone, or anyone with the link. */
export type TrackVisibility = 'private' | 'public';

/** A generated track as its list item shows it. */
export interface GeneratedTrackSummary {
  /** The track's id (its job's). */
  id: string;
  /** Its title. */
  title: string;
  /** Private or public. */
  visibility: TrackVisibility;
  /** Length in seconds; null while it is being made. */
  durationSeconds: number | null;
  /** When it was asked for (ISO 8601). */
  createdAt: string;
}

/** Where a list item's track stands: finished, still being made, or failed. */
export type TrackItemStatus = 'ready' | 'running' | 'failed';
