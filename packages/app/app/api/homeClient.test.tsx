// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import {cleanup, configure, render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import homeDashboardEn from '@nada/home-dashboard/lang/en.json';
import jobsEn from '@nada/jobs/lang/en.json';
import uiEn from '@nada/ui/lang/en.json';
import {IntlProvider} from 'react-intl';
import {MemoryRouter} from 'react-router';
import {afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import en from '../../lang/en.json';
import {HomeDashboard} from '@nada/home-dashboard';
import {RouterLink} from '../components/RouterLink';
import {separateParamsDefaults} from './schemaValues.generated';
import {testJob as job} from '../../test/fixtures/job';
import type {Job, SeparationJob} from '../jobs/jobTypes';
import {localePath} from '../routing/paths';
import {homeClient, useRecentJobView} from './homeClient';

const jobApi = vi.hoisted(() => ({
  listJobs: vi.fn(),
  getCredits: vi.fn(),
  jobsClient: {getJob: vi.fn(), openEvents: vi.fn()},
}));
const playlistApi = vi.hoisted(() => ({listPlaylists: vi.fn()}));
vi.mock('./jobApi', () => jobApi);
vi.mock('./playlistApi', () => playlistApi);
vi.mock('../auth/session', () => ({connectSession: async () => undefined}));

beforeAll(() => configure({asyncUtilTimeout: 5000}));
afterEach(cleanup);

/** The home as the page composes it, in English. */
function Home() {
  return (
    <HomeDashboard
      client={homeClient}
      toRecentJob={useRecentJobView()}
      planName={(id) => (id === 'free' ? 'Free' : id)}
      hrefs={{
        minusOne: localePath('v3-minusone', 'en'),
        fromLink: localePath('v3-generate_fr_yt', 'en'),
        generate: localePath('v3-generate_ai', 'en'),
        tools: localePath('tone-sound', 'en'),
        history: localePath('history', 'en'),
        plans: localePath('v3-pricing', 'en'),
        playlists: localePath('v3-playlist', 'en'),
      }}
      playlistHref={(id) => `${localePath('v3-playlist', 'en')}?id=${encodeURIComponent(id)}`}
      linkComponent={RouterLink}
    />
  );
}

function renderHome() {
  return render(
    <MemoryRouter>
      <IntlProvider
        locale="en"
        messages={{...uiEn, ...jobsEn, ...homeDashboardEn, ...en}}
        onError={(error) => {
          throw error;
        }}
      >
        <Home />
      </IntlProvider>
    </MemoryRouter>,
  );
}

/** An event stream that sends the job once, as a `progress` event, and stays open. */
function eventsOf(job: Job): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(
        new TextEncoder().encode(`id: 1\nevent: progress\ndata: ${JSON.stringify(job)}\n\n`),
      );
    },
  });
}

beforeEach(() => {
  jobApi.listJobs.mockReset();
  jobApi.jobsClient.openEvents.mockReset();
  jobApi.jobsClient.getJob.mockReset().mockImplementation(() => new Promise(() => undefined));
  jobApi.getCredits.mockReset().mockResolvedValue({
    plan: 'free',
    monthlySeconds: 1800,
    usedSeconds: 600,
    reservedSeconds: 0,
    availableSeconds: 1200,
    periodStart: '2026-11-01T00:00:00.000Z',
    periodEnd: '2026-12-01T00:00:00.000Z',
  });
  playlistApi.listPlaylists.mockReset().mockResolvedValue({items: [], nextCursor: null});
});

