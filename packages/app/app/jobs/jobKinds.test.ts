import {createIntl} from 'react-intl';
import {describe, expect, it} from 'vitest';
import {jobKinds, jobPath} from './jobKinds';
import {testJob} from '../../test/fixtures/job';
import type {Job} from './jobTypes';

const intl = createIntl({locale: 'en', timeZone: 'Asia/Jakarta'});
/** A job of `kind` with `fields` over a separation's (the fields a test reads, the rest of any kind). */
const jobOf = (kind: string, fields: Record<string, unknown> = {}) =>
  ({...testJob('job-1', 'Lagu Kita'), kind, ...fields}) as Job;

describe('jobPath', () => {
  it('opens a separation on the minus-one page and an import on the video link’s result page', () => {
    expect(jobPath(jobOf('separate', {id: 'j1'}), 'id')).toBe('/v3/minusone?job=j1');
    expect(jobPath(jobOf('import', {id: 'j2'}), 'en')).toBe('/en/v3/generate_fr_yt/preview_file?job=j2');
    expect(jobPath(jobOf('transform', {id: 'j3'}), 'id')).toBe('/tone/sound?job=j3');
  });

  it('opens a generation on the AI page, where the job in the address shows its step', () => {
    expect(jobPath(jobOf('generate', {id: 'j3'}), 'id')).toBe('/v3/generate_ai?job=j3');
    expect(jobPath(jobOf('generate', {id: 'j4'}), 'en')).toBe('/en/v3/generate_ai?job=j4');
  });

  it('opens a mix in the playground of the job whose stems it mixed, and an export on its playlist', () => {
    expect(jobPath(jobOf('mix', {id: 'm1', params: {sourceJobId: 'j5'}}), 'en')).toBe(
      '/en/v3/playground?job=j5',
    );
    expect(
      jobPath(jobOf('playlist-export', {id: 'e1', params: {playlistId: 'p1', format: 'mp3'}}), 'id'),
    ).toBe('/v3/playlist?id=p1&job=e1');
  });

  it('opens a kind this app does not know on the minus-one page', () => {
    expect(jobPath(jobOf('karaoke', {id: 'k1'}), 'id')).toBe('/v3/minusone?job=k1');
  });
});

describe('jobKinds', () => {
  const zip = {
    id: 'z',
    name: 'Latihan.zip',
    contentType: 'application/zip',
    sizeBytes: 9,
    durationSeconds: null,
    expiresAt: null,
  };
  const exported = jobOf('playlist-export', {
    params: {playlistId: 'p1', format: 'original'},
    inputFileIds: [],
    inputFiles: [],
    result: {
      fileIds: ['z'],
      files: [zip],
      data: {playlistId: 'p1', fileId: 'z', format: 'original', trackCount: 12, durationSeconds: 2520},
    },
  });

  it('offers the kinds with a name of their own in the history filter, in the order registered', () => {
    expect(jobKinds.filterOptions(intl)).toEqual([
      {value: 'separate', label: 'Minus one'},
      {value: 'import', label: 'From a video link'},
      {value: 'generate', label: 'Made with AI'},
      {value: 'mix', label: 'Playground mix'},
      {value: 'playlist-export', label: 'Playlist export'},
    ]);
  });

  it('names a playlist export by its zip, sums it up, and downloads the zip as itself', () => {
    expect(jobKinds.nameOf(exported)).toBe('Latihan');
    expect(jobKinds.summaryOf(intl, exported, {kind: true})).toBe(
      'Playlist export · 12 tracks · original files',
    );
    expect(
      jobKinds.summaryOf(
        intl,
        jobOf('playlist-export', {params: {playlistId: 'p1', format: 'mp3'}, result: null}),
      ),
    ).toBe('Playlist export · MP3');
    expect(jobKinds.secondsOf(exported)).toBe(2520);
    expect(jobKinds.resultOf(exported)).toEqual({downloadFileId: 'z'});
    expect(jobKinds.descriptorOf(exported)?.stages?.(intl)).toEqual([
      {id: 'tracks', label: 'Preparing the tracks'},
      {id: 'archive', label: 'Making the zip'},
    ]);
  });

  it('leads a separation’s summary with its kind where every kind stands together, and names an unknown kind as it is', () => {
    const separation = testJob('job-1', 'Lagu Kita');
    expect(jobKinds.summaryOf(intl, separation, {kind: true})).toBe(
      'Minus one · 2 stems · original key · tempo 100% · MP3',
    );
    expect(jobKinds.summaryOf(intl, separation)).toBe('2 stems · original key · tempo 100% · MP3');
    expect(jobKinds.summaryOf(intl, jobOf('karaoke'))).toBe('Other (karaoke)');
    expect(jobKinds.nameOf(jobOf('karaoke'))).toBeNull();
    expect(jobKinds.secondsOf(separation)).toBe(60);
  });
});
