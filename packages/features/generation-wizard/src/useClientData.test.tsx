import {act, renderHook, waitFor} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {useClientData} from './useClientData';

describe('useClientData', () => {
  it('reads once per key, and again on reload', async () => {
    const read = vi.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    const {result} = renderHook(() => useClientData('one', read));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({status: 'ready', data: 1}));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({status: 'ready', data: 2}));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('answers a failure with the API’s code, NETWORK without one, and reads nothing for a null key', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refused = renderHook(() =>
      useClientData('refused', () =>
        Promise.reject(Object.assign(new Error('no'), {code: 'FILE_NOT_FOUND'})),
      ),
    );
    await waitFor(() =>
      expect(refused.result.current).toMatchObject({status: 'error', code: 'FILE_NOT_FOUND'}),
    );
    const down = renderHook(() =>
      useClientData('down', () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await waitFor(() => expect(down.result.current).toMatchObject({status: 'error', code: 'NETWORK'}));
    const read = vi.fn();
    const none = renderHook(() => useClientData(null, read));
    expect(none.result.current.status).toBe('loading');
    expect(read).not.toHaveBeenCalled();
  });
});
