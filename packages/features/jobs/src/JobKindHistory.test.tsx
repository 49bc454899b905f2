import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import {JobKindHistory, type HistoryRowExtras} from './JobKindHistory';
import {jobKindRegistry, type JobResultView} from './kinds';
import {storyJob} from './storybook/fixtures';
import {renderJobs} from './test/render';
import type {JobLike, JobPage, JobsClient} from './types';

/** Two kinds, as an app's union of jobs tells them apart. */
type SongJob = JobLike & {kind: 'song'; params: {key: number}};
type ZipJob = JobLike & {kind: 'zip'; params: {tracks: number}};
type TestJob = SongJob | ZipJob;

const kinds = jobKindRegistry<TestJob, 'en', JobResultView>({
  song: {
    label: () => 'Song',
    name: (job) => job.inputFiles[0]?.name.replace('.mp3', '') ?? null,
    summary: (_, job) => `key ${job.params.key}`,
    path: (job, locale) => `/${locale}/song?job=${job.id}`,
    rerunPath: (job, locale) => `/${locale}/song/custom?key=${job.params.key}`,
  },
  zip: {
    label: () => 'Zip',
    name: () => null,
    summary: (_, job) => `${job.params.tracks} tracks`,
    seconds: () => 2520,
    path: () => '/zips',
    openFromHistory: false,
    result: (job) => ({downloadFileId: `${job.id}.zip`}),
  },
});

const kept = {
  fileIds: ['out'],
  files: [{id: 'out', name: 'out.mp3', durationSeconds: 187, expiresAt: null}],
};
const song: SongJob = {
  ...storyJob({id: 's1', status: 'succeeded', stage: null, percent: 100, result: kept}),
  kind: 'song',
  params: {key: -1},
};
const zip: ZipJob = {
  ...storyJob({id: 'z1', status: 'succeeded', result: kept}),
  kind: 'zip',
  params: {tracks: 12},
};

type Client = Pick<JobsClient<TestJob>, 'listJobs' | 'deleteJob' | 'archiveUrl' | 'signedFileUrl'>;

function client(page: JobPage<TestJob>): Client {
  return {
    listJobs: vi.fn(() => Promise.resolve(page)),
    deleteJob: vi.fn(() => Promise.resolve()),
    archiveUrl: vi.fn(() => Promise.resolve('https://files.test/all.zip')),
    signedFileUrl: vi.fn(() =>
      Promise.resolve({url: 'https://files.test/one', expiresAt: '2099-12-31T00:00:00Z'}),
    ),
  };
}

function renderHistory(api: Client, useRowExtras?: (job: TestJob, name: string) => HistoryRowExtras) {
  return renderJobs(
    <>
      <h1 id="title">History</h1>
      <JobKindHistory
        client={api}
        kinds={kinds}
        locale="en"
        labelledBy="title"
        emptyAction={<a href="#start">Start</a>}
        renderLink={(href) => <a href={href} />}
        errorText={(code) => `Error ${code ?? ''}`}
        useRowExtras={useRowExtras}
      />
    </>,
    {locale: 'en'},
  );
}

const rowOf = async (name: string) => {
  const row = (await screen.findByText(name)).closest('li');
  if (!row) throw new Error(`no row ${name}`);
  return row;
};

describe('JobKindHistory', () => {
  it('reads each row through its kind: name, length, summary, Open and Run again', async () => {
    renderHistory(client({items: [song, zip], nextCursor: null}));
    const first = await rowOf('Bengawan Solo');
    expect(first).toHaveTextContent('3:34');
    expect(first).toHaveTextContent('key -1');
    expect(within(first).getByRole('link', {name: 'Open'})).toHaveAttribute('href', '/en/song?job=s1');
    expect(within(first).getByRole('link', {name: 'Run again with other settings'})).toHaveAttribute(
      'href',
      '/en/song/custom?key=-1',
    );
    // A kind without a name for its job is untitled; one that opens from elsewhere has no Open.
    const second = await rowOf('Deleted song');
    expect(second).toHaveTextContent('42:00');
    expect(second).toHaveTextContent('12 tracks');
    expect(within(second).queryByRole('link', {name: 'Open'})).not.toBeInTheDocument();
  });

  it('offers the kinds with a label in the kind filter', async () => {
    const api = client({items: [song], nextCursor: null});
    renderHistory(api);
    await rowOf('Bengawan Solo');
    await userEvent.click(screen.getByRole('combobox', {name: 'Kind'}));
    await userEvent.click(await screen.findByRole('option', {name: 'Zip'}));
    expect(api.listJobs).toHaveBeenLastCalledWith({kind: 'zip'});
  });

  it('downloads a one-file result as that file, and another as its archive', async () => {
    const api = client({items: [song, zip], nextCursor: null});
    renderHistory(api);
    await userEvent.click(within(await rowOf('Deleted song')).getByRole('button', {name: 'Download'}));
    expect(api.signedFileUrl).toHaveBeenCalledWith('z1.zip', 'attachment');
    await userEvent.click(within(await rowOf('Bengawan Solo')).getByRole('button', {name: 'Download'}));
    expect(api.archiveUrl).toHaveBeenCalledWith('s1');
  });

  it('adds the app’s own actions of a row, and renders what they open', async () => {
    renderHistory(client({items: [song], nextCursor: null}), (job, name) => ({
      actions: [{id: 'extra', label: `More of ${name}`, link: <a href={`#${job.id}`} />}],
      element: <p>Dialog of {job.id}</p>,
    }));
    const row = await rowOf('Bengawan Solo');
    expect(within(row).getByRole('link', {name: 'More of Bengawan Solo'})).toHaveAttribute('href', '#s1');
    expect(within(row).getByText('Dialog of s1')).toBeInTheDocument();
  });
});