// The wiring: what the API answers reaches the parts (their states are tested in @nada/home-dashboard),
// a running job is followed live, and the links go through the router to the page's locale.
describe('the home client', () => {
  it('welcomes a user with no jobs yet and leads them to minus one', async () => {
    jobApi.listJobs.mockResolvedValue({items: [], nextCursor: null});
    renderHome();
    expect(await screen.findByRole('heading', {name: 'Welcome to Nada!'})).toBeVisible();
    expect(screen.getByRole('link', {name: 'Make my first minus one'})).toHaveAttribute(
      'href',
      '/en/v3/minusone',
    );
    expect(screen.queryByRole('heading', {name: 'Recent jobs'})).toBeNull();
  });

  it('lists the newest jobs with their status, a running one with its progress, each linking to its result', async () => {
    const running = job('j2', 'Bengawan Solo', {status: 'running', percent: 40});
    jobApi.listJobs.mockResolvedValue({items: [running, job('j1', 'Kopi Dangdut')], nextCursor: 'c'});
    // The running job is read once, then its events say it has come further: its bar follows.
    jobApi.jobsClient.getJob.mockResolvedValue(running);
    jobApi.jobsClient.openEvents.mockImplementation(async () => eventsOf({...running, percent: 70}));
    renderHome();
    const list = await screen.findByRole('list', {name: 'Recent jobs'});
    expect(jobApi.listJobs).toHaveBeenCalledWith({}, undefined, 5);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const runningRow = rows[0] as HTMLElement;
    const done = rows[1] as HTMLElement;
    expect(runningRow).toHaveAttribute('data-status', 'running');
    const bar = screen.getByRole('progressbar', {name: 'Progress of Bengawan Solo'});
    expect(runningRow).toContainElement(bar);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '70'));
    expect(jobApi.jobsClient.openEvents).toHaveBeenCalledTimes(1);
    expect(within(runningRow).getByRole('link')).toHaveAttribute('href', '/en/v3/minusone?job=j2');
    expect(within(done).getByText('Done')).toBeVisible();
    expect(within(done).queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('heading', {name: 'Welcome to Nada!'})).toBeNull();
  });

  it('says under each job the tool and settings that made it, so jobs of one song tell apart (issue 42)', async () => {
    const fourStemsUp: Partial<SeparationJob> = {
      params: {...separateParamsDefaults, stems: '4', semitones: 2},
    };
    jobApi.listJobs.mockResolvedValue({
      items: [
        job('j4', 'Starlight Demo'),
        job('j3', 'Starlight Demo', fourStemsUp),
        job('j2', 'Starlight Demo', {
          kind: 'transform',
          params: {operation: 'analyse', locale: 'en'},
        } as Partial<Job>),
        job('j1', 'Starlight Demo', {kind: 'generate', params: {prompt: 'Starlight Demo'}} as Partial<Job>),
      ],
      nextCursor: null,
    });
    renderHome();
    const rows = within(await screen.findByRole('list', {name: 'Recent jobs'})).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.home__job-detail')?.textContent)).toEqual([
      'Minus one · 2 stems · original key · tempo 100% · MP3',
      'Minus one · 4 stems · +2 semitones · tempo 100% · MP3',
      'File tools · BPM & key',
      'Made with AI',
    ]);
  });

  it('shows the credits left with the renewal date and plan, and a few playlists', async () => {
    jobApi.listJobs.mockResolvedValue({items: [job('j1', 'Kopi Dangdut')], nextCursor: null});
    playlistApi.listPlaylists.mockResolvedValue({
      items: [
        {
          id: 'p1',
          title: 'Latihan Jumat',
          description: '',
          visibility: 'private',
          itemCount: 3,
          durationSeconds: 540,
          createdAt: '',
          updatedAt: '',
        },
      ],
      nextCursor: null,
    });
    renderHome();
    const credits = await screen.findByRole('region', {name: 'Your credits'});
    expect(await within(credits).findByText('20 minutes left of 30 minutes')).toBeVisible();
    expect(within(credits).getByText('December 1, 2026')).toHaveAttribute(
      'datetime',
      '2026-12-01T00:00:00.000Z',
    );
    expect(within(credits).getByText('Plan: Free')).toBeVisible();
    const playlists = screen.getByRole('region', {name: 'Your playlists'});
    expect(await within(playlists).findByRole('link', {name: /Latihan Jumat/})).toHaveAttribute(
      'href',
      '/en/v3/playlist?id=p1',
    );
    expect(within(playlists).getByText('3 songs')).toBeVisible();
    expect(playlistApi.listPlaylists).toHaveBeenCalledWith(undefined, 4);
  });

  it('offers to read a part again when it fails', async () => {
    jobApi.listJobs
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({items: [], nextCursor: null});
    renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your recent jobs could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', {name: 'Try again'}));
    expect(await screen.findByRole('heading', {name: 'Welcome to Nada!'})).toBeVisible();
  });
});
