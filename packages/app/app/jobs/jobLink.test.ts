import {describe, expect, it} from 'vitest';
import {jobPath} from './jobLink';

describe('jobPath', () => {
  it('opens a separation on the minus-one page and an import on the video link’s result page', () => {
    expect(jobPath({id: 'j1', kind: 'separate'}, 'id')).toBe('/v3/minusone?job=j1');
    expect(jobPath({id: 'j2', kind: 'import'}, 'en')).toBe('/en/v3/generate_fr_yt/preview_file?job=j2');
    expect(jobPath({id: 'j3', kind: 'transform'}, 'id')).toBe('/tone/sound?job=j3');
  });

  it('opens a generation on the AI page, where the job in the address shows its step', () => {
    expect(jobPath({id: 'j3', kind: 'generate'}, 'id')).toBe('/v3/generate_ai?job=j3');
    expect(jobPath({id: 'j4', kind: 'generate'}, 'en')).toBe('/en/v3/generate_ai?job=j4');
  });

  it('opens a mix in the playground of the job whose stems it mixed', () => {
    const params = {
      sourceJobId: 'j5',
      stems: [],
      semitones: 0,
      tempoPercent: 100,
      region: null,
      format: 'mp3' as const,
    };
    expect(jobPath({id: 'm1', kind: 'mix', params}, 'en')).toBe('/en/v3/playground?job=j5');
  });
});
