import {randomBytes} from 'node:crypto';
import {Redis} from 'ioredis';
import {afterEach, describe, expect, it} from 'vitest';
import {newUser} from '../jobs/testing/jobTestKit.ts';
import type {TestUser} from '../jobs/testing/jobTestKit.ts';
import type {Api} from '../server.ts';
import {dialect, testApi} from '../testing/testApi.ts';
import {tusClient} from '../testing/tusClient.ts';

const REDIS_URL = process.env.NADA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const limits = {
  RATE_LIMIT_MAX: '3',
  // A window far longer than any test: a burst on a busy machine never straddles two windows.
  RATE_LIMIT_WINDOW_MS: '60000',
  RATE_LIMIT_JOB_SUBMIT_MAX: '2',
  RATE_LIMIT_UPLOAD_CREATE_MAX: '1',
  RATE_LIMIT_BOT_CHECK_MAX: '2',
};

async function start(env: Record<string, string> = {}) {
  const test = await testApi({...limits, ...env});
  closers.push(test.close);
  return test.api;
}

const me = (api: Api, user: TestUser) => api.inject({url: '/api/me', headers: user.headers});

function expectLimited(response: Awaited<ReturnType<Api['inject']>>, windowSeconds = 60) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    error: {
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds?\.$/),
    },
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(response.headers['x-request-id']).toBeTruthy();
}

describe(`rate limits (${dialect}, in memory)`, () => {
  it('limits each signed-in user on their own', async () => {
    const api = await start();
    const [alice, bob] = [await newUser(api), await newUser(api)];
    // newUser already made one request each (GET /api/me).
    for (let i = 0; i < 2; i++) expect((await me(api, alice)).statusCode).toBe(200);
    expectLimited(await me(api, alice));
    expect((await me(api, bob)).statusCode).toBe(200);
  });

  it('lets a user in again once the window has passed', async () => {
    const api = await start({RATE_LIMIT_WINDOW_MS: '1000'});
    const alice = await newUser(api);
    // With a one-second window a busy machine may cross into the next window mid-burst, so ask
    // until refused (three requests a window allow it within a few), then until let in again.
    let response = await me(api, alice);
    for (let i = 0; i < 20 && response.statusCode === 200; i++) response = await me(api, alice);
    expectLimited(response, 1);
    while (response.statusCode === 429) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      response = await me(api, alice);
    }
    expect(response.statusCode).toBe(200);
  });

  it('limits anonymous requests per address, never the health probes', async () => {
    const api = await start();
    const from = (remoteAddress: string) => api.inject({url: '/api/openapi.json', remoteAddress});
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).statusCode).toBe(200);
    expectLimited(await from('203.0.113.7'));
    expect((await from('198.51.100.9')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await api.inject({url: '/api/health', remoteAddress: '203.0.113.7'})).statusCode).toBe(200);
      expect((await api.inject({url: '/api/ready', remoteAddress: '203.0.113.7'})).statusCode).toBe(200);
    }
  });

  it('is stricter on job submission, upload creation and the bot check, with their own counters', async () => {
    const api = await start();
    const user = await newUser(api);
    const submit = () =>
      api.inject({
        method: 'POST',
        url: '/api/jobs',
        headers: user.headers,
        payload: {kind: 'none', params: {}},
      });
    // Refused for its kind, but counted: the limit guards the route, not the outcome.
    for (let i = 0; i < 2; i++) expect((await submit()).statusCode).toBe(400);
    expectLimited(await submit());

    const token = user.headers.authorization.slice('Bearer '.length);
    expect((await tusClient(api, token).create(100)).statusCode).toBe(201);
    expectLimited(await tusClient(api, token).create(100));

    // The general budget is untouched by those: newUser's request, then two more.
    for (let i = 0; i < 2; i++) expect((await me(api, user)).statusCode).toBe(200);

    const challenge = () =>
      api.inject({method: 'POST', url: '/api/bot-check/challenge', remoteAddress: '192.0.2.4'});
    for (let i = 0; i < 2; i++) expect((await challenge()).statusCode).toBe(200);
    expectLimited(await challenge());
  });

  it('takes the address from X-Forwarded-For only behind trusted proxies', async () => {
    const direct = await start();
    const spoof = (api: Api, forwarded: string) =>
      api.inject({
        url: '/api/openapi.json',
        remoteAddress: '10.0.0.1',
        headers: {'x-forwarded-for': forwarded},
      });
    // Untrusted: a client inventing addresses is still one address.
    for (let i = 0; i < 3; i++) expect((await spoof(direct, `203.0.113.${i}`)).statusCode).toBe(200);
    expectLimited(await spoof(direct, '203.0.113.99'));

    const proxied = await start({TRUST_PROXY_HOPS: '1'});
    for (let i = 0; i < 5; i++) expect((await spoof(proxied, `203.0.113.${i}`)).statusCode).toBe(200);
  });
});

// The shared store exists for the distributed setup, which the postgres project is all through.
if (dialect === 'postgres') {
  describe('rate limits (postgres, shared in Redis)', () => {
    it('counts a user across API processes', async () => {
      const prefix = `nada-test-${randomBytes(6).toString('hex')}`;
      closers.push(async () => {
        const redis = new Redis(REDIS_URL);
        const keys = await redis.keys(`${prefix}:*`);
        if (keys.length) await redis.del(...keys);
        redis.disconnect();
      });
      const env = {REDIS_URL, JOB_QUEUE_PREFIX: prefix};
      const first = await start(env);
      const second = await start(env);
      const user = await newUser(first);
      expect((await me(second, user)).statusCode).toBe(200);
      expect((await me(first, user)).statusCode).toBe(200);
      expectLimited(await me(second, user));
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}:rate-limit:*`);
      redis.disconnect();
      expect(keys).toEqual([`${prefix}:rate-limit:user:${user.id}`]);
    });
  });
}
