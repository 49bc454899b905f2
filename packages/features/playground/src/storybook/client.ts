import type {JobLike} from '@nada/jobs';
import type {MixJob, PlaygroundClient, StemSong} from '../playgroundClient';
import {shapedSettings, storyStems} from './fixtures';

/** The caller's songs with stems in the stories and tests. */
export const storySongs: StemSong[] = [
  {id: 'job-1', createdAt: '2026-12-06T10:00:00Z', songName: 'Bengawan Solo'},
  {id: 'job-2', createdAt: '2026-12-05T10:00:00Z', songName: null},
];

/** A finished export of the stories and tests. */
export const storyMixJob: MixJob = {
  id: 'job-mix',
  kind: 'mix',
  params: {sourceJobId: 'job-1', stems: [], semitones: 0, tempoPercent: 100, format: 'mp3'},
  status: 'succeeded',
  stage: null,
  percent: 100,
  inputFiles: [],
  result: {
    fileIds: ['mix-file'],
    files: [{id: 'mix-file', name: 'Bengawan Solo (mix).mp3', durationSeconds: 214, expiresAt: null}],
    data: {fileId: 'mix-file', durationSeconds: 214, stems: ['vocals', 'instrumental']},
  },
  error: null,
  createdAt: '2026-12-07T10:00:00Z',
  startedAt: '2026-12-07T10:00:01Z',
  finishedAt: '2026-12-07T10:00:30Z',
};

/** A client over the fixtures; `change` replaces some calls. */
export function storyPlaygroundClient(
  change: Partial<Omit<PlaygroundClient, 'jobs'>> = {},
): PlaygroundClient {
  return {
    jobs: {
      submitJob: () => Promise.resolve(storyMixJob),
      getJob: () => Promise.resolve(storyMixJob),
      openEvents: () => Promise.resolve(new ReadableStream<Uint8Array>()),
      cancelJob: () => Promise.resolve(storyMixJob),
      deleteJob: () => Promise.resolve(),
      listJobs: () => Promise.resolve({items: [storyMixJob], nextCursor: null}),
      signedFileUrl: () => Promise.resolve({url: '#mix-file', expiresAt: '2099-12-31T00:00:00Z'}),
      archiveUrl: () => Promise.resolve('#archive'),
    },
    listStemSongs: () => Promise.resolve(storySongs),
    loadPlayground: (jobId) =>
      Promise.resolve({
        song: {id: jobId, createdAt: '2026-12-06T10:00:00Z', songName: 'Bengawan Solo'},
        stems: storyStems.map(({label: _label, ...stem}) => ({...stem, group: 'stem' as const})),
        settings: shapedSettings,
      }),
    saveMix: () => Promise.resolve(),
    submitMix: () => Promise.resolve<JobLike>(storyMixJob),
    ...change,
  };
}
