import {createIntl} from 'react-intl';
import {describe, expect, it} from 'vitest';
import {
  importSummary,
  jobKinds,
  jobPath,
  mixSummary,
  playlistExportSummary,
  settingsSummary,
} from './jobKinds';
import {DEFAULT_SEPARATION_PARAMS, type SeparationJob as Job, type SeparationParams} from './jobTypes';

const intl = createIntl({locale: 'en', timeZone: 'Asia/Jakarta'});
const now = new Date('2026-11-25T08:00:00.000Z');
const file = (expiresAt: string | null) => ({
  id: 'f',
  name: 'Lagu Kita.mp3',
  contentType: 'audio/mpeg',
  sizeBytes: 1,
  durationSeconds: 3,
  expiresAt,
});

function job(
  result: Partial<NonNullable<Job['result']>> | null,
  params: Partial<SeparationParams> = {},
): Job {
  return {
    id: 'job-1',
    kind: 'separate',
    status: 'succeeded',
    stage: null,
    percent: 100,
    inputFileIds: ['f'],
    inputFiles: [file('2026-12-02T08:00:00.000Z')],
    params: {...DEFAULT_SEPARATION_PARAMS, ...params},
    result: result && {fileIds: ['a'], files: [], data: {}, ...result},
    error: null,
    attempts: 1,
    maxAttempts: 3,
    createdAt: now.toISOString(),
    startedAt: null,
    finishedAt: null,
    updatedAt: now.toISOString(),
  } as Job;
}

describe('settingsSummary', () => {
  it('sums up stems, key, tempo and format', () => {
    expect(settingsSummary(intl, job(null, {stems: '4', semitones: 2, tempo: 0.9, format: 'wav'}))).toBe(
      '4 stems · +2 semitones · tempo 90% · WAV',
    );
    expect(settingsSummary(intl, job(null))).toBe('2 stems · original key · tempo 100% · MP3');
  });
});

describe('importSummary', () => {
  const params = {...DEFAULT_SEPARATION_PARAMS, url: 'https://www.youtube.com/watch?v=x'};
  it('names the site and what was made, with key, tempo and format where they apply', () => {
    const {stems: _stems, ...options} = params;
    expect(importSummary(intl, {params: {...options, then: 'minusone', semitones: -2}})).toBe(
      'youtube.com · minus one · -2 semitones · tempo 100% · MP3',
    );
    expect(importSummary(intl, {params: {...options, then: 'audio'}})).toBe('youtube.com · audio only');
    expect(importSummary(intl, {params: {...options, then: 'keytempo', tempo: 0.9, format: 'flac'}})).toBe(
      'youtube.com · key or tempo change · original key · tempo 90% · FLAC',
    );
  });
});

describe('mixSummary', () => {
  const level = {volume: 1, muted: false, solo: false, pan: 0};
  const params = {
    sourceJobId: 'j',
    stems: [
      {stem: 'vocals', ...level},
      {stem: 'drums', ...level, muted: true},
    ],
    semitones: 2,
    tempoPercent: 80,
    region: null,
    format: 'wav' as const,
  };
  it('counts the stems that sound once made, with key, tempo and format', () => {
    expect(mixSummary(intl, {params, result: null})).toBe(
      'Playground mix · 2 stems · +2 semitones · tempo 80% · WAV',
    );
    const data = {
      sourceJobId: 'j',
      fileId: 'm',
      peaksFileId: 'p',
      format: 'wav' as const,
      durationSeconds: 5,
      semitones: 2,
      tempoPercent: 80,
      stems: ['vocals'],
    };
    expect(
      mixSummary(intl, {
        params: {...params, semitones: 0, tempoPercent: 100},
        result: {fileIds: [], files: [], data},
      }),
    ).toBe('Playground mix · 1 stem · original key · tempo 100% · WAV');
  });
});

/** A job of `kind` with `fields` over a separation's (the fields a test reads, the rest of any kind). */
const jobOf = (kind: string, fields: Record<string, unknown> = {}) =>
  ({...job(null), kind, ...fields}) as Job;

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
    expect(playlistExportSummary(intl, {params: {playlistId: 'p1', format: 'mp3'}, result: null})).toBe(
      'Playlist export · MP3',
    );
    expect(jobKinds.secondsOf(exported)).toBe(2520);
    expect(jobKinds.resultOf(exported)).toEqual({downloadFileId: 'z'});
    expect(jobKinds.descriptorOf(exported)?.stages?.(intl)).toEqual([
      {id: 'tracks', label: 'Preparing the tracks'},
      {id: 'archive', label: 'Making the zip'},
    ]);
  });

  it('leads a separation’s summary with its kind where every kind stands together, and names an unknown kind as it is', () => {
    expect(jobKinds.summaryOf(intl, job(null), {kind: true})).toBe(
      'Minus one · 2 stems · original key · tempo 100% · MP3',
    );
    expect(jobKinds.summaryOf(intl, job(null))).toBe('2 stems · original key · tempo 100% · MP3');
    expect(jobKinds.summaryOf(intl, jobOf('karaoke'))).toBe('Other (karaoke)');
    expect(jobKinds.nameOf(jobOf('karaoke'))).toBeNull();
    expect(jobKinds.secondsOf(job(null))).toBe(3);
  });
});
