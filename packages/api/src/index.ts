export {
  ApiError,
  authUnavailable,
  badRequest,
  creditsExhausted,
  fileEmpty,
  fileNotAudio,
  fileTooLarge,
  fileTooLong,
  fileUnreadable,
  fileUrlExpired,
  fileUrlInvalid,
  idempotencyKeyReused,
  jobFinished,
  jobKindUnknown,
  notFound,
  notReady,
  payloadTooLarge,
  presentError,
  rangeNotSatisfiable,
  rateLimited,
  routeNotFound,
  tokenExpired,
  tokenInvalid,
  tokenRevoked,
  unauthenticated,
  uploadLengthRequired,
  uploadRefused,
  userDisabled,
  validationFailed,
} from './errors.ts';
export type {ErrorBody} from './errors.ts';
export {ConfigError, loadConfig} from './config.ts';
export type {Config, StorageConfig} from './config.ts';
export type {ByteRange, Storage, StoredObject} from './storage/storage.ts';
export {openStorage} from './storage/openStorage.ts';
export type {BillingPeriod, Currency, OutputFormat, Plan, PlanId, StemSet} from './plans/plans.ts';
export type {CreditBalance} from './credits/present.ts';
export {sweepOnce} from './sweeper/sweeper.ts';
export type {SweepOptions, SweepReport} from './sweeper/sweeper.ts';
export {createApi, createApiHandler} from './server.ts';
export type {Api, ApiHandler, ApiOptions, ApiServices} from './server.ts';
export type {ReadinessCheck} from './health/routes.ts';
export type {AuthRequirement, CurrentUser} from './auth/authPlugin.ts';
export {readServerSession, SESSION_COOKIE} from './auth/sessionCookie.ts';
export type {ServerSession} from './auth/sessionCookie.ts';
export {runCli} from './cli.ts';
export {JobError} from './jobs/jobError.ts';
export type {JobErrorOptions} from './jobs/jobError.ts';
export {JobRegistry} from './jobs/registry.ts';
export type {JobContext, JobKind, JobOutput, JobServices} from './jobs/registry.ts';
export {runInThread} from './jobs/thread.ts';
export type {RunInThreadOptions, ThreadFunction, ThreadTools} from './jobs/thread.ts';
export type {JobSystem, JobSubmission} from './jobs/jobSystem.ts';
export type {JobEvent, JobFileView, JobView} from './jobs/present.ts';
export {defaultJobRegistry} from './jobs/kinds/defaultKinds.ts';
export {separateJobKind} from './jobs/kinds/separate/separateJob.ts';
export type {SeparateJobConfig} from './jobs/kinds/separate/separateJob.ts';
export {separateParamsSchema, separateResultSchema} from './jobs/kinds/separate/separateParams.ts';
export type {SeparateParams, SeparateResult} from './jobs/kinds/separate/separateParams.ts';
export {runWorker} from './jobs/worker.ts';
export type {JobKindsModule} from './jobs/worker.ts';
