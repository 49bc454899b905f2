// The jobs as the API's OpenAPI document describes them: `Job` is a union on `kind`, so a job
// narrowed to a kind has its exact `params`, `stage` and `result.data`. The feature packages read
// them through their narrow types (`JobLike`, `SeparationJobLike`…), which these are checked to fit
// where the app passes its clients and registers its kinds.
import type {components} from '../api/schema';

/** A job as the API presents it: one of its kinds, told apart by `kind`. */
export type Job = components['schemas']['Job'];

/** A `separate` job. */
export type SeparationJob = Extract<Job, {kind: 'separate'}>;

/** An `import` job: a video link downloaded and made into what its `then` asks. */
export type ImportJob = Extract<Job, {kind: 'import'}>;
