export {AudioResultView} from './AudioResultView';
export type {AudioResultClient, AudioResultViewProps} from './AudioResultView';
export {formatMusicalKey} from './format';
export {importJobKind, importSummary, inputSongName, separateJobKind, settingsSummary} from './jobKinds';
export type {ImportKindOptions, SeparateKindOptions, StemsResultView} from './jobKinds';
export {LinkSource} from './LinkSource';
export type {LinkSourceProps} from './LinkSource';
export {linkUrlProblem, normalizeLinkUrl} from './linkUrl';
export type {LinkUrlProblem} from './linkUrl';
export {ImportOptionFlow, importParamsOf} from './ImportOptionFlow';
export type {ImportOptionFlowProps, ImportOptionsClient, ImportParamsValue} from './ImportOptionFlow';
export {IMPORT_THENS, ImportOptions} from './ImportOptions';
export type {ImportOptionsProps, ImportValue} from './ImportOptions';
export {parseClock, parseImportRange} from './importRange';
export {ImportResultFlow} from './ImportResultFlow';
export type {ImportResultClient, ImportResultFlowProps} from './ImportResultFlow';
export type {ImportRange, ImportRangeProblem, ImportRangeText} from './importRange';
export {minusOneMessages, stemMessages, uploadLimitMessages} from './messages';
export {MinusOneFlow} from './MinusOneFlow';
export type {
  MinusOneAddress,
  MinusOneClient,
  MinusOneFlowProps,
  UploadLimits,
  MinusOneVariant,
} from './MinusOneFlow';
export {MinusOneResult, separationOf} from './MinusOneResult';
export type {MinusOneResultLinks, MinusOneResultProps, SeparationResultClient} from './MinusOneResult';
export {MinusOneSections} from './MinusOneSections';
export type {MinusOneSection, MinusOneSectionLink, MinusOneSectionsProps} from './MinusOneSections';
export {RenameSongDialog, SONG_NAME_MAX} from './RenameSongDialog';
export type {RenameSongDialogProps} from './RenameSongDialog';
export {ResultMixer, mixStemsOf} from './ResultMixer';
export type {ResultMixerProps} from './ResultMixer';
export {resultFacts, transposeKey} from './resultFacts';
export type {ResultFacts} from './resultFacts';
export {ResultPreview} from './ResultPreview';
export {
  loadResultMedia,
  minusOneFirst,
  minusOneStem,
  refreshResultTrack,
  resultTrack,
  stemTrack,
} from './resultTrack';
export type {ResultTrackClient} from './resultTrack';
export {paramsFromSearch, paramsToSearch} from './searchParams';
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
export {useStemsHistoryActions} from './stemsHistoryActions';
export type {SourceCardProps} from './SourceCard';
export type {
  CreditsLike,
  EngineDescription,
  ImportJobLike,
  ImportStageId,
  ImportThen,
  LinkProbe,
  LinkRefusal,
  LinkSourceStatus,
  PlaylistAddControl,
  PlaylistPart,
  RenderLink,
  ResultMedia,
  ResultPlaylist,
  SeparationJobLike,
  SeparationResultData,
  SeparationStageId,
  SeparationValue,
  SongFormat,
  StemName,
  StemsJobLike,
  StoredFileLike,
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
export {resultPlaylist} from './resultPlaylist';
export {uploadSourceStatus, useUpload} from './useUpload';
export type {UploadControls, UploadProgressStatus, UploadState} from './useUpload';
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
