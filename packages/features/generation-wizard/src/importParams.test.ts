import {describe, expect, it} from 'vitest';
import {importParamsOf} from './ImportOptionFlow';
import {STORY_SEPARATION_VALUE} from './storybook/fixtures';

const url = 'https://www.youtube.com/watch?v=x';

describe('importParamsOf', () => {
  it('sends the options without the stem set (what to make decides it), in the page’s language', () => {
    const params = importParamsOf(
      url,
      {then: 'stems', separation: {...STORY_SEPARATION_VALUE, semitones: -2}, range: null},
      200,
      'en',
    );
    expect(params).toEqual({
      url,
      then: 'stems',
      engine: STORY_SEPARATION_VALUE.engine,
      semitones: -2,
      tempo: 1,
      format: 'mp3',
      loudnessTarget: null,
      locale: 'en',
    });
  });

  it('sends a typed part in seconds, and nothing while it is not a part of the video', () => {
    const value = {then: 'audio' as const, separation: STORY_SEPARATION_VALUE};
    expect(importParamsOf(url, {...value, range: {start: '0:45', end: '1:30'}}, 200, 'id')?.range).toEqual({
      startSeconds: 45,
      endSeconds: 90,
    });
    expect(importParamsOf(url, {...value, range: {start: '1:30', end: '0:45'}}, 200, 'id')).toBeUndefined();
  });
});
