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
