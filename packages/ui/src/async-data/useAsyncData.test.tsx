import {act, renderHook, waitFor} from '@testing-library/react';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {useAsyncData} from './useAsyncData';

describe('useAsyncData', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('loads, then gives the data', async () => {
    const {result} = renderHook(() => useAsyncData('a', async () => 42));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({status: 'ready', data: 42}));
  });

  it('gives the failure, and reads again on reload', async () => {
    let fail = true;
    const {result} = renderHook(() =>
      useAsyncData('a', async () => {
        if (fail) throw new Error('offline');
        return 'back';
      }),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({error: new Error('offline')});
    fail = false;
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({status: 'ready', data: 'back'}));
  });

  it('gives the code of a rejection, NETWORK for one without', async () => {
    const {result, rerender} = renderHook(
      ({key}) =>
        useAsyncData(key, () =>
          Promise.reject(key === 'a' ? {code: 'JOB_NOT_FOUND'} : new TypeError('offline')),
        ),
      {initialProps: {key: 'a'}},
    );
    await waitFor(() => expect(result.current).toMatchObject({status: 'error', code: 'JOB_NOT_FOUND'}));
    rerender({key: 'b'});
    await waitFor(() => expect(result.current).toMatchObject({status: 'error', code: 'NETWORK'}));
  });

  it('reads nothing for a null key, and again when the key changes', async () => {
    const reads: string[] = [];
    const initialProps: {key: string | null} = {key: null};
    const {result, rerender} = renderHook(
      ({key}: {key: string | null}) =>
        useAsyncData(key, async () => {
          reads.push(key ?? 'none');
          return key;
        }),
      {initialProps},
    );
    expect(result.current.status).toBe('loading');
    rerender({key: 'b'});
    await waitFor(() => expect(result.current).toMatchObject({status: 'ready', data: 'b'}));
    expect(reads).toEqual(['b']);
  });
});
