import type {JobLike} from '../types';

/** A separation job of the stories and tests, running its second stage unless told otherwise. */
export function storyJob(change: Partial<JobLike> = {}): JobLike {
  return {
    id: 'job-story',
    kind: 'separate',
    status: 'running',
    stage: 'separate',
    percent: 38,
    inputFiles: [{id: 'file-1', name: 'Bengawan Solo.mp3', durationSeconds: 214, expiresAt: null}],
    result: null,
    error: null,
    createdAt: '2026-12-07T10:00:00Z',
    startedAt: '2026-12-07T10:00:00Z',
    finishedAt: null,
    ...change,
  };
}
