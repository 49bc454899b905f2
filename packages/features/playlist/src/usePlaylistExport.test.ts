import {act, renderHook, waitFor} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {PlaylistExporter, PlaylistExportJob} from './playlistExport';
import {doneExportJob, exportJob, storyExporter} from './storybook/exporter';
import {usePlaylistExport} from './usePlaylistExport';

/** An event stream carrying `jobs`, one event each, then ending. */
function eventsOf(...jobs: PlaylistExportJob[]): ReadableStream<Uint8Array> {
  const text = jobs.map((job, index) => `id: ${index + 1}\ndata: ${JSON.stringify(job)}\n\n`).join('');
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
}

const refusal = (code: string) => Object.assign(new Error(code), {code, status: 409});

afterEach(() => vi.restoreAllMocks());

describe('usePlaylistExport', () => {
  it('submits the playlist in the chosen format with an idempotency key and follows the job to its zip', async () => {
    const submit = vi.fn(async () => exportJob({status: 'queued', stage: null, percent: 0}));
    const base = storyExporter();
    const exporter = storyExporter({
      submit,
      jobs: {...base.jobs, openEvents: async () => eventsOf(exportJob(), doneExportJob)},
    });
    const {result} = renderHook(() => usePlaylistExport(exporter, 'story-playlist'));
    expect(result.current.state).toEqual({status: 'idle'});

    await act(() => result.current.start('original'));
    expect(submit).toHaveBeenCalledWith(
      'story-playlist',
      'original',
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    expect(result.current.format).toBe('original');
    await waitFor(() => expect(result.current.state).toEqual({status: 'job', job: doneExportJob}));
  });

  it('downloads the finished zip from a signed URL, and says why when it cannot', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const base = storyExporter();
    const signedFileUrl = vi
      .fn<typeof base.jobs.signedFileUrl>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({url: 'https://files.example/zip-1', expiresAt: '2099-01-01T00:00:00Z'});
    const exporter = storyExporter({
      jobs: {...base.jobs, signedFileUrl, openEvents: async () => eventsOf(doneExportJob)},
    });
    const {result} = renderHook(() => usePlaylistExport(exporter, 'story-playlist'));
    await act(() => result.current.start('mp3'));
    await waitFor(() => expect(result.current.state.status).toBe('job'));

    await act(() => result.current.download());
    expect(result.current.downloadError).toBe('NETWORK');
    expect(click).not.toHaveBeenCalled();

    await act(() => result.current.download());
    expect(signedFileUrl).toHaveBeenLastCalledWith('zip-1', 'attachment');
    expect(result.current.downloadError).toBeNull();
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).href).toBe('https://files.example/zip-1');
  });

  it('reports a refused submission by its code, and the retry is the same submission', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const submit = vi
      .fn<ReturnType<typeof storyExporter>['submit']>()
      .mockRejectedValueOnce(refusal('PLAYLIST_TRACK_UNAVAILABLE'))
      .mockResolvedValue(exportJob());
    const {result} = renderHook(() => usePlaylistExport(storyExporter({submit}), 'story-playlist'));

    await act(() => result.current.start('mp3'));
    expect(result.current.state).toEqual({status: 'error', code: 'PLAYLIST_TRACK_UNAVAILABLE'});

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.status).toBe('job'));
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]).toEqual(submit.mock.calls[0]);
  });

  it('makes a new job when asked again after one was made', async () => {
    let made = 0;
    const submit = vi.fn<PlaylistExporter['submit']>(async () => exportJob({id: `export-${++made}`}));
    const base = storyExporter();
    const exporter = storyExporter({
      submit,
      jobs: {...base.jobs, openEvents: async () => eventsOf(doneExportJob)},
    });
    const {result} = renderHook(() => usePlaylistExport(exporter, 'story-playlist'));
    await act(() => result.current.start('mp3'));
    await waitFor(() => expect(result.current.state.status).toBe('job'));
    await act(() => result.current.start('mp3'));
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]?.[2]).not.toBe(submit.mock.calls[0]?.[2]);
  });

  it('explains a job it cannot follow by the API’s code', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const base = storyExporter();
    const gone = refusal('JOB_NOT_FOUND');
    const exporter = storyExporter({jobs: {...base.jobs, openEvents: () => Promise.reject(gone)}});
    const {result} = renderHook(() => usePlaylistExport(exporter, 'story-playlist'));
    await act(() => result.current.start('mp3'));
    await waitFor(() => expect(result.current.state).toEqual({status: 'error', code: 'JOB_NOT_FOUND'}));
  });

  it('starts nothing without an exporter', async () => {
    const {result} = renderHook(() => usePlaylistExport(undefined, 'story-playlist'));
    await act(() => result.current.start('mp3'));
    expect(result.current.state).toEqual({status: 'idle'});
  });
});

describe('usePlaylistExport with the page keeping the job', () => {
  it('follows the export the page names (a reload, the history’s Open) and reports each new one', async () => {
    const base = storyExporter();
    const exporter = storyExporter({
      submit: async () => exportJob({id: 'export-2'}),
      jobs: {...base.jobs, openEvents: async () => eventsOf(doneExportJob)},
    });
    const onJobIdChange = vi.fn();
    const {result} = renderHook(() =>
      usePlaylistExport(exporter, 'story-playlist', {jobId: 'export-1', onJobIdChange}),
    );
    await waitFor(() => expect(result.current.state).toEqual({status: 'job', job: doneExportJob}));
    expect(result.current.format).toBe('mp3');
    await act(() => result.current.start('original'));
    expect(onJobIdChange.mock.calls).toEqual([[null], ['export-2']]);
  });

  it('ignores an export of another playlist', async () => {
    const base = storyExporter();
    const exporter = storyExporter({jobs: {...base.jobs, openEvents: async () => eventsOf(doneExportJob)}});
    const {result} = renderHook(() => usePlaylistExport(exporter, 'other-playlist', {jobId: 'export-1'}));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(result.current.state).toEqual({status: 'idle'});
  });
});
