import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {HistoryList} from './HistoryList';
import {HistoryRow} from './HistoryRow';
import {HISTORY_JOBS} from './storybook/history';
import {renderJobs} from './test/render';
import type {JobLike, JobPage, JobsClient} from './types';

type Client = Pick<JobsClient<JobLike>, 'listJobs' | 'deleteJob' | 'archiveUrl' | 'signedFileUrl'>;

function client(change: Partial<Client> = {}): Client {
  return {
    listJobs: vi.fn(() => Promise.resolve<JobPage<JobLike>>({items: HISTORY_JOBS, nextCursor: null})),
    deleteJob: vi.fn(() => Promise.resolve()),
    archiveUrl: vi.fn(() => Promise.resolve('https://files.test/all.zip')),
    signedFileUrl: vi.fn(() =>
      Promise.resolve({url: 'https://files.test/one', expiresAt: '2026-12-08T00:00:00Z'}),
    ),
    ...change,
  };
}

function renderHistory(api: Client, kind?: string) {
  return renderJobs(
    <>
      <h1 id="title">History</h1>
      <HistoryList
        client={api}
        kind={kind}
        kindOptions={[{value: 'separate', label: 'Minus one'}]}
        labelledBy="title"
        emptyAction={<a href="#start">Start</a>}
        renderRow={(job, onDeleted) => (
          <HistoryRow
            job={job}
            name={job.inputFiles[0]?.name ?? job.id}
            facts={<span>facts of {job.id}</span>}
            client={api}
            errorText={(code) => `Error ${code ?? ''}`}
            onDeleted={onDeleted}
          />
        )}
      />
    </>,
    {locale: 'en'},
  );
}

describe('HistoryList', () => {
  it('lists the jobs with their status and facts, and loads the next page with the cursor', async () => {
    const listJobs = vi
      .fn<Client['listJobs']>()
      .mockResolvedValueOnce({items: HISTORY_JOBS.slice(0, 1), nextCursor: 'c1'})
      .mockResolvedValueOnce({items: HISTORY_JOBS.slice(1, 2), nextCursor: null});
    renderHistory(client({listJobs}), 'separate');
    const list = await screen.findByRole('list', {name: 'History'});
    const first = within(list).getByText('Bengawan Solo.mp3').closest('li');
    expect(first).toHaveTextContent('facts of job-1');
    expect(first).toHaveTextContent('Done');
    expect(listJobs).toHaveBeenLastCalledWith({kind: 'separate'});
    await userEvent.click(screen.getByRole('button', {name: 'Load more'}));
    const failed = (await screen.findByText('Rayuan Pulau Kelapa.mp3')).closest('li');
    expect(listJobs).toHaveBeenLastCalledWith({kind: 'separate'}, 'c1');
    expect(failed).toHaveTextContent('Error AUDIO_NO_STREAM The minutes for this song were not used.');
    expect(screen.queryByRole('button', {name: 'Load more'})).not.toBeInTheDocument();
  });

  it('filters by status', async () => {
    const api = client();
    renderHistory(api);
    await screen.findByRole('list', {name: 'History'});
    await userEvent.click(screen.getByRole('combobox', {name: 'Status'}));
    await userEvent.click(await screen.findByRole('option', {name: 'Failed'}));
    expect(api.listJobs).toHaveBeenLastCalledWith({status: 'failed'});
  });

  it('deletes a job after confirmation and says so', async () => {
    const api = client();
    renderHistory(api);
    const row = (await screen.findByText('Bengawan Solo.mp3')).closest('li');
    if (!row) throw new Error('no row');
    await userEvent.click(within(row).getByRole('button', {name: 'Delete'}));
    const dialog = await screen.findByRole('alertdialog', {name: 'Delete Bengawan Solo.mp3?'});
    await userEvent.click(within(dialog).getByRole('button', {name: 'Delete'}));
    expect(api.deleteJob).toHaveBeenCalledWith('job-1');
    expect(await screen.findByText('Bengawan Solo.mp3 has been deleted.')).toBeInTheDocument();
    expect(screen.queryByText('Bengawan Solo.mp3')).not.toBeInTheDocument();
  });

  it('shows an error with a retry, then the empty state with its action', async () => {
    const listJobs = vi
      .fn<Client['listJobs']>()
      .mockRejectedValueOnce(Object.assign(new Error('x'), {code: 'NOT_READY', status: 503}))
      .mockResolvedValueOnce({items: [], nextCursor: null});
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderHistory(client({listJobs}));
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load your history.');
    await userEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Start'})).toBeInTheDocument();
  });
});
