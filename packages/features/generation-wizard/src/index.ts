export {formatMusicalKey} from './format';
export {LinkSource} from './LinkSource';
export type {LinkSourceProps} from './LinkSource';
export {linkUrlProblem, normalizeLinkUrl} from './linkUrl';
export type {LinkUrlProblem} from './linkUrl';
export {IMPORT_THENS, ImportOptions} from './ImportOptions';
export type {ImportOptionsProps, ImportThen, ImportValue} from './ImportOptions';
export {parseClock, parseImportRange} from './importRange';
export type {ImportRange, ImportRangeProblem, ImportRangeText} from './importRange';
export {stemMessages, uploadLimitMessages} from './messages';
export {ResultPreview} from './ResultPreview';
export type {ResultPreviewProps} from './ResultPreview';
export {
  BUILT_IN_ENGINE,
  LOUDNESS_TARGETS,
  SEMITONES_RANGE,
  SeparationOptions,
  TEMPO_RANGE,
  formatSemitones,
  formatTempo,
  withStems,
} from './SeparationOptions';
export type {SeparationOptionsProps, SeparationPart} from './SeparationOptions';
export {useSeparationStages} from './separationStages';
export {SourceCard, sourceSite} from './SourceCard';
export type {SourceCardProps} from './SourceCard';
export type {
  EngineDescription,
  LinkProbe,
  LinkRefusal,
  LinkSourceStatus,
  SeparationStageId,
  SeparationValue,
  SongFormat,
  StemSet,
  UploadStatus,
  WizardStepId,
  WizardStepItem,
  WizardStepState,
} from './types';
export {AUDIO_VIDEO_ACCEPT, UploadSource} from './UploadSource';
export type {UploadSourceProps} from './UploadSource';
export {useLinkSource} from './useLinkSource';
export type {
  LinkProbeTransport,
  LinkSourceControls,
  LinkSourceInitialState,
  UseLinkSourceOptions,
} from './useLinkSource';
export {uploadSourceStatus, useUpload} from './useUpload';
export type {
  ResumableUpload,
  UploadControls,
  UploadListener,
  UploadProgressStatus,
  UploadState,
  UploadTransport,
} from './useUpload';
export {GENERATION_STEPS, useWizard, useWizardState} from './useWizard';
export type {UseWizardStateOptions, WizardGuard, WizardState} from './useWizard';
export {Wizard, WizardActions, WizardBack, WizardNext, WizardRoot, WizardStep, WizardSteps} from './Wizard';
export type {
  WizardActionsProps,
  WizardBackProps,
  WizardNextProps,
  WizardRootProps,
  WizardStepProps,
  WizardStepsProps,
} from './Wizard';
