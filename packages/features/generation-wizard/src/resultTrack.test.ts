import {jobOfTrack} from '@nada/jobs';
import {createIntl} from 'react-intl';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {
  minusOneFirst,
  refreshResultTrack,
  resultTrack,
  stemTrack,
  type ResultTrackClient,
} from './resultTrack';
import {storySeparation} from './storybook/minusOne';
import type {ResultMedia} from './types';

const intl = createIntl({locale: 'en'});
const job = {id: 'job-1'};
const result = storySeparation;
const file = (id: string) => ({
  fileId: id,
  src: `/api/files/${id}/content?sig=old`,
  expiresAt: '2026-11-25T10:00:00.000Z',
  peaks: null,
});
const media: ResultMedia = {
  input: file('file-1'),
  stems: [
    {name: 'vocals', ...file('stem-vocals')},
    {name: 'instrumental', ...file('stem-instrumental')},
  ],
};

const client = {
  getJob: vi.fn<ResultTrackClient<typeof job>['getJob']>(),
  signedFileUrl: vi.fn<ResultTrackClient<typeof job>['signedFileUrl']>(),
  resultOf: () => ({separation: result}),
} satisfies ResultTrackClient<typeof job>;

beforeEach(() => {
  client.getJob.mockResolvedValue(job);
  client.signedFileUrl.mockImplementation(async (id: string) => ({
    url: `/api/files/${id}/content?sig=new`,
    expiresAt: id === 'stem-vocals' ? '2026-11-25T11:00:00.000Z' : '2026-11-25T12:00:00.000Z',
  }));
});

describe('resultTrack', () => {
  it('plays the minus one first, with the vocals and the original as A/B versions', () => {
    const track = resultTrack(intl, job, result, media, 'Lagu Kita');
    expect(track.src).toBe(media.stems[1]?.src);
    expect(track.variants?.map((variant) => [variant.id, variant.label])).toEqual([
      ['instrumental', 'Minus one'],
      ['vocals', 'Vocals'],
      ['original', 'Original'],
    ]);
    expect(jobOfTrack(track.id)?.jobId).toBe('job-1');
    expect(
      jobOfTrack(stemTrack(job, {name: 'vocals', ...file('stem-vocals')}, 'Lagu Kita', 'Vocals').id)?.jobId,
    ).toBe('job-1');
  });
});

// Issue 19, item 4: four stems come with their minus one, written last; it plays and lists first.
describe('a four-stem result', () => {
  const names = ['vocals', 'drums', 'bass', 'other', 'instrumental'] as const;
  const stems = names.map((name) => ({name, ...file(name)}));

  it('lists the minus one first, the rest as written', () => {
    expect(minusOneFirst(stems).map((stem) => stem.name)).toEqual([
      'instrumental',
      'vocals',
      'drums',
      'bass',
      'other',
    ]);
  });

  it('starts the player on the minus one, not on the vocals', () => {
    const four = {...result, stems: names.map((name) => ({name, fileId: name, peaksFileId: `${name}p`}))};
    const track = resultTrack(intl, job, four, {input: file('file-1'), stems}, 'Lagu Kita');
    expect(track.src).toBe(file('instrumental').src);
    expect(track.variants?.[0]?.id).toBe('instrumental');
  });
});

describe('refreshResultTrack', () => {
  it('gets fresh signed URLs for every version and keeps the rest', async () => {
    const track = resultTrack(intl, job, result, media, 'Lagu Kita');
    const fresh = await refreshResultTrack(track, client);
    expect(fresh.title).toBe('Lagu Kita');
    expect(fresh.src).toBe('/api/files/stem-instrumental/content?sig=new');
    expect(fresh.variants?.map((variant) => variant.src)).toEqual([
      '/api/files/stem-instrumental/content?sig=new',
      '/api/files/stem-vocals/content?sig=new',
      '/api/files/file-1/content?sig=new',
    ]);
    expect(fresh.expiresAt).toBe('2026-11-25T11:00:00.000Z');
  });

  it('refreshes a single stem’s track', async () => {
    const fresh = await refreshResultTrack(
      stemTrack(job, {name: 'vocals', ...file('stem-vocals')}, 'Lagu Kita', 'Vocals'),
      client,
    );
    expect(fresh.src).toBe('/api/files/stem-vocals/content?sig=new');
    expect(client.signedFileUrl).toHaveBeenCalledWith('stem-vocals', 'inline');
  });

  it('refreshes a one-file result without variants, and refuses a job without a result', async () => {
    const track = {id: 'job-1', title: 'Lagu Kita', src: 'old', expiresAt: '2026-11-25T10:00:00.000Z'};
    const audio = await refreshResultTrack(track, {...client, resultOf: () => ({audioFileId: 'a'})});
    expect(audio).toEqual({
      ...track,
      src: '/api/files/a/content?sig=new',
      expiresAt: '2026-11-25T12:00:00.000Z',
    });
    await expect(refreshResultTrack(track, {...client, resultOf: () => undefined})).rejects.toThrow(
      'The job job-1 has no result',
    );
  });
});
