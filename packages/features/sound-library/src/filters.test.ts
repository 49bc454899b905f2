import {describe, expect, it} from 'vitest';
import {
  EMPTY_FILTERS,
  activeFilters,
  effectiveSort,
  filtersFromSearchParams,
  filtersToSearchParams,
  withoutFilter,
} from './filters';

describe('filters in the URL', () => {
  it('round-trips every filter through the query, in a stable order', () => {
    const filters = {
      ...EMPTY_FILTERS,
      q: 'kendang',
      category: 'drums' as const,
      genre: 'dangdut',
      key: 'A minor',
      kind: 'loop' as const,
      bpmMin: 90,
      bpmMax: 140,
      minSeconds: 2,
      maxSeconds: 12.5,
      sort: 'bpm' as const,
    };
    const query = filtersToSearchParams(filters).toString();
    expect(query).toBe(
      'q=kendang&category=drums&genre=dangdut&key=A+minor&kind=loop&bpmMin=90&bpmMax=140&minSeconds=2&maxSeconds=12.5&sort=bpm',
    );
    expect(filtersFromSearchParams(new URLSearchParams(query))).toEqual(filters);
  });

  it('leaves out what is not valid, so a mistyped link still opens the library', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams('category=gamelan&kind=song&bpmMin=fast&bpmMax=-3&sort=random&q=%20%20'),
    );
    expect(filters).toEqual(EMPTY_FILTERS);
    expect(filtersToSearchParams(EMPTY_FILTERS).toString()).toBe('');
  });

  it('lists the filters set as chips and takes one off, the two ends of a range together', () => {
    const filters = {...EMPTY_FILTERS, q: 'piano', key: 'C major', bpmMin: 80, sort: 'relevance' as const};
    expect(activeFilters(filters)).toEqual(['q', 'key', 'bpm']);
    expect(withoutFilter(filters, 'bpm')).toEqual({...filters, bpmMin: null});
    // Without a search text "best match" means nothing: the order goes back to the default.
    expect(withoutFilter(filters, 'q')).toEqual({...filters, q: '', sort: null});
  });

  it('orders by relevance while searching and by newest otherwise, unless chosen', () => {
    expect(effectiveSort(EMPTY_FILTERS)).toBe('newest');
    expect(effectiveSort({...EMPTY_FILTERS, q: 'bass'})).toBe('relevance');
    expect(effectiveSort({...EMPTY_FILTERS, q: 'bass', sort: 'title'})).toBe('title');
    expect(effectiveSort({...EMPTY_FILTERS, sort: 'relevance'})).toBe('newest');
  });
});
