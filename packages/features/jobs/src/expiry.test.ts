import {createIntl} from 'react-intl';
import {describe, expect, it} from 'vitest';
import {expiryOf, expiryText} from './expiry';
import {storyJob} from './storybook/fixtures';
import type {JobFileLike} from './types';

const intl = createIntl({locale: 'en', timeZone: 'Asia/Jakarta'});
const now = new Date('2026-11-25T08:00:00.000Z');
const file = (expiresAt: string | null): JobFileLike => ({
  id: 'f',
  name: 'Lagu Kita.mp3',
  durationSeconds: 3,
  expiresAt,
});
const job = (files: JobFileLike[]) =>
  storyJob({
    status: 'succeeded',
    inputFiles: [file('2026-12-02T08:00:00.000Z')],
    result: {fileIds: ['a'], files},
  });

describe('how long files are kept', () => {
  it('names the date a week or more ahead, the days when closer, and says when they are gone', () => {
    expect(expiryText(intl, job([file('2026-12-02T08:00:00.000Z')]), now)).toBe('Kept until Dec 2');
    expect(expiryText(intl, job([file('2026-11-28T07:00:00.000Z')]), now)).toBe('Deleted in 3 days');
    expect(expiryText(intl, job([file('2026-11-26T07:00:00.000Z')]), now)).toBe('Deleted in 1 day');
    // Retention removed the results: the list no longer carries them.
    expect(expiryOf(job([]))).toEqual({state: 'expired'});
    expect(expiryText(intl, job([]), now)).toBe('Files deleted');
    expect(expiryText(intl, job([file(null)]), now)).toBe('Kept');
  });

  it('goes by the first result file to expire', () => {
    const soonest = expiryOf(job([file('2026-12-09T00:00:00.000Z'), file('2026-12-01T00:00:00.000Z')]));
    expect(soonest).toEqual({state: 'expires', at: new Date('2026-12-01T00:00:00.000Z')});
  });
});
