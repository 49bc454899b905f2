import {DEFAULT_SEPARATION_VALUE, SEPARATION_STAGE_IDS} from '@nada/generation-wizard';
import {describe, expect, it} from 'vitest';
import {stageMessages} from './minusoneMessages';
import {DEFAULT_SEPARATION_PARAMS, SEPARATION_STAGES} from './separation';

// The app takes the separate job's defaults and stages from the API's document (schemaValues.ts);
// the wizard keeps its own for uncontrolled use and its stories, which must not drift from them.
describe('the separate job as the API document states it', () => {
  it('starts from the same settings as the wizard’s uncontrolled options', () => {
    expect(DEFAULT_SEPARATION_VALUE).toEqual(DEFAULT_SEPARATION_PARAMS);
  });

  it('labels every stage the API reports, in the wizard’s order', () => {
    expect(Object.keys(stageMessages).sort()).toEqual([...SEPARATION_STAGES].sort());
    expect(SEPARATION_STAGE_IDS).toEqual(SEPARATION_STAGES);
  });
});
