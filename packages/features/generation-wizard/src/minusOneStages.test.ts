import {describe, expect, it} from 'vitest';
import {minusOneStageMessages} from './messages';
import {STORY_SEPARATION_STAGES} from './storybook/fixtures';

// The app hands the flow the stages of the API's document (schemaValues.generated.ts), typed as the stages
// this package names; here, the list as the API stated it when these texts were written.
describe('the minus-one flow’s stage names', () => {
  it('names every stage a separate job reports', () => {
    expect(Object.keys(minusOneStageMessages).sort()).toEqual([...STORY_SEPARATION_STAGES].sort());
  });
});
