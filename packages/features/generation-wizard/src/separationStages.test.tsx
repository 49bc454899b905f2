import {renderHook} from '@testing-library/react';
import type {ReactNode} from 'react';
import {describe, expect, it} from 'vitest';
import {TestIntlProvider} from '@nada/ui/testing';
import {useSeparationStages} from './separationStages';
import {STORY_SEPARATION_STAGES} from './storybook/fixtures';
import {catalogs} from './test/render';

describe('useSeparationStages', () => {
  it('names the given stages of a separation job, in their order, in the user language', () => {
    const {result} = renderHook(() => useSeparationStages(STORY_SEPARATION_STAGES), {
      wrapper: ({children}: {children: ReactNode}) => (
        <TestIntlProvider locale="en" catalogs={catalogs}>
          {children}
        </TestIntlProvider>
      ),
    });
    expect(result.current.map((stage) => stage.id)).toEqual([...STORY_SEPARATION_STAGES]);
    expect(result.current[1]).toEqual({id: 'separate', label: 'Separating vocals and music'});
  });

  it('names only the stages it is given, in the order given', () => {
    const {result} = renderHook(() => useSeparationStages(['store', 'decode']), {
      wrapper: ({children}: {children: ReactNode}) => (
        <TestIntlProvider locale="en" catalogs={catalogs}>
          {children}
        </TestIntlProvider>
      ),
    });
    expect(result.current).toEqual([
      {id: 'store', label: 'Saving the result'},
      {id: 'decode', label: 'Reading the file'},
    ]);
  });
});
