import {createIntl} from 'react-intl';
import {describe, expect, it} from 'vitest';
import {generateJobKind} from './jobKind';
import {storyGenerateJob} from './storybook/client';

const intl = createIntl({locale: 'en'});
const kind = generateJobKind<'id' | 'en'>({page: (locale) => (locale === 'id' ? '/ai' : '/en/ai')});

describe('the generate kind', () => {
  it('names a job by its title once made, by its prompt until then', () => {
    const job = storyGenerateJob();
    expect(kind.name(job)).toBe(job.result?.data.title);
    expect(kind.name({...job, result: null})).toBe('Dangdut ceria untuk pernikahan');
  });

  it('is summed up by its kind, lasts as long as its track, and opens on the AI page', () => {
    const job = storyGenerateJob();
    expect(kind.label?.(intl)).toBe('Made with AI');
    expect(kind.summary(intl, job)).toBe('Made with AI');
    expect(kind.seconds?.(job)).toBe(90);
    expect(kind.path?.(job, 'en')).toBe('/en/ai?job=job-generate');
  });
});
