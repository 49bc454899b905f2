import {IconButton, playlistIcon} from '@nada/ui';
import type {JobLike} from '@nada/jobs';
import type {ReactNode} from 'react';
import type {AudioResultClient} from '../AudioResultView';
import type {ImportOptionsClient} from '../ImportOptionFlow';
import type {ImportResultClient} from '../ImportResultFlow';
import type {MinusOneClient, UploadLimits} from '../MinusOneFlow';
import type {SeparationResultClient} from '../MinusOneResult';
import type {
  ImportJobLike,
  PlaylistPart,
  ResultMedia,
  ResultPlaylist,
  SeparationJobLike,
  SeparationResultData,
} from '../types';
import {STORY_SEPARATION_VALUE} from './fixtures';
import {allowedSource} from './linkSources';

// Fixtures of the minus-one and import stories and tests: jobs as the API presents them, and fake
// clients. Not exported from the package.

const base = {
  status: 'succeeded',
  stage: null,
  percent: 100,
  error: null,
  createdAt: '2026-12-07T10:00:00Z',
  startedAt: '2026-12-07T10:00:00Z',
  finishedAt: '2026-12-07T10:01:10Z',
} as const satisfies Partial<JobLike>;

/** A finished two-stem separation of a 3:34 song at 92 BPM in C major. */
export const storySeparation: SeparationResultData = {
  stems: [
    {name: 'vocals', fileId: 'stem-vocals', peaksFileId: ''},
    {name: 'instrumental', fileId: 'stem-instrumental', peaksFileId: ''},
  ],
  input: {fileId: 'file-1', peaksFileId: '', durationSeconds: 214, bpm: 92, key: 'C major'},
  durationSeconds: 214,
  semitones: 0,
  tempo: 1,
};

/** A `separate` job; succeeded with {@link storySeparation} unless told otherwise. */
export function storySeparationJob(change: Partial<SeparationJobLike> = {}): SeparationJobLike {
  return {
    ...base,
    id: 'job-story',
    kind: 'separate',
    params: STORY_SEPARATION_VALUE,
    inputFileIds: ['file-1'],
    inputFiles: [{id: 'file-1', name: 'Bengawan Solo.mp3', durationSeconds: 214, expiresAt: null}],
    result: {fileIds: ['stem-vocals', 'stem-instrumental'], files: [], data: storySeparation},
    ...change,
  };
}

/** An `import` job of a video link that made one audio file (`then` 'audio'), unless told otherwise. */
export function storyImportJob(change: Partial<ImportJobLike> = {}): ImportJobLike {
  return {
    ...base,
    id: 'job-import',
    kind: 'import',
    params: {url: allowedSource.url, then: 'audio', semitones: 0, tempo: 1, format: 'mp3'},
    inputFiles: [],
    result: {
      fileIds: ['audio-1'],
      files: [],
      data: {
        source: {title: allowedSource.title},
        audio: {fileId: 'audio-1', durationSeconds: 245},
        separation: null,
        durationSeconds: 245,
      },
    },
    ...change,
  };
}

const silence = (name: string) => `data:audio/wav;base64,${name}`;

/** The media of {@link storySeparation}: playable URLs and no waveforms. */
export const storyMedia: ResultMedia = {
  input: {fileId: 'file-1', src: silence('input'), expiresAt: '2099-12-31T00:00:00Z', peaks: null},
  stems: [
    {
      name: 'instrumental',
      fileId: 'stem-instrumental',
      src: silence('inst'),
      expiresAt: '2099-12-31T00:00:00Z',
      peaks: null,
    },
    {
      name: 'vocals',
      fileId: 'stem-vocals',
      src: silence('vocals'),
      expiresAt: '2099-12-31T00:00:00Z',
      peaks: null,
    },
  ],
};

/** A promise that never settles: a read still under way. */
export const pending = <T,>() => new Promise<T>(() => {});

