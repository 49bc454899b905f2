import type {JobLike, MediaFile} from '@nada/jobs';
import type {ComponentType, ReactElement, ReactNode} from 'react';

/** What to make from a video link, as the API's `import` job names it. */
export type ImportThen = 'minusone' | 'vocals' | 'stems' | 'audio' | 'keytempo';

/** The id of one step of a wizard, such as `'source'` or `'options'`. */
export type WizardStepId = string;

/** A step as data: its id and the name the stepper shows for it. */
export interface WizardStepItem {
  /** The step's id, matched by `Wizard.Step id`. */
  id: WizardStepId;
  /** The step's name in the stepper; the four generation steps have a built-in one. */
  label?: string;
}

/** Where a step stands relative to the current one. */
export type WizardStepState = 'complete' | 'current' | 'upcoming';

/** What a generation source upload is doing; `checking` is after the last byte, while the server checks the file. */
export type UploadStatus = 'idle' | 'uploading' | 'checking' | 'paused' | 'done' | 'error';

export type {JobStage, JobStatus} from '@nada/jobs';

/**
 * A stage of a separation job that `useSeparationStages` can name; which of them a job reports, and
 * in which order, is the API's to say (the app passes its list).
 */
export type SeparationStageId = 'decode' | 'separate' | 'transform' | 'encode' | 'analyse' | 'store';

/** The stem sets a separation can produce: vocals + instrumental, or vocals, drums, bass and other. */
export type StemSet = '2' | '4';

/** The output formats of a separation. */
export type SongFormat = 'mp3' | 'wav' | 'flac';

/** A separation engine as `GET /api/engines` lists it (the shape of `@nada/audio`'s `EngineDescription`). */
export interface EngineDescription {
  /** The engine id sent back in the job's params (`'dsp'`, `'repet-sim'`, `'onnx:<model>'`). */
  id: string;
  /** The engine's name. */
  label: string;
  /** The stem sets it can produce. */
  stems: readonly StemSet[];
  /** Whether it ships with Nada and needs no model file. */
  builtIn: boolean;
}

/** The options of a minus-one separation, in the shape of the API's `separate` job params. */
export interface SeparationValue {
  /** 2 stems (vocals, instrumental) or 4 (vocals, drums, bass, other). */
  stems: StemSet;
  /** The engine id. */
  engine: string;
  /** Key change in semitones, -12..12. */
  semitones: number;
  /** Tempo as a ratio, 0.5..2 (shown as 50..200 %); the pitch stays the same. */
  tempo: number;
  /** Output format. */
  format: SongFormat;
  /** Loudness target in LUFS, or null to leave the loudness as it is. */
  loudnessTarget: number | null;
}

/** Why a probed link cannot be imported as it is: too long for the plan, a live stream, a playlist, or of unknown length. */
export type LinkRefusal = 'TOO_LONG' | 'LIVE' | 'PLAYLIST' | 'DURATION_UNKNOWN';

/** What a link holds, as the app's probe (`POST /api/imports/probe`) answers it. */
export interface LinkProbe {
  /** The page of the item described (a playlist's first item, for a playlist link). */
  url: string;
  /** The video's or song's title. */
  title: string;
  /** The channel or uploader, when the site names one. */
  uploader: string | null;
  /** Length in seconds; null when it could not be read. */
  durationSeconds: number | null;
  /** The thumbnail, on Nada's own server (never a third-party image); null when there is none. */
  thumbnail: {url: string} | null;
  /** The extractor that understood the link ('Youtube', 'Generic'…). */
  extractor: string;
  /** Whether it is a live stream, or one not started yet. */
  isLive: boolean;
  /** Set when the link is a playlist: the answer describes its first item. */
  playlist: {title: string | null} | null;
  /** The longest source the user's plan imports, in seconds. */
  maxDurationSeconds: number;
  /** Whether the source can be imported as it is. */
  allowed: boolean;
  /** Why not, when `allowed` is false. */
  reason: LinkRefusal | null;
}

/** What the link step is doing: waiting for a link, refusing what was typed, asking the server, refused by it, or showing what the link holds. */
export type LinkSourceStatus = 'idle' | 'invalid' | 'probing' | 'error' | 'ready';

