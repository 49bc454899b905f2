import {renderHook, waitFor} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {isSolution} from './proofOfWork';
import {useProofOfWork} from './useProofOfWork';

describe('useProofOfWork', () => {
  it('is idle without a challenge, solves one, and starts over for the next', async () => {
    const first = {id: 'a', salt: 'first', difficulty: 6};
    const second = {id: 'b', salt: 'second', difficulty: 6};
    const {result, rerender} = renderHook(({challenge}) => useProofOfWork(challenge), {
      initialProps: {challenge: null as typeof first | null},
    });
    expect(result.current.status).toBe('idle');
    rerender({challenge: first});
    expect(result.current.status).toBe('solving');
    await waitFor(() => expect(result.current.status).toBe('solved'));
    expect(result.current.solution?.id).toBe('a');
    expect(await isSolution(first, result.current.solution?.nonce ?? '')).toBe(true);
    rerender({challenge: second});
    expect(result.current.status).toBe('solving');
    await waitFor(() => expect(result.current.solution?.id).toBe('b'));
  });

  it('reports a challenge it cannot solve', async () => {
    const {result} = renderHook(() => useProofOfWork({id: 'x', salt: 's', difficulty: 99}));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBeInstanceOf(RangeError);
  });
});
