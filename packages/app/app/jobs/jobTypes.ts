// The jobs as the API's OpenAPI document describes them: `Job` is a union on `kind`, so a job
// narrowed to a kind has its exact `params`, `stage` and `result.data`. @nada/jobs reads them
// through its narrow `JobLike`, which this type is checked to fit where the app passes its client.
import type {components} from '../api/schema';
import {separateParamsDefaults, separateStageValues} from '../api/schemaValues.generated';

/** A job as the API presents it: one of its kinds, told apart by `kind`. */
export type Job = components['schemas']['Job'];

/** A `separate` job. */
export type SeparationJob = Extract<Job, {kind: 'separate'}>;

/** An `import` job: a video link downloaded and made into what its `then` asks. */
export type ImportJob = Extract<Job, {kind: 'import'}>;

/** A job whose result the minus-one result view shows: a separation, or an import that separated. */
export type StemsJob = SeparationJob | ImportJob;

/**
 * The stems a job made: a `separate` job's result, or an `import` job's separation (none for an
 * import that made one audio file, and none for a generation).
 */
export function separationOf(job: Job): SeparationResult | undefined {
  if (job.kind === 'separate') return job.result?.data;
  if (job.kind === 'import') return job.result?.data.separation ?? undefined;
  return undefined;
}

/** Where a job stands. */
export type JobStatus = Job['status'];

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

/**
 * The stem that is the backing track, the instrumental: of 2 stems, and of 4 (drums + bass + other,
 * written by the job since issue 19; older 4-stem results have none).
 */
export function minusOneStem(result: SeparationResult): ResultStem | undefined {
  return result.stems.find((stem) => stem.name === 'instrumental');
}
