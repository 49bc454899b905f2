import {describe, expect, it} from 'vitest';
import {importParamsOf} from './ImportOptionFlow';
import {DEFAULT_SEPARATION_PARAMS} from '../jobs/jobTypes';

const url = 'https://www.youtube.com/watch?v=x';

describe('importParamsOf', () => {
  it('sends the options without the stem set (what to make decides it), in the page’s language', () => {
    const params = importParamsOf(
      url,
      {then: 'stems', separation: {...DEFAULT_SEPARATION_PARAMS, semitones: -2}, range: null},
      200,
      'en',
    );
    expect(params).toEqual({
      url,
      then: 'stems',
      engine: DEFAULT_SEPARATION_PARAMS.engine,
      semitones: -2,
      tempo: 1,
      format: 'mp3',
      loudnessTarget: null,
      locale: 'en',
    });
  });

  it('sends a typed part in seconds, and nothing while it is not a part of the video', () => {
    const value = {then: 'audio' as const, separation: DEFAULT_SEPARATION_PARAMS};
    expect(importParamsOf(url, {...value, range: {start: '0:45', end: '1:30'}}, 200, 'id')?.range).toEqual({
      startSeconds: 45,
      endSeconds: 90,
    });
    expect(importParamsOf(url, {...value, range: {start: '1:30', end: '0:45'}}, 200, 'id')).toBeUndefined();
  });
});
