import {act, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {JobProgress} from './JobProgress';
import {renderJobs} from './test/render';
import type {JobStage} from './types';

const stages: JobStage[] = [
  {id: 'decode', label: 'Membaca berkas'},
  {id: 'separate', label: 'Memisahkan vokal dan musik'},
  {id: 'encode', label: 'Menulis berkas hasil'},
];

const stageItems = (name = 'Tahapan') => within(screen.getByRole('list', {name})).getAllByRole('listitem');

afterEach(() => {
  vi.useRealTimers();
});

describe('JobProgress', () => {
  it('waits for a free worker with an open-ended bar and can be canceled', async () => {
    const onCancel = vi.fn();
    renderJobs(<JobProgress stages={stages} status="queued" onCancel={onCancel} />, {locale: 'en'});
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for a free worker…');
    expect(screen.getByRole('progressbar', {name: 'Progress'})).not.toHaveAttribute('aria-valuenow');
    expect(stageItems('Stages').map((item) => item.getAttribute('data-state'))).toEqual([
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    await userEvent.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', {name: 'Try again'})).not.toBeInTheDocument();
  });

  it('highlights the running stage, checks the finished ones and shows the percent', () => {
    renderJobs(<JobProgress stages={stages} stage="separate" percent={42} status="running" />);
    const [decode, separate, encode] = stageItems();
    expect(decode).toHaveAttribute('data-state', 'done');
    expect(decode).toHaveTextContent('Membaca berkas (selesai)');
    expect(separate).toHaveAttribute('aria-current', 'step');
    expect(encode).toHaveAttribute('data-state', 'upcoming');
    expect(screen.getByRole('progressbar', {name: 'Kemajuan'})).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Memisahkan vokal dan musik…')).toBeInTheDocument();
  });

  it('announces a change of stage, not every percent', () => {
    const {rerender} = renderJobs(
      <JobProgress stages={stages} stage="decode" percent={5} status="running" />,
    );
    const live = screen.getByRole('status');
    expect(live).toHaveTextContent('Membaca berkas…Tahap 1 dari 3');
    rerender(<JobProgress stages={stages} stage="decode" percent={9} status="running" />);
    expect(live).toHaveTextContent('Membaca berkas…Tahap 1 dari 3');
    expect(live).not.toHaveTextContent('9');
    rerender(<JobProgress stages={stages} stage="separate" percent={12} status="running" />);
    expect(live).toHaveTextContent('Memisahkan vokal dan musik…Tahap 2 dari 3');
    rerender(<JobProgress stages={stages} stage="encode" percent={100} status="succeeded" />);
    expect(live).toHaveTextContent('Selesai');
  });

  it('checks every stage and fills the bar when the job succeeded', () => {
    renderJobs(<JobProgress stages={stages} stage="encode" percent={97} status="succeeded" />);
    expect(stageItems().every((item) => item.getAttribute('data-state') === 'done')).toBe(true);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows where and why a job failed, and retries it', async () => {
    const onRetry = vi.fn();
    const onCancel = vi.fn();
    renderJobs(
      <JobProgress
        stages={stages}
        stage="separate"
        percent={30}
        status="failed"
        error="Audio berkas ini tidak bisa dibaca."
        onRetry={onRetry}
        onCancel={onCancel}
      />,
    );
    expect(stageItems()[1]).toHaveAttribute('data-state', 'failed');
    expect(stageItems()[1]).toHaveTextContent('(gagal)');
    expect(screen.getByRole('alert')).toHaveTextContent('Audio berkas ini tidak bisa dibaca.');
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-tone', 'danger');
    expect(screen.queryByRole('button', {name: 'Batalkan'})).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Coba lagi'}));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('falls back to a generic reason and offers a new start after a cancel', async () => {
    const onRetry = vi.fn();
    const {rerender} = renderJobs(<JobProgress stages={stages} stage="decode" status="failed" />, {
      locale: 'en',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was charged for it. You can try again.');
    rerender(<JobProgress stages={stages} stage="separate" status="canceled" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveTextContent('Canceled');
    await userEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says what a cancel means when it is told, without a warning', () => {
    renderJobs(
      <JobProgress stages={stages} stage="separate" status="canceled" error="Your minutes were not used." />,
      {locale: 'en'},
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your minutes were not used.');
    expect(screen.getByRole('alert')).toHaveAttribute('data-status', 'canceled');
    expect(screen.getByRole('alert').querySelector('svg')).toBeNull();
  });

  it('counts the elapsed time every second while the job runs and stops at the end', () => {
    vi.useFakeTimers({now: new Date('2026-11-25T08:00:00Z')});
    const startedAt = new Date('2026-11-25T07:58:55Z');
    const {rerender} = renderJobs(
      <JobProgress stages={stages} stage="decode" status="running" startedAt={startedAt} />,
    );
    expect(screen.getByText('1:05')).toHaveAttribute('dateTime', 'PT1M5S');
    expect(screen.getByText(/Waktu berjalan/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('1:07')).toBeInTheDocument();
    rerender(
      <JobProgress
        stages={stages}
        stage="encode"
        status="succeeded"
        startedAt={startedAt}
        finishedAt={new Date('2026-11-25T08:00:30Z')}
      />,
    );
    expect(screen.getByText('1:35')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('1:35')).toBeInTheDocument();
  });

  it('starts at the first stage before any report, and highlights none for a stage it does not list', () => {
    const {rerender} = renderJobs(<JobProgress stages={stages} status="running" />);
    expect(stageItems()[0]).toHaveAttribute('aria-current', 'step');
    rerender(<JobProgress stages={stages} stage="store" percent={99} status="running" />);
    expect(screen.queryByRole('listitem', {current: 'step'})).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sedang diproses…');
  });

  it('shows a given elapsed time as it is', () => {
    renderJobs(<JobProgress stages={stages} status="running" elapsedSeconds={3725} />);
    expect(screen.getByText('1:02:05')).toBeInTheDocument();
  });
});
