export {followJob, isFinalJobStatus} from './followJob';
export type {FollowJobOptions, FollowMode, FollowedJob, JobTransport} from './followJob';
export {JobProgress, SEPARATION_STAGE_IDS, useSeparationStages} from './JobProgress';
export type {JobProgressProps} from './JobProgress';
export {ResultPreview} from './ResultPreview';
export type {ResultPreviewProps} from './ResultPreview';
export {
  BUILT_IN_ENGINE,
  DEFAULT_SEPARATION_VALUE,
  LOUDNESS_TARGETS,
  SEMITONES_RANGE,
  SeparationOptions,
  TEMPO_RANGE,
  formatSemitones,
  formatTempo,
} from './SeparationOptions';
export type {SeparationOptionsProps} from './SeparationOptions';
export type {
  EngineDescription,
  JobStage,
  JobStatus,
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
export {useJob} from './useJob';
export type {JobView} from './useJob';
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
