import {PlayerProvider} from '@nada/player';
import {FakeMedia} from '@nada/player/testing';
import {useState, type ReactNode} from 'react';
import type {DialogControl, GenerateClient, GenerateJob, GeneratedTrack} from '../types';
import {track, understoodDangdut} from './fixtures';

/** A finished `generate` job of the stories and tests (unless told otherwise). */
export function storyGenerateJob(change: Partial<GenerateJob> = {}): GenerateJob {
  return {
    id: 'job-generate',
    kind: 'generate',
    status: 'succeeded',
    stage: null,
    percent: 100,
    inputFiles: [],
    params: {prompt: 'Dangdut ceria untuk pernikahan', locale: 'id'},
    result: {
      fileIds: ['mix', 'peaks', 'midi', 'stem-kendang', 'stem-suling'],
      files: [],
      data: {
        title: track.title,
        mix: {fileId: 'mix', peaksFileId: 'peaks'},
        stems: [
          {name: 'kendang', fileId: 'stem-kendang'},
          {name: 'suling', fileId: 'stem-suling'},
        ],
        midiFileId: 'midi',
        bpm: 132,
        key: 'A minor',
        durationSeconds: 90,
        seed: 7,
        understood: understoodDangdut,
      },
    },
    error: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    startedAt: '2026-11-20T09:30:01.000Z',
    finishedAt: '2026-11-20T09:31:00.000Z',
    ...change,
  };
}

/** A finished track of the list. */
export const storyTrack: GeneratedTrack = {
  ...track,
  durationSeconds: 90,
  mixFileId: 'mix',
  streamUrl: 'story-track.mp3',
  streamUrlExpiresAt: '2099-12-31T00:00:00.000Z',
  peaksUrl: null,
};

/** A stream that stays open and says nothing: the job's state is what `getJob` answered. */
const silentEvents = () => Promise.resolve(new ReadableStream<Uint8Array>());

/** A client whose calls answer the stories' fixtures; `change` replaces some of them. */
export function storyGenerateClient(
  change: Partial<Omit<GenerateClient, 'jobs'>> & {job?: GenerateJob} = {},
): GenerateClient {
  const {job = storyGenerateJob(), ...calls} = change;
  return {
    jobs: {
      submitJob: () => Promise.resolve(job),
      getJob: () => Promise.resolve(job),
      openEvents: silentEvents,
      cancelJob: () => Promise.resolve(job),
      deleteJob: () => Promise.resolve(),
      listJobs: () => Promise.resolve({items: [job], nextCursor: null}),
      // A data URL: the stories' browser fetches the peaks without a network (about:blank it refuses).
      signedFileUrl: () =>
        Promise.resolve({url: 'data:application/json,null', expiresAt: '2099-12-31T00:00:00Z'}),
      archiveUrl: () => Promise.resolve('about:blank'),
    },
    submitGeneration: () => Promise.resolve(job),
    understand: () => Promise.resolve(understoodDangdut),
    listTracks: () => Promise.resolve({items: [storyTrack], nextCursor: null}),
    updateTrack: (id, update) => Promise.resolve({...storyTrack, id, ...update}),
    listUnfinishedGenerations: () => Promise.resolve([]),
    ...calls,
  };
}

/** An "add to playlist" or "share" that opens nothing: the app's dialogs are the app's. */
export function useNoDialog(): DialogControl {
  return {open: () => undefined, element: null};
}

/** The app's player around a story, on a fake media element. */
export function StoryPlayer({children}: {children: ReactNode}) {
  const [media] = useState(() => new FakeMedia({durations: {'story-track.mp3': 90}}));
  return <PlayerProvider media={media}>{children}</PlayerProvider>;
}

/** The API's error texts the stories and tests show, in English. */
export function storyErrorText(code: string | null | undefined): string {
  return code === 'NETWORK' ? 'Nada cannot be reached.' : `Refused (${code ?? 'unknown'}).`;
}
