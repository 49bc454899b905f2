import {separateParamsDefaults} from '../api/schemaValues.generated';
import type {Job} from './jobTypes';

/**
 * A job of the app's tests, as the API presents it: a succeeded separation of `<name>.mp3` (one
 * minute long) with the API's default settings and no result, unless `change` says otherwise.
 */
export function testJob(id: string, name: string, change: Partial<Job> = {}): Job {
  return {
    id,
    kind: 'separate',
    status: 'succeeded',
    stage: null,
    percent: 100,
    inputFileIds: [`${id}-in`],
    inputFiles: [
      {
        id: `${id}-in`,
        name: `${name}.mp3`,
        contentType: 'audio/mpeg',
        sizeBytes: 1,
        durationSeconds: 60,
        expiresAt: null,
      },
    ],
    params: separateParamsDefaults,
    result: null,
    error: null,
    attempts: 1,
    maxAttempts: 3,
    createdAt: '2026-11-20T08:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...change,
  } as Job;
}
