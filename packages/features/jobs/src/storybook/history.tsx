import type {ReactNode} from 'react';
import {HistoryRow} from '../HistoryRow';
import type {JobLike, JobPage, JobsClient} from '../types';
import {storyJob} from './fixtures';
import {useStoryText} from './StoryText';

/** Three jobs of the history's stories and tests: one done, one failed, one running. */
export const HISTORY_JOBS: JobLike[] = [
  storyJob({
    id: 'job-1',
    status: 'succeeded',
    stage: null,
    percent: 100,
    result: {
      fileIds: ['out-1'],
      files: [{id: 'out-1', name: 'Bengawan Solo (minus one).mp3', durationSeconds: 214, expiresAt: null}],
    },
    finishedAt: '2026-12-07T10:01:00Z',
  }),
  storyJob({
    id: 'job-2',
    status: 'failed',
    stage: 'decode',
    percent: 2,
    inputFiles: [{id: 'file-2', name: 'Rayuan Pulau Kelapa.mp3', durationSeconds: 180, expiresAt: null}],
    error: {code: 'AUDIO_NO_STREAM'},
    createdAt: '2026-12-06T09:30:00Z',
  }),
  storyJob({
    id: 'job-3',
    inputFiles: [{id: 'file-3', name: 'Ampar-Ampar Pisang.mp3', durationSeconds: 150, expiresAt: null}],
    createdAt: '2026-12-05T15:45:00Z',
  }),
];

/** A client whose `listJobs` answers `page` (or never, or with a refusal), and whose other calls succeed. */
export function storyHistoryClient(
  page: JobPage<JobLike> | 'pending' | 'refused',
): Pick<JobsClient<JobLike>, 'listJobs' | 'deleteJob' | 'archiveUrl' | 'signedFileUrl'> {
  return {
    listJobs: () =>
      page === 'pending'
        ? new Promise(() => undefined)
        : page === 'refused'
          ? Promise.reject(Object.assign(new Error('Service Unavailable'), {code: 'NOT_READY', status: 503}))
          : Promise.resolve(page),
    deleteJob: () => Promise.resolve(),
    archiveUrl: () => Promise.resolve('about:blank'),
    signedFileUrl: () => Promise.resolve({url: 'about:blank', expiresAt: '2099-12-31T00:00:00Z'}),
  };
}

/** A row as an app renders one: the song's name, its facts, and an Open link. */
export function StoryRow({
  job,
  onDeleted,
  errorText,
}: {
  job: JobLike;
  onDeleted: (id: string, name: string) => void;
  errorText: (code: string | null | undefined) => ReactNode;
}) {
  const text = useStoryText();
  const name = job.inputFiles[0]?.name.replace(/\.mp3$/, '') ?? job.id;
  return (
    <HistoryRow
      job={job}
      name={name}
      facts={<span>{text('2 stem · nada asli · MP3', '2 stems · original key · MP3')}</span>}
      openAction={{
        id: 'open',
        label: text('Buka', 'Open'),
        priority: 'primary',
        link: <a href={`#${job.id}`} />,
      }}
      client={storyHistoryClient('pending')}
      errorText={errorText}
      onDeleted={onDeleted}
    />
  );
}
