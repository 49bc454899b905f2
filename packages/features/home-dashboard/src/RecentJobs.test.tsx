import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {RecentJobs} from './RecentJobs';
import {recentJobs} from './storybook/fixtures';
import {renderHomeDashboard} from './test/render';

describe('RecentJobs', () => {
  it('lists each job with its status, a bar only while unfinished, linking to its result', () => {
    renderHomeDashboard(
      <RecentJobs jobs={{status: 'ready', data: recentJobs}} onRetry={() => {}} historyHref="/en/history" />,
      {
        locale: 'en',
      },
    );
    const rows = within(screen.getByRole('list', {name: 'Recent jobs'})).getAllByRole('listitem');
    expect(rows.map((row) => row.dataset.status)).toEqual([
      'queued',
      'running',
      'succeeded',
      'failed',
      'canceled',
    ]);
    expect(
      within(rows[1] as HTMLElement).getByRole('progressbar', {name: 'Progress of Kopi Dangdut'}),
    ).toHaveAttribute('aria-valuenow', '40');
    // A waiting job has not started: its bar has no value yet.
    expect(within(rows[0] as HTMLElement).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    expect(within(rows[2] as HTMLElement).queryByRole('progressbar')).toBeNull();
    expect(within(rows[2] as HTMLElement).getByText('Done')).toBeVisible();
    expect(within(rows[3] as HTMLElement).getByText('Failed')).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByRole('link')).toHaveAttribute('href', '#j3');
    expect(screen.getByRole('link', {name: 'See all history'})).toHaveAttribute('href', '/en/history');
  });

  it('says Indonesian statuses on Indonesian pages', () => {
    renderHomeDashboard(
      <RecentJobs jobs={{status: 'ready', data: recentJobs}} onRetry={() => {}} historyHref="/riwayat" />,
    );
    expect(screen.getByRole('heading', {name: 'Pekerjaan terbaru'})).toBeVisible();
    expect(screen.getByText('Menunggu')).toBeVisible();
    expect(screen.getByRole('progressbar', {name: 'Progres Kopi Dangdut'})).toBeVisible();
  });

  it('says under each name what made the job, so jobs of one song tell apart', () => {
    const jobs = recentJobs.slice(2, 4).map((job, index) => ({
      ...job,
      name: 'Starlight Demo',
      detail: ['Minus one · 2 stem · nada asli · MP3', 'Dibuat dengan AI'][index],
    }));
    renderHomeDashboard(
      <RecentJobs jobs={{status: 'ready', data: jobs}} onRetry={() => {}} historyHref="#" />,
    );
    const rows = within(screen.getByRole('list', {name: 'Pekerjaan terbaru'})).getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveTextContent(
      /Starlight Demo\s*Minus one · 2 stem · nada asli · MP3/,
    );
    expect(within(rows[1] as HTMLElement).getByText('Dibuat dengan AI')).toBeVisible();
  });

  it('says it is loading, and offers to read again when reading failed', async () => {
    const onRetry = vi.fn();
    const {rerender} = renderHomeDashboard(
      <RecentJobs jobs={{status: 'loading'}} onRetry={onRetry} historyHref="#" />,
      {
        locale: 'en',
      },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your recent jobs…');
    rerender(<RecentJobs jobs={{status: 'error'}} onRetry={onRetry} historyHref="#" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your recent jobs could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', {name: 'Try again'}));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('draws each job with the app’s renderJob when it gives one', () => {
    renderHomeDashboard(
      <RecentJobs
        jobs={{status: 'ready', data: recentJobs.slice(0, 2)}}
        onRetry={() => {}}
        historyHref="#"
        renderJob={(job) => <li>{`${job.name}!`}</li>}
      />,
    );
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'Bengawan Solo!',
      'Kopi Dangdut!',
    ]);
  });
});
