import {DEFAULT_SEPARATION_VALUE, SEPARATION_STAGE_IDS} from '@nada/generation-wizard';
import {describe, expect, it} from 'vitest';
import {stageMessages} from './minusoneMessages';
import {DEFAULT_SEPARATION_PARAMS, SEPARATION_STAGES} from './separation';

describe('the separate job as the API document states it', () => {
  it('starts from the API’s defaults, which the wizard’s uncontrolled options also use', () => {
    expect(DEFAULT_SEPARATION_PARAMS).toEqual({
      stems: '2',
      engine: 'dsp',
      semitones: 0,
      tempo: 1,
      format: 'mp3',
      loudnessTarget: null,
    });
    expect(DEFAULT_SEPARATION_VALUE).toEqual(DEFAULT_SEPARATION_PARAMS);
  });

  it('shows the API’s stages in order, each with a label, as the wizard lists them', () => {
    expect(SEPARATION_STAGES).toEqual(['decode', 'separate', 'transform', 'encode', 'analyse', 'store']);
    expect(Object.keys(stageMessages).sort()).toEqual([...SEPARATION_STAGES].sort());
    expect(SEPARATION_STAGE_IDS).toEqual(SEPARATION_STAGES);
  });
});