/** The name of one stem a separation writes. */
export type StemName = 'vocals' | 'instrumental' | 'drums' | 'bass' | 'other';

/** What a finished separation made (a `separate` job's `result.data`, an import's `separation`). */
export interface SeparationResultData {
  /** In the order written; four stems are followed by the instrumental (drums + bass + other). */
  stems: readonly {name: StemName; fileId: string; peaksFileId: string}[];
  /** The song it was made from, with its estimated tempo and key ('A minor'; '' when unknown). */
  input: {fileId: string; peaksFileId: string; durationSeconds: number; bpm: number; key: string};
  /** Length of the stems, after a tempo change. */
  durationSeconds: number;
  /** The key change in semitones. */
  semitones: number;
  /** The tempo factor. */
  tempo: number;
}

/** The caller's processing minutes, as `GET /api/credits` answers (the part the flows read). */
export interface CreditsLike {
  /** The caller's plan id, e.g. 'free'. */
  plan: string;
  /** What new jobs may still reserve, in seconds. */
  availableSeconds: number;
}

/** An uploaded file, as `GET /api/files/:id` answers (the part the flows read). */
export interface StoredFileLike {
  id: string;
  name: string;
  /** Its length in seconds, when it is audio. */
  durationSeconds: number | null;
}

/** What a succeeded job of the wizard holds besides its files: the kind's `result.data`. */
type ResultOf<Data> = (NonNullable<JobLike['result']> & {data: Data}) | null;

/**
 * A `separate` job as the minus-one views read it. The app's job type, generated from the API's
 * OpenAPI document, fits it: the app's typecheck proves it where it passes its client.
 */
export interface SeparationJobLike extends JobLike {
  kind: 'separate';
  /** The settings it was made with. */
  params: SeparationValue;
  /** The uploaded song's file id. */
  inputFileIds: readonly string[];
  result: ResultOf<SeparationResultData>;
}

/** An `import` job (a video link made into what its `then` asks) as the import views read it. */
export interface ImportJobLike extends JobLike {
  kind: 'import';
  params: {url: string; then: ImportThen; semitones: number; tempo: number; format: SongFormat};
  result: ResultOf<{
    /** The page it was downloaded from, with the title the site gives (null when it gives none). */
    source: {title: string | null};
    /** The one audio file of `then` 'audio' or 'keytempo'. */
    audio: {fileId: string; durationSeconds: number} | null;
    /** The stems of the other `then`s. */
    separation: SeparationResultData | null;
    /** The length it was charged for, in seconds. */
    durationSeconds: number;
  }>;
}

/** A job whose result is stems: a separation, or an import that separated. */
export type StemsJobLike = SeparationJobLike | ImportJobLike;

/** The playable files of a separation's result: the song it was made from and each stem (the minus one first). */
export interface ResultMedia {
  input: MediaFile;
  stems: (MediaFile & {name: StemName})[];
}

/** "Add to playlist" for one file of a result, from the app: a dialog it opens and renders once. */
export interface PlaylistAddControl {
  /** Opens the dialog. */
  open: () => void;
  /** The dialog, and what confirms the addition; render it once. */
  element: ReactNode;
}

/** A part of a song to add to a playlist: the file, the song's name and the part's ('Minus one'). */
export interface PlaylistPart {
  fileId: string;
  song: string;
  part: string;
}

/** How a result view adds its files to the user's playlists: the app's dialog wired to its API. */
export interface ResultPlaylist {
  /** A hook (called once per render, always the same function) that gives the dialog for one part. */
  useAdd: (part: PlaylistPart) => PlaylistAddControl;
  /** A stem row's icon button that opens the dialog for that stem. */
  StemButton: ComponentType<PlaylistPart>;
}

/** Renders a link to `href` inside the app (its router's link), with `children` as its text. */
export type RenderLink = (href: string, children?: ReactNode) => ReactElement<{children?: ReactNode}>;

/** A stage of an `import` job that the import flow can name; which of them it reports is the API's to say. */
export type ImportStageId = 'fetch' | 'download' | 'separate' | 'encode';
