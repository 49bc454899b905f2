import {jobKindRegistry} from '@nada/jobs';
import {createIntl} from 'react-intl';
import {describe, expect, it} from 'vitest';
import {
  importJobKind,
  importSummary,
  separateJobKind,
  settingsSummary,
  type StemsResultView,
} from './jobKinds';
import {STORY_SEPARATION_VALUE as DEFAULTS} from './storybook/fixtures';
import {storyImportJob, storySeparation, storySeparationJob} from './storybook/minusOne';
import type {ImportJobLike, SeparationJobLike} from './types';

const intl = createIntl({locale: 'en'});
const page = (path: string) => (locale: 'id' | 'en') => (locale === 'id' ? path : `/en${path}`);
const kinds = jobKindRegistry<SeparationJobLike | ImportJobLike, 'id' | 'en', StemsResultView>({
  separate: separateJobKind({page: page('/minusone'), custom: page('/minusone/custom'), defaults: DEFAULTS}),
  import: importJobKind({page: page('/link/result'), options: page('/link/option')}),
});

describe('settingsSummary', () => {
  it('sums up stems, key, tempo and format', () => {
    expect(
      settingsSummary(intl, {params: {...DEFAULTS, stems: '4', semitones: 2, tempo: 0.9, format: 'wav'}}),
    ).toBe('4 stems · +2 semitones · tempo 90% · WAV');
    expect(settingsSummary(intl, {params: DEFAULTS})).toBe('2 stems · original key · tempo 100% · MP3');
  });
});

describe('importSummary', () => {
  const params = {url: 'https://www.youtube.com/watch?v=x', semitones: 0, tempo: 1, format: 'mp3'} as const;
  it('names the site and what was made, with key, tempo and format where they apply', () => {
    expect(importSummary(intl, {params: {...params, then: 'minusone', semitones: -2}})).toBe(
      'youtube.com · minus one · -2 semitones · tempo 100% · MP3',
    );
    expect(importSummary(intl, {params: {...params, then: 'audio'}})).toBe('youtube.com · audio only');
    expect(importSummary(intl, {params: {...params, then: 'keytempo', tempo: 0.9, format: 'flac'}})).toBe(
      'youtube.com · key or tempo change · original key · tempo 90% · FLAC',
    );
  });
});

describe('the separate kind', () => {
  const job = storySeparationJob({
    params: {...DEFAULTS, stems: '4', semitones: -1, tempo: 1.1, format: 'flac'},
  });

  it('names a job by its song, leads the summary with the kind, and opens it on the minus-one page', () => {
    expect(kinds.nameOf(job)).toBe('Bengawan Solo');
    expect(kinds.nameOf({...job, inputFiles: []})).toBeNull();
    expect(kinds.summaryOf(intl, job, {kind: true})).toBe(
      'Minus one · 4 stems · -1 semitone · tempo 110% · FLAC',
    );
    expect(kinds.secondsOf(job)).toBe(214);
    expect(kinds.descriptorOf(job)?.path?.(job, 'en')).toBe('/en/minusone?job=job-story');
  });

  it('runs again on the custom page with the song and the settings that differ from the defaults', () => {
    expect(kinds.descriptorOf(job)?.rerunPath?.(job, 'id')).toBe(
      '/minusone/custom?file=file-1&stems=4&format=flac&key=-1&tempo=1.1',
    );
    expect(kinds.descriptorOf(job)?.rerunPath?.({...job, inputFiles: []}, 'id')).toBeNull();
  });

  it('shows its stems as its result', () => {
    expect(kinds.resultOf(job)).toEqual({separation: storySeparation});
    expect(kinds.resultOf({...job, result: null})).toBeUndefined();
  });
});

describe('the import kind', () => {
  it('names a job by the site’s title, or by the site until it has one, and runs again from its link', () => {
    const job = storyImportJob();
    expect(kinds.nameOf(job)).toBe(job.result?.data.source.title);
    expect(kinds.nameOf({...job, result: null})).toBe('youtube.com');
    expect(kinds.summaryOf(intl, job, {kind: true})).toBe('From a video link · youtube.com · audio only');
    expect(kinds.secondsOf(job)).toBe(245);
    expect(kinds.descriptorOf(job)?.path?.(job, 'id')).toBe('/link/result?job=job-import');
    expect(kinds.descriptorOf(job)?.rerunPath?.(job, 'en')).toBe(
      `/en/link/option?${new URLSearchParams({url: job.params.url})}`,
    );
  });

  it('plays one audio file as itself, and shows the stems of one that separated', () => {
    expect(kinds.resultOf(storyImportJob())).toEqual({audioFileId: 'audio-1'});
    const separated = storyImportJob({
      params: {url: 'https://youtu.be/x', then: 'minusone', semitones: 0, tempo: 1, format: 'mp3'},
      result: {
        fileIds: [],
        files: [],
        data: {source: {title: null}, audio: null, separation: storySeparation, durationSeconds: 214},
      },
    });
    expect(kinds.resultOf(separated)).toEqual({separation: storySeparation});
    expect(kinds.nameOf(separated)).toBe('youtu.be');
  });
});
