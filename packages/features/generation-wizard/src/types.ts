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

/** What a generation job is doing, as the API reports it. */
export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled';

/** One stage of a job, such as decode or separate, with its label in the user's language. */
export interface JobStage {
  /** The stage id the API reports (`'decode'`, `'separate'`…). */
  id: string;
  /** The stage's name for people. */
  label: string;
}

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
