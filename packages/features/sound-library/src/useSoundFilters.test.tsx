import {act, renderHook} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {EMPTY_FILTERS} from './filters';
import type {SoundFilters} from './types';
import {useSoundFilters} from './useSoundFilters';

describe('useSoundFilters', () => {
  it('builds a change on the one before it while the app has not passed that one back yet', () => {
    // The app holds the filters in the URL: each change is a navigation, which a slow device may
    // still be running when the next change comes.
    const onValueChange = vi.fn<(filters: SoundFilters) => void>();
    const {result, rerender} = renderHook(
      ({value}: {value: SoundFilters}) => useSoundFilters({value, onValueChange}),
      {initialProps: {value: EMPTY_FILTERS}},
    );
    act(() => result.current.setSearchDraft('kendang'));
    act(() => result.current.submitSearch());
    act(() => result.current.update({category: 'drums'}));
    expect(onValueChange).toHaveBeenLastCalledWith({...EMPTY_FILTERS, q: 'kendang', category: 'drums'});

    // Once the app's value arrives it is the base again, also when it comes from elsewhere (Back).
    rerender({value: {...EMPTY_FILTERS, q: 'gamelan'}});
    act(() => result.current.update({category: 'bass'}));
    expect(onValueChange).toHaveBeenLastCalledWith({...EMPTY_FILTERS, q: 'gamelan', category: 'bass'});
    act(() => result.current.remove('q'));
    expect(onValueChange).toHaveBeenLastCalledWith({...EMPTY_FILTERS, category: 'bass'});
  });
});
