import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CHALLENGE_LIFETIME_MS, issueChallenge, verifySolution} from './challenges.ts';
import {isSolution, leadingZeroBits} from './proofOfWork.ts';
import {testApi} from '../testing/testApi.ts';
import type {Api} from '../server.ts';

function solve(salt: string, difficulty: number): string {
  for (let nonce = 0; ; nonce += 1) if (isSolution(salt, String(nonce), difficulty)) return String(nonce);
}

describe('proof of work', () => {
  it('counts leading zero bits from the first byte, most significant bit first', () => {
    expect(leadingZeroBits(Uint8Array.from([0x00, 0x00, 0x3f, 0xff]))).toBe(18);
    expect(leadingZeroBits(Uint8Array.from([0x80]))).toBe(0);
    expect(leadingZeroBits(Uint8Array.from([0x01]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array(4))).toBe(32);
  });

  it('hashes salt + nonce as the browser does, and refuses nonces that are not plain decimals', () => {
    const salt = 'nada-salt-';
    const nonce = solve(salt, 8);
    expect(isSolution(salt, nonce, 8)).toBe(true);
    expect(isSolution(salt, `0${nonce}`, 8)).toBe(false);
    expect(isSolution(salt, `+${nonce}`, 8)).toBe(false);
    expect(isSolution(salt, '', 0)).toBe(false);
    expect(isSolution(salt, '0', 0)).toBe(true);
  });
});

describe('bot-check routes', () => {
  let api: Api;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({api, close} = await testApi({BOT_CHECK_DIFFICULTY: '8'}));
  });
  afterAll(async () => close());

  async function challenge() {
    const response = await api.inject({method: 'POST', url: '/api/bot-check/challenge'});
    expect(response.statusCode).toBe(200);
    return response.json<{id: string; salt: string; difficulty: number}>();
  }

  const verify = (payload: Record<string, string>) =>
    api.inject({method: 'POST', url: '/api/bot-check/verify', payload});

  it('issues a challenge of the configured difficulty and passes its solution once', async () => {
    const {id, salt, difficulty} = await challenge();
    expect(difficulty).toBe(8);
    const nonce = solve(salt, difficulty);
    expect((await verify({id, nonce})).statusCode).toBe(204);
    const again = await verify({id, nonce});
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({error: {code: 'BOT_CHECK_FAILED'}});
  });

  it('refuses a wrong nonce, and the challenge is used up by it', async () => {
    const {id, salt, difficulty} = await challenge();
    let wrong = 0;
    while (isSolution(salt, String(wrong), difficulty)) wrong += 1;
    expect((await verify({id, nonce: String(wrong)})).json()).toMatchObject({
      error: {code: 'BOT_CHECK_FAILED'},
    });
    expect((await verify({id, nonce: solve(salt, difficulty)})).statusCode).toBe(400);
  });

  it('refuses an unknown challenge and a malformed solution', async () => {
    expect((await verify({id: 'no-such-challenge', nonce: '1'})).json()).toMatchObject({
      error: {code: 'BOT_CHECK_FAILED'},
    });
    const malformed = await verify({id: 'x', nonce: '007'});
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({error: {code: 'VALIDATION_FAILED'}});
  });

  it('refuses a solution after the challenge expired, and sweeps expired challenges', async () => {
    const db = api.nada.db.kysely;
    const issuedAt = new Date('2026-01-01T00:00:00Z');
    const old = await issueChallenge(db, 4, issuedAt);
    const late = new Date(issuedAt.getTime() + CHALLENGE_LIFETIME_MS + 1);
    await expect(verifySolution(db, {id: old.id, nonce: solve(old.salt, 4)}, late)).rejects.toMatchObject({
      code: 'BOT_CHECK_FAILED',
    });
    await issueChallenge(db, 4, late);
    const left = await db.selectFrom('bot_check_challenges').select('id').where('id', '=', old.id).execute();
    expect(left).toEqual([]);
  });

  it('is described in the OpenAPI document', async () => {
    const openapi = (await api.inject({url: '/api/openapi.json'})).json<{paths: Record<string, unknown>}>();
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining(['/api/bot-check/challenge', '/api/bot-check/verify']),
    );
  });
});
