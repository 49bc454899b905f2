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
