import {describe, expect, it} from 'vitest';
import {paramsFromSearch, paramsToSearch} from './searchParams';
import {STORY_SEPARATION_VALUE as DEFAULTS} from './storybook/fixtures';

describe('settings in the URL', () => {
  it('round-trips every setting of the custom page', () => {
    const params = {
      stems: '4',
      engine: 'onnx:mdx',
      semitones: 2,
      tempo: 0.9,
      format: 'wav',
      loudnessTarget: -14,
    } as const;
    expect(paramsFromSearch(new URLSearchParams(paramsToSearch(params, DEFAULTS)), DEFAULTS)).toEqual(params);
  });

  it('takes defaults for missing or out-of-range values', () => {
    expect(
      paramsFromSearch(new URLSearchParams('key=40&tempo=9&format=ogg&stems=3&loudness=5'), DEFAULTS),
    ).toEqual({...DEFAULTS, loudnessTarget: -14});
    expect(paramsToSearch(DEFAULTS, DEFAULTS)).toEqual({});
  });

  it('lets the quick page change only stems and format', () => {
    expect(
      paramsFromSearch(new URLSearchParams('stems=4&format=flac&key=3&tempo=0.8'), DEFAULTS, 'simple'),
    ).toEqual({...DEFAULTS, stems: '4', format: 'flac'});
    expect(paramsToSearch({...DEFAULTS, stems: '4', semitones: 3}, DEFAULTS, 'simple')).toEqual({stems: '4'});
  });
});
