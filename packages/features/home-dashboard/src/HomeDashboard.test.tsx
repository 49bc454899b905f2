import {screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {HomeDashboard, RECENT_JOBS, RECENT_PLAYLISTS, type HomeDashboardClient} from './HomeDashboard';
import {fakeHomeClient, homeHrefs} from './storybook/client';
import {playlists, recentJobs} from './storybook/fixtures';
import {renderHomeDashboard} from './test/render';
import type {RecentJob} from './types';

function renderHome(client: HomeDashboardClient<RecentJob>) {
  return renderHomeDashboard(
    <HomeDashboard
      client={client}
      toRecentJob={(job) => job}
      planName={(id) => (id === 'free' ? 'Free' : id)}
      hrefs={homeHrefs}
      playlistHref={(id) => `/en/v3/playlist?id=${id}`}
    />,
    {locale: 'en'},
  );
}

/** An event stream that sends the job once, as a `progress` event, and stays open. */
function eventsOf(job: RecentJob): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(
        new TextEncoder().encode(`id: 1\nevent: progress\ndata: ${JSON.stringify(job)}\n\n`),
      );
    },
  });
}

describe('HomeDashboard', () => {
  it('welcomes a user with no jobs yet and leads them to minus one', async () => {
    renderHome(fakeHomeClient({jobs: []}));
    expect(await screen.findByRole('heading', {name: 'Welcome to Nada!'})).toBeVisible();
    expect(screen.getByRole('link', {name: 'Make my first minus one'})).toHaveAttribute('href', '#minusone');
    expect(screen.queryByRole('heading', {name: 'Recent jobs'})).toBeNull();
  });

  it('reads the newest few jobs and playlists, and follows an unfinished job until it moves', async () => {
    const client = fakeHomeClient({jobs: recentJobs, playlists});
    const running = recentJobs.find((job) => job.status === 'running');
    if (!running) throw new Error('the fixtures have a running job');
    const listJobs = vi.spyOn(client, 'listJobs');
    const listPlaylists = vi.spyOn(client, 'listPlaylists');
    client.openEvents = async (id) =>
      eventsOf({...(recentJobs.find((job) => job.id === id) ?? running), percent: 70});
    renderHome(client);
    const list = await screen.findByRole('list', {name: 'Recent jobs'});
    expect(listJobs).toHaveBeenCalledWith(RECENT_JOBS);
    expect(listPlaylists).toHaveBeenCalledWith(RECENT_PLAYLISTS);
    expect(within(list).getAllByRole('listitem')).toHaveLength(recentJobs.length);
    const bar = screen.getByRole('progressbar', {name: `Progress of ${running.name}`});
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '70'));
    const yours = await screen.findByRole('region', {name: 'Your playlists'});
    expect(within(yours).getByRole('link', {name: /Latihan Jumat/})).toHaveAttribute(
      'href',
      '/en/v3/playlist?id=p1',
    );
  });

  it('offers to read a part again when it fails', async () => {
    const client = fakeHomeClient({jobs: 'error'});
    renderHome(client);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your recent jobs could not be loaded.');
    client.listJobs = async () => [];
    await userEvent.click(within(alert).getByRole('button', {name: 'Try again'}));
    expect(await screen.findByRole('heading', {name: 'Welcome to Nada!'})).toBeVisible();
  });
});
