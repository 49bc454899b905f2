export {expiryOf, expiryText} from './expiry';
export {FollowedJobView} from './FollowedJobView';
export type {FollowedJobViewProps} from './FollowedJobView';
export {FINAL_JOB_STATUSES, followJob, isFinalJobStatus, transportRefusalOf} from './followJob';
export type {FollowJobOptions, FollowMode, FollowedJob, JobTransport} from './followJob';
export {daysUntil, formatMinutes, isoDuration, withoutExtension} from './format';
export {HistoryList} from './HistoryList';
export type {HistoryListProps} from './HistoryList';
export {HistoryRow} from './HistoryRow';
export type {HistoryRowProps} from './HistoryRow';
export {JobProgress} from './JobProgress';
export type {JobProgressProps} from './JobProgress';
export {JobProgressOf} from './JobProgressOf';
export type {ErrorTextOf, JobProgressOfProps} from './JobProgressOf';
export {JobKindHistory} from './JobKindHistory';
export type {HistoryRowExtras, JobKindHistoryProps} from './JobKindHistory';
export {jobKindRegistry, jobPagePath} from './kinds';
export type {
  JobKindDescriptor,
  JobKindDescriptors,
  JobKindPage,
  JobKindRegistry,
  JobResultView,
  LocalePath,
} from './kinds';
export {JOB_STATUSES, jobStatusMessages, jobStatusTones} from './jobStatus';
export {ListenOrPlayer} from './ListenOrPlayer';
export {ResultReadStatus} from './ResultReadStatus';
export type {ResultReadStatusProps} from './ResultReadStatus';
export type {ListenOrPlayerProps} from './ListenOrPlayer';
export {historyMessages, resultMessages} from './messages';
export {
  downloadFrom,
  fetchPeaksFrom,
  isWaveformPeaks,
  jobOfTrack,
  loadMediaFile,
  resultTrackId,
} from './resultMedia';
export type {MediaFile} from './resultMedia';
export type {
  Disposition,
  JobFileLike,
  JobFilter,
  JobLike,
  JobPage,
  JobStage,
  JobStatus,
  JobSubmissionLike,
  JobsClient,
} from './types';
export {tusUploadTransport, uploadErrorCode} from './upload';
export type {
  CreateTusUpload,
  ResumableUpload,
  TusUpload,
  TusUploadOptions,
  UploadListener,
  UploadTransport,
  UploadingUser,
} from './upload';
export {useFollowedJob} from './useFollowedJob';
export type {FollowedJobOfKind} from './useFollowedJob';
export {useJob} from './useJob';
export {useJobHistory} from './useJobHistory';
export type {JobHistory, JobHistoryState} from './useJobHistory';
export type {JobView} from './useJob';
export {errorCodeOf, useSubmitJob} from './useSubmitJob';
export type {SubmitJobControls} from './useSubmitJob';
