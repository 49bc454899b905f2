import {describe, expect, it} from 'vitest';
import {getPublicProfile} from './profileApi';

/** An in-process API that answers every request with `status` and the API's error body. */
const answering = (status: number, code: string) => async () =>
  Response.json({error: {code, message: 'refused'}}, {status});

describe('getPublicProfile', () => {
  it("finds no profile for an unknown id, nor for one too long to be any member's (the API's 414)", async () => {
    expect(await getPublicProfile(answering(404, 'USER_NOT_FOUND'), 'missing')).toBeNull();
    expect(await getPublicProfile(answering(414, 'URI_TOO_LONG'), 'a'.repeat(101))).toBeNull();
  });

  it('still fails when the API does', async () => {
    await expect(getPublicProfile(answering(500, 'INTERNAL'), 'someone')).rejects.toThrow();
  });
});
