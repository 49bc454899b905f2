import type {JobLike} from '@nada/jobs';
import type {UploadLimits} from '@nada/generation-wizard';
import type {FileToolsClient, TransformJob} from '../fileToolsClient';

/** A free plan's limits. */
export const freeLimits: UploadLimits = {
  name: 'Gratis',
  maxFileBytes: 20_000_000,
  maxFileMegabytes: 20,
  maxSongMinutes: 10,
};

/** A `transform` job of the stories and tests: a finished tempo and key reading unless told otherwise. */
export function transformJob(change: Partial<TransformJob> = {}): TransformJob {
  return {
    id: 'job-transform',
    kind: 'transform',
    params: {operation: 'analyse'},
    status: 'succeeded',
    stage: null,
    percent: 100,
    inputFiles: [{id: 'file-song', name: 'Bengawan Solo.mp3', durationSeconds: 214, expiresAt: null}],
    result: {fileIds: [], files: [], data: {operation: 'analyse', bpm: 92, key: 'D minor'}},
    error: null,
    createdAt: '2026-12-07T10:00:00Z',
    startedAt: '2026-12-07T10:00:01Z',
    finishedAt: '2026-12-07T10:00:20Z',
    ...change,
  };
}

/** A client whose upload ends at once with `Bengawan Solo.mp3` and whose jobs answer `job`. */
export function fileToolsClient(
  job: TransformJob = transformJob(),
  submitTransform: FileToolsClient['submitTransform'] = () => Promise.resolve<JobLike>(job),
): FileToolsClient {
  return {
    jobs: {
      submitJob: () => Promise.resolve(job),
      getJob: () => Promise.resolve(job),
      openEvents: () => Promise.resolve(new ReadableStream<Uint8Array>()),
      cancelJob: () => Promise.resolve(job),
      deleteJob: () => Promise.resolve(),
      listJobs: () => Promise.resolve({items: [job], nextCursor: null}),
      signedFileUrl: () => Promise.resolve({url: 'about:blank', expiresAt: '2099-12-31T00:00:00Z'}),
      archiveUrl: () => Promise.resolve('about:blank'),
    },
    uploads: {
      createUpload: (file, listener) => ({
        resumeEarlier: () => Promise.resolve(),
        start: () => listener.onSuccess({id: 'file-song', name: file.name, durationSeconds: 214}),
        abort: () => Promise.resolve(),
      }),
    },
    submitTransform,
  };
}