/** A result client whose reads answer with the story's media (or `media`, a promise of it). */
export function storyResultClient(
  media: Promise<ResultMedia> = Promise.resolve(storyMedia),
): SeparationResultClient {
  return {
    loadMedia: () => media,
    resultTrack: (_intl, job, result, loaded, title) => ({
      id: job.id,
      title,
      src: loaded.stems[0]?.src ?? loaded.input.src,
      durationSeconds: result.durationSeconds,
    }),
    stemTrack: (job, stem, title, label) => ({
      id: `${job.id}:${stem.name}`,
      title,
      subtitle: label,
      src: stem.src,
    }),
    fileUrl: () => Promise.resolve('#download'),
    archiveUrl: () => Promise.resolve('#archive'),
    renameSong: (_fileId, name) => Promise.resolve(name),
  };
}

/** "Add to playlist" without a dialog. */
export const storyPlaylist: ResultPlaylist = {
  useAdd: () => ({open: () => {}, element: null}),
  StemButton: function StemButton({part}: PlaylistPart) {
    return <IconButton icon={playlistIcon} label={`+ ${part}`} />;
  },
};

/** Renders a link as a plain anchor. */
export const storyLink = (href: string, children?: ReactNode) => <a href={href}>{children}</a>;

/** Links of a result. */
export const storyLinks = {history: '#history', playground: '#playground', rerun: '#rerun'};

/** The free plan's limits. */
export const storyPlanLimits = (): UploadLimits => ({
  name: 'Gratis',
  maxFileBytes: 50 * 1024 * 1024,
  maxFileMegabytes: 50,
  maxSongMinutes: 10,
});

/** A job transport that answers `job` (or never, while it is null) and opens no event stream. */
export function storyTransport<Job extends JobLike>(job: Job | null) {
  return {
    getJob: () => (job ? Promise.resolve(job) : pending<Job>()),
    openEvents: () => pending<ReadableStream<Uint8Array>>(),
  };
}

/** The minus-one flow's calls: the stored song, 10 minutes left, the built-in engine. */
export function storyMinusOneClient(job: SeparationJobLike | null = null): MinusOneClient {
  return {
    jobs: storyTransport(job),
    upload: {
      createUpload: () => ({
        resumeEarlier: () => Promise.resolve(),
        start: () => {},
        abort: () => Promise.resolve(),
      }),
    },
    submitSeparation: () => Promise.resolve({id: 'job-story'}),
    cancelJob: () => Promise.resolve(),
    getCredits: () => Promise.resolve({plan: 'free', availableSeconds: 600}),
    getFile: (id) => Promise.resolve({id, name: 'Bengawan Solo.mp3', durationSeconds: 214}),
    listEngines: () => Promise.resolve([{id: 'nada', label: 'Nada', stems: ['2', '4'], builtIn: true}]),
  };
}

/** The options step's calls: the allowed source, 10 minutes left. */
export function storyImportOptionsClient(): ImportOptionsClient {
  return {
    probe: () => Promise.resolve(allowedSource),
    getCredits: () => Promise.resolve({plan: 'free', availableSeconds: 600}),
    listEngines: () => Promise.resolve([{id: 'nada', label: 'Nada', stems: ['2', '4'], builtIn: true}]),
    submitImport: () => Promise.resolve({id: 'job-import'}),
  };
}

/** The preview step's calls, following `job`. */
export function storyImportResultClient(job: ImportJobLike | null): ImportResultClient {
  return {
    jobs: storyTransport(job),
    cancelJob: () => Promise.resolve(),
    getCredits: () => Promise.resolve({plan: 'free', availableSeconds: 355}),
  };
}

/** Signed URLs of a one-file result. */
export const storyAudioClient: AudioResultClient = {
  signedFileUrl: () => Promise.resolve({url: silence('audio'), expiresAt: '2099-12-31T00:00:00Z'}),
};
