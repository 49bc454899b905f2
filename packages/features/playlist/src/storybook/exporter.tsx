import {historyMessages} from '@nada/jobs';
import type {ReactNode} from 'react';
import type {PlaylistExporter, PlaylistExportJob} from '../playlistExport';
import {T} from './StoryText';

/** A `playlist-export` job of the stories and tests, running unless `overrides` say otherwise. */
export function exportJob(overrides: Partial<PlaylistExportJob> = {}): PlaylistExportJob {
  return {
    id: 'export-1',
    kind: 'playlist-export',
    status: 'running',
    stage: 'tracks',
    percent: 40,
    params: {playlistId: 'story-playlist', format: 'mp3'},
    inputFiles: [],
    result: null,
    error: null,
    createdAt: '2026-11-22T08:30:00Z',
    startedAt: '2026-11-22T08:30:01Z',
    finishedAt: null,
    ...overrides,
  };
}

/** The same job, done: a zip of six songs as MP3. */
export const doneExportJob = exportJob({
  status: 'succeeded',
  stage: null,
  percent: 100,
  finishedAt: '2026-11-22T08:30:25Z',
  result: {
    fileIds: ['zip-1'],
    files: [{id: 'zip-1', name: 'Latihan paduan suara Minggu.zip', durationSeconds: null, expiresAt: null}],
    data: {fileId: 'zip-1', trackCount: 6, format: 'mp3', durationSeconds: 1512},
  },
});

/** The app's texts of the export's error codes, as the stories show them (the app's one map has them). */
const ERROR_TEXTS: Record<string, [string, string]> = {
  PLAYLIST_EMPTY: [
    'Playlist ini belum berisi lagu. Tambahkan dulu, lalu ekspor.',
    'This playlist has no tracks yet. Add some, then export it.',
  ],
  PLAYLIST_TRACK_UNAVAILABLE: [
    'Salah satu lagu di playlist ini sudah tidak tersedia. Hapus dari playlist, lalu ekspor lagi.',
    'A track of this playlist is no longer available. Remove it from the playlist, then export again.',
  ],
  NETWORK: [
    'Nada tidak bisa dihubungi. Periksa koneksimu, lalu coba lagi.',
    'We could not reach Nada. Check your connection and try again.',
  ],
};

/** The text of an error code in the story's language. */
export function storyErrorText(code: string | null | undefined): ReactNode {
  const [id, en] = ERROR_TEXTS[code ?? ''] ?? ['Terjadi kesalahan.', 'Something went wrong.'];
  return <T id={id} en={en} />;
}

/** An exporter answering from the fixtures, with `overrides` taking over; following never ends. */
export function storyExporter(overrides: Partial<PlaylistExporter> = {}): PlaylistExporter {
  return {
    jobs: {
      getJob: async () => exportJob(),
      openEvents: () => new Promise(() => {}),
      cancelJob: async () => exportJob({status: 'canceled'}),
      signedFileUrl: async () => ({url: 'https://nada.example/zip-1', expiresAt: '2099-01-01T00:00:00Z'}),
    },
    submit: async () => exportJob({status: 'queued', stage: null, percent: 0}),
    stages: (intl) => [
      {id: 'tracks', label: intl.formatMessage(historyMessages.playlistExportStageTracks)},
      {id: 'archive', label: intl.formatMessage(historyMessages.playlistExportStageArchive)},
    ],
    errorText: storyErrorText,
    ...overrides,
  };
}
