import {createIntl} from 'react-intl';
import {describe, expect, it} from 'vitest';
import {mixJobKind, mixSummary} from './jobKind';
import {storyMixJob} from './storybook/client';

const intl = createIntl({locale: 'en'});
const kind = mixJobKind<'id' | 'en'>({
  page: (locale) => (locale === 'id' ? '/playground' : '/en/playground'),
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
    format: 'wav',
  };
  it('counts the stems that sound once made, with key, tempo and format', () => {
    expect(mixSummary(intl, {params, result: null})).toBe(
      'Playground mix · 2 stems · +2 semitones · tempo 80% · WAV',
    );
    const data = {fileId: 'm', durationSeconds: 5, stems: ['vocals']};
    expect(
      mixSummary(intl, {
        params: {...params, semitones: 0, tempoPercent: 100},
        result: {fileIds: [], files: [], data},
      }),
    ).toBe('Playground mix · 1 stem · original key · tempo 100% · WAV');
  });
});

describe('the mix kind', () => {
  it('names a mix by its file and downloads that file as itself', () => {
    expect(kind.name(storyMixJob)).toBe('Bengawan Solo (mix)');
    expect(kind.name({...storyMixJob, result: null})).toBeNull();
    expect(kind.seconds?.(storyMixJob)).toBe(214);
    expect(kind.result?.(storyMixJob)).toEqual({downloadFileId: 'mix-file'});
    expect(kind.result?.({...storyMixJob, result: null})).toBeUndefined();
  });

  it('opens in the playground of the job whose stems it mixed', () => {
    expect(kind.label?.(intl)).toBe('Playground mix');
    expect(kind.path?.(storyMixJob, 'en')).toBe('/en/playground?job=job-1');
  });
});
