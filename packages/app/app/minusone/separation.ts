// What a `separate` job takes and gives, as the API's OpenAPI document describes it: `Job` is a
// union on `kind`, so a job narrowed to 'separate' has its exact `params`, `stage` and `result.data`.
import type {components} from '../api/schema';
import {separateParamsDefaults, separateStageValues} from '../api/schemaValues';

/** A job as the API presents it: one of its kinds, told apart by `kind`. */
export type Job = components['schemas']['Job'];

/** A `separate` job. */
export type SeparationJob = Extract<Job, {kind: 'separate'}>;

/** Where a job stands. */
export type JobStatus = Job['status'];

/** The statuses after which a job never changes again. */
export const FINAL_STATUSES: readonly JobStatus[] = ['succeeded', 'failed', 'canceled'];

/** Whether a job has finished, one way or another. */
export const isFinal = (status: JobStatus): boolean => FINAL_STATUSES.includes(status);

/** The stages a `separate` job reports, in order (`percent` is of the whole job). */
export const SEPARATION_STAGES = separateStageValues;

/** One stage of a `separate` job. */
export type SeparationStage = components['schemas']['SeparateStage'];

/** The settings of a `separate` job (the API's `params`), as its OpenAPI document describes them. */
export type SeparationParams = components['schemas']['SeparateParams'];

/** What a finished `separate` job made (`job.result.data`), as the OpenAPI document describes it. */
export type SeparationResult = components['schemas']['SeparateResult'];

/** One stem of a finished job: its audio file and its waveform peaks file. */
export type ResultStem = SeparationResult['stems'][number];

/** An output format. */
export type SongFormat = SeparationParams['format'];

/** The stem sets: 2 (vocals, instrumental) or 4 (vocals, drums, bass, other). */
export type StemSet = SeparationParams['stems'];

/** The name of one output stem. */
export type StemName = ResultStem['name'];

/** The settings a new job starts from, the API's defaults: 2 stems, the built-in engine, original key and tempo, MP3. */
export const DEFAULT_SEPARATION_PARAMS: SeparationParams = separateParamsDefaults;

/** The stem that is the backing track: the instrumental of 2 stems; 4 stems have none on its own. */
export function minusOneStem(result: SeparationResult): ResultStem | undefined {
  return result.stems.find((stem) => stem.name === 'instrumental');
}
