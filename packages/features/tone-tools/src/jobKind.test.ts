import {createIntl} from 'react-intl';
import {describe, expect, it} from 'vitest';
import {transformJobKind} from './jobKind';
import {transformJob} from './storybook/fileTools';

const intl = createIntl({locale: 'en'});
const kind = transformJobKind<'id' | 'en'>({page: (locale) => (locale === 'id' ? '/tone' : '/en/tone')});

describe('the transform kind', () => {
  it('names a job by its file and sums it up by its tool', () => {
    const job = transformJob();
    expect(kind.name(job)).toBe('Bengawan Solo');
    expect(kind.name({...job, inputFiles: []})).toBeNull();
    expect(kind.summary(intl, job)).toBe('File tools · BPM & key');
    expect(kind.summary(intl, transformJob({params: {operation: 'cut'}}))).toBe('File tools · cutter');
  });

  it('has no name in the history’s filter and opens on the tone page, from the home only', () => {
    const job = transformJob();
    expect(kind.label).toBeUndefined();
    expect(kind.path?.(job, 'id')).toBe('/tone?job=job-transform');
    expect(kind.openFromHistory).toBe(false);
  });
});
