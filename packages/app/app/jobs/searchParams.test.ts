import {describe, expect, it} from 'vitest';
import {paramsFromSearch, paramsToSearch} from './searchParams';
import {DEFAULT_SEPARATION_PARAMS} from '../jobs/jobTypes';

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
    expect(paramsFromSearch(new URLSearchParams(paramsToSearch(params)))).toEqual(params);
  });

  it('takes defaults for missing or out-of-range values', () => {
    expect(paramsFromSearch(new URLSearchParams('key=40&tempo=9&format=ogg&stems=3&loudness=5'))).toEqual({
      ...DEFAULT_SEPARATION_PARAMS,
      loudnessTarget: -14,
    });
    expect(paramsToSearch(DEFAULT_SEPARATION_PARAMS)).toEqual({});
  });

  it('lets the quick page change only stems and format', () => {
    expect(paramsFromSearch(new URLSearchParams('stems=4&format=flac&key=3&tempo=0.8'), 'simple')).toEqual({
      ...DEFAULT_SEPARATION_PARAMS,
      stems: '4',
      format: 'flac',
    });
  });
});
