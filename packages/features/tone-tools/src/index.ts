export {
  BPM_MAX,
  BPM_MIN,
  METRONOME_DEFAULTS,
  checkSettings,
  clickAt,
  clickInterval,
  createMetronome,
  tapTempo,
} from './core/metronome';
export type {
  Click,
  ClickLevel,
  MetronomeController,
  MetronomeEnvironment,
  MetronomeSettings,
  MetronomeState,
  Seconds,
  Subdivision,
} from './core/metronome';
export {
  A4_DEFAULT,
  A4_MAX,
  A4_MIN,
  centsBetween,
  frequencyToNote,
  midiToFrequency,
  midiToNoteName,
  parseNoteName,
} from './core/notes';
export type {Cents, Hertz, NoteReading} from './core/notes';
export {PITCH_DEFAULTS, detectPitch, rms} from './core/pitch';
export type {DetectPitchOptions, PitchEstimate} from './core/pitch';
export {INSTRUMENT_IDS, INSTRUMENT_TARGETS, nearestTarget} from './core/presets';
export type {InstrumentId} from './core/presets';
export {TONE_DEFAULTS, TONE_MAX, TONE_MIN, createToneGenerator} from './core/toneGenerator';
export type {ToneController, ToneEnvironment, ToneState, ToneSweep, ToneWaveform} from './core/toneGenerator';
export {createTuner, microphoneProblem} from './core/tuner';
export type {TunerController, TunerEnvironment, TunerState, TunerStatus} from './core/tuner';
export {browserAudioContext, useMetronome, useToneGenerator, useTuner} from './hooks';
export {Metronome, ToneGenerator, Tuner} from './LiveTools';
export type {MetronomeProps, ToneGeneratorProps, TunerProps} from './LiveTools';
export {messages as toneToolsMessages} from './messages';
export {MetronomePanel} from './MetronomePanel';
export type {MetronomePanelProps} from './MetronomePanel';
export {ToneGeneratorPanel, parseFrequency} from './ToneGeneratorPanel';
export type {ToneGeneratorPanelProps} from './ToneGeneratorPanel';
export {TunerPanel} from './TunerPanel';
export type {TunerPanelProps} from './TunerPanel';
export {FILE_TOOLS, FileTools} from './FileTools';
export type {FileToolsProps} from './FileTools';
export {FILE_FORMATS} from './fileToolsClient';
export type {
  FileFormat,
  FileToolsClient,
  TransformJob,
  TransformRequest,
  TransformResultData,
  UploadedFile,
} from './fileToolsClient';
export {peaksOfFile} from './filePeaks';
export {fileToolMessages, toneMessages} from './messages';
export {ToneToolTabs} from './ToneToolTabs';
export type {ToneToolTabsProps} from './ToneToolTabs';
export {transformJobKind} from './jobKind';
