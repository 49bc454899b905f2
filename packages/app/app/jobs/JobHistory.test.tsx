// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import {cleanup, configure, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import generationWizardEn from '@nada/generation-wizard/lang/en.json';
import jobsEn from '@nada/jobs/lang/en.json';
import uiEn from '@nada/ui/lang/en.json';
import {IntlProvider} from 'react-intl';
import {MemoryRouter} from 'react-router';
import {afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import en from '../../lang/en.json';
import {ApiRequestError} from '../api/client';
import {AppPlaylists} from '../components/AppPlaylists';
import {JobHistory} from './JobHistory';
import {DEFAULT_SEPARATION_PARAMS, type Job} from './jobTypes';

const api = vi.hoisted(() => ({listJobs: vi.fn(), deleteJob: vi.fn(), archiveUrl: vi.fn()}));
vi.mock('../api/jobApi', () => ({...api, jobsClient: api}));
vi.mock('../auth/session', () => ({
  connectSession: async () => undefined,
  signedInUser: async () => null,
  endSessionFor: async () => false,
  // The playlist menu's client (api/sessionClient.ts) is built on it.
  browserApiSession: {currentUser: async () => null, endSessionFor: async () => false},
}));

beforeAll(() => configure({asyncUtilTimeout: 5000}));
afterEach(cleanup);

function job(id: string, name: string, change: Partial<Job> = {}): Job {
  return {
    id,
    kind: 'separate',
    status: 'succeeded',
    stage: null,
    percent: 100,
    inputFileIds: [`${id}-in`],
    inputFiles: [
      {
        id: `${id}-in`,
        name: `${name}.mp3`,
        contentType: 'audio/mpeg',
        sizeBytes: 1,
        durationSeconds: 187,
        expiresAt: null,
      },
    ],
    params: {...DEFAULT_SEPARATION_PARAMS, stems: '4', semitones: -1, tempo: 1.1, format: 'flac'},
    result: {
      fileIds: [`${id}-v`],
      files: [
        {
          id: `${id}-v`,
          name: `${name} (vocals).flac`,
          contentType: 'audio/flac',
          sizeBytes: 1,
          durationSeconds: 170,
          expiresAt: new Date(Date.now() + 3 * 86_400_000 - 60_000).toISOString(),
        },
      ],
      data: {
        stems: [{name: 'vocals', fileId: `${id}-v`, peaksFileId: `${id}-vp`}],
        input: {
          fileId: `${id}-in`,
          peaksFileId: `${id}-inp`,
          durationSeconds: 187,
          bpm: 96,
          key: 'A minor',
          loudness: -14,
        },
        durationSeconds: 170,
        engine: 'dsp',
        semitones: -1,
        tempo: 1.1,
        format: 'flac',
      },
    },
    error: null,
    attempts: 1,
    maxAttempts: 3,
    createdAt: '2026-11-20T08:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...change,
  } as Job;
}

function renderList(kind?: string) {
  return render(
    <MemoryRouter>
      <IntlProvider
        locale="en"
        messages={{...uiEn, ...generationWizardEn, ...jobsEn, ...en}}
        onError={(error) => {
          throw error;
        }}
      >
        <h1 id="title">History</h1>
        <AppPlaylists>
          <JobHistory kind={kind} labelledBy="title" />
        </AppPlaylists>
      </IntlProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  api.listJobs.mockReset();
  api.deleteJob.mockReset();
});

describe('JobHistory', () => {
  it('lists jobs with their settings, status and expiry, and loads the next page with the cursor', async () => {
    api.listJobs
      .mockResolvedValueOnce({items: [job('j1', 'Bengawan Solo')], nextCursor: 'c1'})
      .mockResolvedValueOnce({
        items: [
          job('j2', 'Rayuan Pulau Kelapa', {
            status: 'failed',
            result: null,
            error: {code: 'AUDIO_NO_STREAM', message: 'x'},
          }),
        ],
        nextCursor: null,
      });
    renderList('separate');
    const list = await screen.findByRole('list', {name: 'History'});
    const first = within(list).getByText('Bengawan Solo').closest('li');
    if (!first) throw new Error('no row');
    expect(first).toHaveTextContent('3:07');
    expect(first).toHaveTextContent('4 stems · -1 semitone · tempo 110% · FLAC');
    expect(first).toHaveTextContent('Done');
    expect(first).toHaveTextContent('Deleted in 3 days');
    expect(api.listJobs).toHaveBeenLastCalledWith({kind: 'separate'});

    await userEvent.click(screen.getByRole('button', {name: 'Load more'}));
    const failed = (await screen.findByText('Rayuan Pulau Kelapa')).closest('li');
    expect(api.listJobs).toHaveBeenLastCalledWith({kind: 'separate'}, 'c1');
    expect(failed).toHaveTextContent(
      'This file has no sound in it (a video without an audio track, for example). The minutes for this song were not used.',
    );
    expect(screen.queryByRole('button', {name: 'Load more'})).not.toBeInTheDocument();
    // The re-run link carries the song and its settings to the custom page.
    expect(within(first).getByRole('link', {name: 'Run again with other settings'})).toHaveAttribute(
      'href',
      '/en/v3/minusone/custom?file=j1-in&stems=4&format=flac&key=-1&tempo=1.1',
    );
  });

  it('deletes a job after confirmation', async () => {
    api.listJobs.mockResolvedValue({items: [job('j1', 'Bengawan Solo')], nextCursor: null});
    api.deleteJob.mockResolvedValue(undefined);
    renderList();
    const row = (await screen.findByText('Bengawan Solo')).closest('li');
    if (!row) throw new Error('no row');
    await userEvent.click(within(row).getByRole('button', {name: 'Delete'}));
    const dialog = await screen.findByRole('alertdialog', {name: 'Delete Bengawan Solo?'});
    await userEvent.click(within(dialog).getByRole('button', {name: 'Delete'}));
    expect(api.deleteJob).toHaveBeenCalledWith('j1');
    expect(await screen.findByRole('status')).toHaveTextContent('Bengawan Solo has been deleted.');
    expect(screen.queryByText('Bengawan Solo')).not.toBeInTheDocument();
  });

  it('shows an empty state, and one that names the filter', async () => {
    api.listJobs.mockResolvedValue({items: [], nextCursor: null});
    renderList();
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.getByText('Songs you process appear here, with their downloads.')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    api.listJobs
      .mockRejectedValueOnce(new ApiRequestError(503, {code: 'NOT_READY'}, 'Service Unavailable'))
      .mockResolvedValueOnce({items: [job('j1', 'Bengawan Solo')], nextCursor: null});
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load your history.');
    await userEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(await screen.findByText('Bengawan Solo')).toBeInTheDocument();
  });
});
