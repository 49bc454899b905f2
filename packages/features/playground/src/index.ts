export {ExportDialog, MIX_EXPORT_FORMATS} from './ExportDialog';
export type {ExportDialogProps, MixExportFormat, MixExportRequest, MixExportState} from './ExportDialog';
export {MarkerList} from './MarkerList';
export type {MarkerListProps} from './MarkerList';
export {messages as playgroundMessages} from './messages';
export {
  DEFAULT_LEVEL,
  MIX_LIMITS,
  clampSemitones,
  clampTempo,
  defaultSettings,
  effectiveGains,
  isSilentMix,
  stemChannels,
} from './mixMath';
export {Playground} from './Playground';
export type {PlaygroundProps} from './Playground';
export {PlaygroundMix} from './playgroundMix';
export type {OutputLevel, PlaygroundMixOptions, PlaygroundState} from './playgroundMix';
export {SHORTCUTS, ShortcutsDialog} from './ShortcutsDialog';
export type {ShortcutsDialogProps} from './ShortcutsDialog';
export {StemLane} from './StemLane';
export type {StemLaneProps} from './StemLane';
export {createSignalsmithStretch} from './stretch';
export type {CreateStretch, StretchChange, StretchNode} from './stretch';
export {PlaygroundTransport} from './Transport';
export type {PlaygroundTransportProps} from './Transport';
export type {
  MixLoop,
  MixMarker,
  MixSettings,
  PlaygroundErrorCode,
  PlaygroundStatus,
  PlaygroundStem,
  Semitones,
  StemLevel,
} from './types';
export {usePlaygroundMix} from './usePlaygroundMix';
export type {PlaygroundMixApi} from './usePlaygroundMix';
export {ExportMix} from './ExportMix';
export type {ExportMixProps} from './ExportMix';
export {PlaygroundScreen} from './PlaygroundScreen';
export type {PlaygroundScreenProps} from './PlaygroundScreen';
export {playgroundPageMessages} from './messages';
export type {MixJob, PlaygroundClient, PlaygroundSource, SourceStem, StemSong} from './playgroundClient';
export {mixJobKind, mixSummary} from './jobKind';
export {mixJobParams, mixSettingsOf, savedMixOf, separationLanes} from './savedMix';
export type {SavedMix, SavedStemLevel} from './savedMix';
