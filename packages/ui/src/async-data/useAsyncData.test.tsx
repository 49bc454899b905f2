import {act, renderHook, waitFor} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {useAsyncData} from './useAsyncData';

describe('useAsyncData', () => {
  it('loads, then gives the data', async () => {
    const {result} = renderHook(() => useAsyncData('a', () => Promise.resolve(42)));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({status: 'ready', data: 42}));
  });

  it('gives the code of a rejection, NETWORK for one without', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
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

  it('reads nothing for a null key, and again on reload', async () => {
    const read = vi.fn(() => Promise.resolve('x'));
    const {result, rerender} = renderHook(({key}: {key: string | null}) => useAsyncData(key, read), {
      initialProps: {key: null as string | null},
    });
    expect(read).not.toHaveBeenCalled();
    rerender({key: 'k'});
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.reload());
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
  });
});
