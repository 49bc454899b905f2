import type {JobLike, JobsClient} from '@nada/jobs';
import type {ReactElement, ReactNode} from 'react';

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

/** What a `generate` job is asked to make: the form's draft, the page's language and, to vary it, a seed. */
export interface GenerateParams extends GenerationDraft {
  /** Language of the title and file names. */
  locale?: 'id' | 'en';
  /** The same prompt and seed make the same track. */
  seed?: number;
}

/** What a finished `generate` job made (the API's `GenerateResult`). */
export interface GeneratedResult {
  /** The engine's title for the track. */
  title: string;
  /** The mixed and mastered track and its waveform peaks file. */
  mix: {fileId: string; peaksFileId: string};
  /** Each instrument group alone, by instrument id. */
  stems: ReadonlyArray<{name: string; fileId: string}>;
  /** The arrangement as a MIDI file. */
  midiFileId: string;
  /** Tempo in beats per minute. */
  bpm: number;
  /** The key, e.g. `D major`. */
  key: string;
  /** Length of the track. */
  durationSeconds: number;
  /** Generate again with this seed for the same track. */
  seed: number;
  /** What the prompt was understood as. */
  understood: UnderstoodPrompt;
}

/** A `generate` job as these parts read it (the app's generated `Job` of that kind fits it). */
export interface GenerateJob extends JobLike {
  kind: 'generate';
  params: GenerateParams;
  result: (NonNullable<JobLike['result']> & {data: GeneratedResult}) | null;
}

/** A finished track of the list (the API's `TrackSummary`). */
export interface GeneratedTrack extends GeneratedTrackSummary {
  /** Length in seconds. */
  durationSeconds: number;
  /** The mastered mix's file. */
  mixFileId: string;
  /** Signed URL of the mix, to play. */
  streamUrl: string;
  /** When `streamUrl` stops working (ISO 8601). */
  streamUrlExpiresAt: string;
  /** Signed URL of the mix's waveform peaks; null when none. */
  peaksUrl: string | null;
}

/** A page of tracks, newest first; `nextCursor` reads the next one (null on the last). */
export interface GeneratedTrackPage {
  items: GeneratedTrack[];
  nextCursor: string | null;
}

/**
 * How the generation parts reach the API: the app passes its calls (stories and tests pass fakes).
 * A refused call rejects with an error carrying the API's `code`.
 */
export interface GenerateClient {
  /** The jobs, to follow, cancel and delete a generation and sign its files' URLs. */
  jobs: JobsClient<JobLike | GenerateJob>;
  /** Starts a `generate` job; the idempotency key makes a retried submission the same job. */
  submitGeneration(params: GenerateParams, idempotencyKey: string): Promise<GenerateJob>;
  /** What a draft is understood as, before it costs anything. */
  understand(draft: GenerationDraft, signal?: AbortSignal): Promise<UnderstoodPrompt>;
  /** One page of the caller's tracks, newest first. */
  listTracks(cursor?: string): Promise<GeneratedTrackPage>;
  /** Renames a track or makes it public or private. */
  updateTrack(id: string, change: {title?: string; visibility?: TrackVisibility}): Promise<GeneratedTrack>;
  /** The caller's generations that are not tracks (yet): queued, running or failed, newest first. */
  listUnfinishedGenerations(): Promise<GenerateJob[]>;
}

/** A dialog the app opens for a file or a track ("add to playlist", "share"): its opener and its element. */
export interface DialogControl {
  /** Opens the dialog. */
  open: () => void;
  /** The dialog; render it once. */
  element: ReactNode;
}

/** The app's "add to playlist" for one file, as a hook (called once per track shown): the item is named `title`. */
export type UseAddToPlaylist = (file: {fileId: string; title: string}) => DialogControl;

/** The app's "share" dialog of a public track, as a hook. */
export type UseShareTrack = (track: {id: string; title: string}) => DialogControl;

/** A stage of a `generate` job, as the API names it. */
export type GenerateStage = 'composing' | 'rendering' | 'mixing' | 'mastering' | 'store';

/** A router link without children (`<Link to="…" />`), which a part gives its own text or icon. */
export type LinkElement = ReactElement<{children?: ReactNode}>;
