import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {isSolution, leadingZeroBits, solveChallenge} from './proofOfWork';

describe('leadingZeroBits', () => {
  it('counts zero bits from the first byte, most significant bit first', () => {
    expect(leadingZeroBits(new Uint8Array([0x80, 0]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x01, 0xff]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x0f]))).toBe(12);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });
});

describe('solveChallenge', () => {
  it('finds a nonce whose sha256(salt + nonce) has the asked leading zero bits, checked independently', async () => {
    const challenge = {id: 'c1', salt: 'nada-7f3a', difficulty: 10};
    const solution = await solveChallenge(challenge, {batchSize: 64});
    expect(solution.id).toBe('c1');
    expect(solution.nonce).toMatch(/^\d+$/);
    // The rule the API applies, written with Node's own hash: salt and nonce as UTF-8, concatenated.
    const digest = createHash('sha256').update(`${challenge.salt}${solution.nonce}`, 'utf8').digest();
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(10);
    expect(await isSolution(challenge, solution.nonce)).toBe(true);
    // It is the smallest such nonce: none before it qualifies.
    for (let nonce = 0; nonce < Number(solution.nonce); nonce += 1) {
      const before = createHash('sha256').update(`${challenge.salt}${nonce}`, 'utf8').digest();
      expect(leadingZeroBits(before)).toBeLessThan(10);
    }
  });

  it('solves difficulty 0 with the first nonce', async () => {
    expect(await solveChallenge({id: 'easy', salt: 's', difficulty: 0})).toEqual({id: 'easy', nonce: '0'});
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const search = solveChallenge(
      {id: 'hard', salt: 's', difficulty: 24},
      {signal: controller.signal, batchSize: 8},
    );
    controller.abort(new Error('gone'));
    await expect(search).rejects.toThrow('gone');
  });

  it('refuses a difficulty it cannot solve in reasonable time', async () => {
    await expect(solveChallenge({id: 'x', salt: 's', difficulty: 40})).rejects.toThrow(RangeError);
    await expect(solveChallenge({id: 'x', salt: 's', difficulty: 1.5})).rejects.toThrow(RangeError);
  });
});
