import {describe, expect, it} from 'vitest';
import {stageMessages} from './minusoneMessages';
import {SEPARATION_STAGES} from '../jobs/jobTypes';

// The app takes the separate job's defaults and stages from the API's document (schemaValues.ts)
// and hands them to the wizard, which owns none of its own.
describe('the separate job as the API document states it', () => {
  it('labels every stage the API reports', () => {
    expect(Object.keys(stageMessages).sort()).toEqual([...SEPARATION_STAGES].sort());
  });
});
