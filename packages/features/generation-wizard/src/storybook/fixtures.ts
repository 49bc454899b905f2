import type {SeparationStageId, SeparationValue} from '../types';

/**
 * The options the stories and tests start from, the API's `separate` defaults when they were
 * written: the wizard owns no defaults (the app passes the ones its API document states). Not
 * exported from the package.
 */
export const STORY_SEPARATION_VALUE: SeparationValue = {
  stems: '2',
  engine: 'nada',
  semitones: 0,
  tempo: 1,
  format: 'mp3',
  loudnessTarget: null,
};

/** The stages of a story's separation job, in the order the API's `separate` job reports them. */
export const STORY_SEPARATION_STAGES: readonly SeparationStageId[] = [
  'decode',
  'separate',
  'transform',
  'encode',
  'analyse',
  'store',
];
