import {createIntl} from 'react-intl';
import {describe, expect, it} from 'vitest';
import {jobKindRegistry} from './kinds';
import {storyJob} from './storybook/fixtures';
import type {JobLike} from './types';

const en = createIntl({locale: 'en', messages: {}});

/** Two kinds, as an app's union of jobs tells them apart. */
type SongJob = JobLike & {kind: 'song'; params: {key: number}};
type ZipJob = JobLike & {kind: 'zip'; params: {tracks: number}};
type TestJob = SongJob | ZipJob;

const registry = jobKindRegistry<TestJob, 'id' | 'en', {downloadFileId: string}>({
  song: {
    label: () => 'Song',
    name: (job) => job.inputFiles[0]?.name ?? null,
    summary: (_, job) => `key ${job.params.key}`,
    summaryNamesKind: true,
    path: (job, locale) => `/${locale}/song?job=${job.id}`,
  },
  zip: {
    name: () => 'Zip',
    summary: (_, job) => `${job.params.tracks} tracks`,
    seconds: () => 60,
    result: (job) => ({downloadFileId: `${job.id}.zip`}),
  },
});

const song: SongJob = {...storyJob(), kind: 'song', params: {key: 2}};
const zip: ZipJob = {...storyJob({id: 'z1'}), kind: 'zip', params: {tracks: 3}};

describe('jobKindRegistry', () => {
  it('reads each job through its own kind’s descriptor', () => {
    expect(registry.nameOf(song)).toBe('Bengawan Solo.mp3');
    expect(registry.nameOf(zip)).toBe('Zip');
    expect(registry.summaryOf(en, zip)).toBe('3 tracks');
    expect(registry.descriptorOf(song)?.path?.(song, 'en')).toBe('/en/song?job=job-story');
    expect(registry.resultOf(zip)).toEqual({downloadFileId: 'z1.zip'});
    expect(registry.resultOf(song)).toBeUndefined();
  });

  it('leads a summary with the kind’s name where every kind stands together, when the kind asks', () => {
    expect(registry.summaryOf(en, song, {kind: true})).toBe('Song · key 2');
    expect(registry.summaryOf(en, song)).toBe('key 2');
    expect(registry.summaryOf(en, zip, {kind: true})).toBe('3 tracks');
  });

  it('offers the kinds with a label in the filter, and shows the input’s length unless the kind says otherwise', () => {
    expect(registry.filterOptions(en)).toEqual([{value: 'song', label: 'Song'}]);
    expect(registry.secondsOf(song)).toBe(214);
    expect(registry.secondsOf(zip)).toBe(60);
  });

  it('names a kind it does not know as it is, with no name, length of its input and no result', () => {
    const other = {...song, kind: 'karaoke'} as unknown as TestJob;
    expect(registry.descriptorOf(other)).toBeUndefined();
    expect(registry.summaryOf(en, other)).toBe('Other (karaoke)');
    expect(registry.nameOf(other)).toBeNull();
    expect(registry.secondsOf(other)).toBe(214);
  });
});
