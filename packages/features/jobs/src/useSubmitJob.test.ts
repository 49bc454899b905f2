import {act, renderHook} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {errorCodeOf, useSubmitJob} from './useSubmitJob';

const job = (id: string) => ({id});

describe('useSubmitJob', () => {
  it('sends the same idempotency key for the same subject, and a new one for another', async () => {
    const send = vi.fn((key: string) => Promise.resolve(job(key)));
    const {result} = renderHook(() => useSubmitJob<{id: string}>());
    const first = await act(() => result.current.submit({file: 'a', stems: '2'}, send));
    const again = await act(() => result.current.submit({file: 'a', stems: '2'}, send));
    const other = await act(() => result.current.submit({file: 'a', stems: '4'}, send));
    expect(first?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(again?.id).toBe(first?.id);
    expect(other?.id).not.toBe(first?.id);
  });

  it('keeps the key after a failure, so the retry is the same job, and reports the API code', async () => {
    const refusal = Object.assign(new Error('refused'), {code: 'CREDITS_EXHAUSTED', status: 402});
    const send = vi.fn<(key: string) => Promise<{id: string}>>().mockRejectedValueOnce(refusal);
    send.mockImplementation((key) => Promise.resolve(job(key)));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const {result} = renderHook(() => useSubmitJob<{id: string}>());
    const failed = await act(() => result.current.submit('song', send));
    expect(failed).toBeUndefined();
    expect(result.current.error).toBe('CREDITS_EXHAUSTED');
    expect(result.current.submitting).toBe(false);
    const retried = await act(() => result.current.submit('song', send));
    expect(result.current.error).toBeNull();
    expect(retried?.id).toBe(send.mock.calls[0]?.[0]);
  });

  it('starts a new job after reset, even for the same subject', async () => {
    const send = vi.fn((key: string) => Promise.resolve(job(key)));
    const {result} = renderHook(() => useSubmitJob<{id: string}>());
    const first = await act(() => result.current.submit('mix', send));
    act(() => result.current.reset());
    const second = await act(() => result.current.submit('mix', send));
    expect(second?.id).not.toBe(first?.id);
  });

  it('shows the submission on its way', async () => {
    let finish: (value: {id: string}) => void = () => undefined;
    const {result} = renderHook(() => useSubmitJob<{id: string}>());
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.submit('x', () => new Promise((resolve) => (finish = resolve)));
    });
    expect(result.current.submitting).toBe(true);
    await act(async () => {
      finish(job('x'));
      await pending;
    });
    expect(result.current.submitting).toBe(false);
  });
});

describe('useSubmitJob().keyFor', () => {
  it('gives a form that sends by itself the key the subject keeps', () => {
    const {result} = renderHook(() => useSubmitJob<{id: string}>());
    const key = result.current.keyFor({prompt: 'dangdut'});
    expect(result.current.keyFor({prompt: 'dangdut'})).toBe(key);
    expect(result.current.keyFor({prompt: 'keroncong'})).not.toBe(key);
  });
});

describe('errorCodeOf', () => {
  it('takes the API code, else names a network failure', () => {
    expect(errorCodeOf(Object.assign(new Error('x'), {code: 'JOB_NOT_FOUND'}))).toBe('JOB_NOT_FOUND');
    expect(errorCodeOf(new TypeError('Failed to fetch'))).toBe('NETWORK');
    expect(errorCodeOf(undefined)).toBe('NETWORK');
  });
});
