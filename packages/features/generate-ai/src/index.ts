export {GeneratedTrackItem} from './GeneratedTrackItem';
export type {GeneratedTrackItemProps} from './GeneratedTrackItem';
export {GENERATION_LIMITS, PromptForm, draftOf} from './PromptForm';
export type {PromptFormProps, PromptFormValues} from './PromptForm';
export {UnderstoodPromptSummary} from './UnderstoodPromptSummary';
export type {UnderstoodPromptStatus, UnderstoodPromptSummaryProps} from './UnderstoodPromptSummary';
export {formatKey, formatLength} from './format';
export {genreMessages, instrumentMessages, labelOf, moodMessages, occasionMessages} from './labels';
export type {
  GeneratedTrackSummary,
  GenerationChoices,
  GenerationDraft,
  TrackItemStatus,
  TrackVisibility,
  UnderstoodField,
  UnderstoodPrompt,
  ValueSource,
} from './types';
export {GenerateFlow} from './GenerateFlow';
export type {GenerateFlowProps} from './GenerateFlow';
export {GenerateForm} from './GenerateForm';
export type {GenerateFormProps} from './GenerateForm';
export {GenerateResult} from './GenerateResult';
export type {GenerateResultProps} from './GenerateResult';
export {TrackListFlow} from './TrackListFlow';
export type {TrackListFlowProps} from './TrackListFlow';
export {codeOf} from './errorText';
export type {ErrorTextOf} from './errorText';
export {generateAiErrorMessages} from './errorMessages';
export {flowMessages, generateStageMessages} from './messages';
export type {
  DialogControl,
  GenerateClient,
  GenerateJob,
  GenerateParams,
  GenerateStage,
  GeneratedResult,
  GeneratedTrack,
  GeneratedTrackPage,
  LinkElement,
  UseAddToPlaylist,
  UseShareTrack,
} from './types';
export {generateJobKind} from './jobKind';
