import {createIntl} from 'react-intl';
import {describe, expect, it} from 'vitest';
import {importSummary, mixSummary, settingsSummary} from './historyText';
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
