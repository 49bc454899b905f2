import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterEach, describe, expect, it} from 'vitest';
import {z} from 'zod';
import {createApiHandler} from './server.ts';
import {dialect, testApi, testConfig} from './testing/testApi.ts';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function start(env: Record<string, string> = {}, options: Parameters<typeof testApi>[1] = {}) {
  const test = await testApi(env, options);
  closers.push(test.close);
  return test.api;
}

describe(`API server (${dialect})`, () => {
  it('answers liveness and readiness', async () => {
    const api = await start();
    const health = await api.inject({url: '/api/health'});
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({status: 'ok'});
    const ready = await api.inject({url: '/api/ready'});
    expect(ready.json()).toEqual({status: 'ready', checks: {database: 'ok', storage: 'ok', queue: 'ok'}});
  });

  it('is not ready while its storage does not answer', async () => {
    // A port nothing listens on: the S3 driver's ping fails at once.
    const api = await start({
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_BUCKET: 'nada-unreachable',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      FILE_URL_SECRET: 'a-test-secret-that-is-long-enough-to-pass',
    });
    const ready = await api.inject({url: '/api/ready'});
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error.fields).toEqual({storage: 'unavailable'});
  });

  it('is not ready while a dependency fails, and says which', async () => {
    const api = await start({}, {readinessChecks: {queue: () => Promise.reject(new Error('ECONNREFUSED'))}});
    const ready = await api.inject({url: '/api/ready'});
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      error: {code: 'NOT_READY', message: 'The service is not ready.', fields: {queue: 'unavailable'}},
    });
  });

  it('describes itself in a valid OpenAPI document that lists its routes', async () => {
    const api = await start();
    const response = await api.inject({url: '/api/openapi.json'});
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    // Other route groups (bot check, jobs ...) add theirs; these must be there.
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/files',
        '/api/files/{id}',
        '/api/files/{id}/content',
        '/api/files/{id}/url',
        '/api/health',
        '/api/me',
        '/api/ready',
        '/api/uploads',
        '/api/uploads/{id}',
      ]),
    );
    // @fastify/swagger leaves HEAD routes out; the tus HEAD is described with the POST.
    expect(Object.keys(document.paths['/api/uploads/{id}']).sort()).toEqual(['delete', 'patch']);
    expect(document.components.schemas.File.required).toContain('sha256');
    expect(document.paths['/api/me'].get.security).toEqual([{firebaseIdToken: []}]);
    expect(document.paths['/api/me'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Profile',
    });
    expect(document.components.schemas.Profile.required).toContain('isAdmin');
    expect(document.components.securitySchemes.firebaseIdToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    // Every $ref points at a schema the document defines.
    for (const [, name] of JSON.stringify(document).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      expect(document.components.schemas).toHaveProperty(String(name));
    }
  });

  it('answers an unknown route with NOT_FOUND', async () => {
    const api = await start();
    const response = await api.inject({url: '/api/nope'});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({error: {code: 'NOT_FOUND', message: 'There is no such API route.'}});
  });

  it('answers invalid input with VALIDATION_FAILED and the fields at fault', async () => {
    const api = await start();
    api.post(
      '/api/test-echo',
      {schema: {body: z.object({title: z.string().min(1), stems: z.union([z.literal(2), z.literal(4)])})}},
      async (request) => request.body,
    );
    const response = await api.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: {title: '', stems: 3},
    });
    expect(response.statusCode).toBe(400);
    const {error} = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields).sort()).toEqual(['stems', 'title']);
  });

  it('answers an unexpected failure with INTERNAL and a request id, never the details', async () => {
    const api = await start();
    api.get('/api/test-crash', async () => {
      throw new Error('password=hunter2 at db.ts:12');
    });
    const response = await api.inject({url: '/api/test-crash', headers: {'x-request-id': 'req-crash-1'}});
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('db.ts');
    expect(response.json()).toEqual({
      error: {code: 'INTERNAL', message: 'Something went wrong on our side.', requestId: 'req-crash-1'},
    });
  });

  it('honours and echoes x-request-id, and makes one when it is missing or odd', async () => {
    const api = await start();
    const given = await api.inject({url: '/api/health', headers: {'x-request-id': 'abc-123'}});
    expect(given.headers['x-request-id']).toBe('abc-123');
    const odd = await api.inject({url: '/api/health', headers: {'x-request-id': 'a b\nc'}});
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await api.inject({url: '/api/health'});
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers on every answer, errors included', async () => {
    const api = await start();
    for (const url of ['/api/health', '/api/nope']) {
      const {headers} = await api.inject({url});
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'cache-control': 'no-store',
      });
    }
  });

  it("answers the router's own refusals in the error format, with the security headers", async () => {
    const api = await start();
    const refusals = [
      {url: '/api/%E0%A4%A', status: 400, code: 'BAD_REQUEST'},
      // Issue 41: in a route's path parameter it answered 404, where the README promises 400.
      {url: '/api/jobs/%E0%A4%A', status: 400, code: 'BAD_REQUEST'},
      {url: '/api/playlists/%E0%A4%A/items', status: 400, code: 'BAD_REQUEST'},
      {url: '/api/users/%FF', status: 400, code: 'BAD_REQUEST'},
      {url: `/api/users/${'a'.repeat(101)}`, status: 414, code: 'URI_TOO_LONG'},
    ];
    for (const {url, status, code} of refusals) {
      const response = await api.inject({url, headers: {'x-request-id': 'router-refusal'}});
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({error: {code, message: expect.any(String)}});
      expect(response.headers).toMatchObject({
        'x-request-id': 'router-refusal',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'cache-control': 'no-store',
      });
    }
  });

  it('refuses a body over the limit and one it cannot read', async () => {
    const api = await start({API_BODY_LIMIT_BYTES: '1024'});
    api.post(
      '/api/test-echo',
      {schema: {body: z.object({text: z.string()})}},
      async (request) => request.body,
    );
    const large = await api.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: {text: 'x'.repeat(2000)},
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const broken = await api.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: {'content-type': 'application/json'},
      payload: '{"text":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('BAD_REQUEST');
  });

  it('closes the database when it shuts down', async () => {
    const test = await testApi();
    await test.close();
    await expect(test.api.nada.db.ping()).rejects.toThrow();
  });

  it('serves /api inside another Node HTTP server through createApiHandler', async () => {
    const {config, cleanup} = testConfig();
    const handler = await createApiHandler(config);
    const server = createServer((request, response) => {
      if (request.url?.startsWith('/api/')) return handler.handle(request, response);
      response.end('page');
    });
    closers.push(async () => {
      await new Promise((resolve) => server.close(resolve));
      await handler.close();
      cleanup();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const {port} = server.address() as AddressInfo;
    const api = await fetch(`http://127.0.0.1:${port}/api/health`, {headers: {'x-request-id': 'mounted-1'}});
    expect(api.status).toBe(200);
    expect(api.headers.get('x-request-id')).toBe('mounted-1');
    expect(await api.json()).toEqual({status: 'ok'});
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('page');
  });

  it('answers web Requests in process through the handler, counting the given visitor address', async () => {
    const {config, cleanup} = testConfig({RATE_LIMIT_MAX: '2'});
    const handler = await createApiHandler(config);
    closers.push(async () => {
      await handler.close();
      cleanup();
    });
    const health = await handler.fetch(new Request('http://api.internal/api/health'));
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({status: 'ok'});
    const refused = await handler.fetch(
      new Request('http://api.internal/api/bot-check/verify', {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({}),
      }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({error: {code: 'VALIDATION_FAILED'}});
    // Two requests from one visitor use up their limit; another visitor still gets answers.
    const visitor = {remoteAddress: '203.0.113.7'};
    for (let i = 0; i < 2; i++) await handler.fetch(new Request('http://api.internal/api/users/x'), visitor);
    expect((await handler.fetch(new Request('http://api.internal/api/users/x'), visitor)).status).toBe(429);
    const other = await handler.fetch(new Request('http://api.internal/api/users/x'), {
      remoteAddress: '203.0.113.8',
    });
    expect(other.status).toBe(404);
  });
});
