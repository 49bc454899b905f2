import {createServer, request} from 'node:http';
import type {IncomingHttpHeaders, Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startEgressProxy} from './egressProxy.ts';
import type {EgressProxy} from './egressProxy.ts';

interface Fixture {
  server: Server;
  port: number;
  /** TCP connections the fixture accepted: a tunnel reaching it counts even without a request. */
  connections: number;
  requests: string[];
}

async function startFixture(): Promise<Fixture> {
  const fixture: Fixture = {server: createServer(), port: 0, connections: 0, requests: []};
  fixture.server.on('connection', () => fixture.connections++);
  fixture.server.on('request', (req, res) => {
    fixture.requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://fixture');
    const to = url.searchParams.get('to');
    if (url.pathname === '/redirect' && to) {
      res.writeHead(302, {location: to});
      res.end();
      return;
    }
    res.writeHead(200, {'content-type': 'text/plain', 'x-seen-host': req.headers.host ?? ''});
    res.end(`hello from ${url.pathname}`);
  });
  await new Promise<void>((resolve) => fixture.server.listen(0, '127.0.0.1', resolve));
  fixture.port = (fixture.server.address() as AddressInfo).port;
  return fixture;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The `Proxy-Authorization` header for the credentials in the proxy's URL. */
function credentials(proxy: EgressProxy): Record<string, string> {
  const {username, password} = new URL(proxy.url);
  return {'proxy-authorization': `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`};
}

/** A plain-http request through the proxy (absolute URI on the request line, as yt-dlp sends it). */
function viaProxy(proxy: EgressProxy, url: string, auth = credentials(proxy)): Promise<Answer> {
  const {hostname, port} = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const req = request({
      host: hostname,
      port,
      path: url,
      headers: {host: 'ignored.example', ...auth},
      agent: false,
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body}));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A CONNECT tunnel to `authority` through the proxy; when open, one GET is sent through it. */
function viaTunnel(proxy: EgressProxy, authority: string, auth = credentials(proxy)): Promise<Answer> {
  const {hostname, port} = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const req = request({
      host: hostname,
      port,
      method: 'CONNECT',
      path: authority,
      headers: auth,
      agent: false,
    });
    req.on('connect', (res, socket) => {
      if (res.statusCode !== 200) {
        socket.destroy();
        resolve({status: res.statusCode ?? 0, headers: res.headers, body: ''});
        return;
      }
      let raw = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (raw += chunk));
      socket.on('end', () => resolve({status: 200, headers: res.headers, body: raw}));
      socket.on('error', reject);
      socket.write(`GET /tunnelled HTTP/1.1\r\nHost: ${authority}\r\nConnection: close\r\n\r\n`);
    });
    req.on('error', reject);
    req.end();
  });
}

let allowed: Fixture;
let forbidden: Fixture;
let proxy: EgressProxy;
const lookups: string[] = [];

beforeAll(async () => {
  [allowed, forbidden] = await Promise.all([startFixture(), startFixture()]);
  proxy = await startEgressProxy({
    testAllowance: {address: '127.0.0.1', port: allowed.port},
    // Real names resolve as usual; `fixture.test` exists only here, so reaching the fixture through
    // it shows the proxy connects to the address it resolved and checked itself.
    resolve: async (hostname) => {
      lookups.push(hostname);
      if (hostname === 'fixture.test') return [{address: '127.0.0.1', family: 4}];
      if (hostname === 'localhost')
        return [
          {address: '127.0.0.1', family: 4},
          {address: '::1', family: 6},
        ];
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {code: 'ENOTFOUND'});
    },
  });
});

afterAll(async () => {
  await proxy.close();
  allowed.server.close();
  forbidden.server.close();
});

const forbiddenHosts = [
  '127.0.0.1',
  '127.1',
  '127.0.1',
  '2130706433',
  '0x7f000001',
  '0177.0.0.1',
  '0x7f.1',
  '0177.0.0x0.1',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[::1]',
  'localhost',
];

describe('the egress proxy', () => {
  it.each(forbiddenHosts)('refuses http://%s:<fixture>/ and never reaches the fixture', async (host) => {
    const answer = await viaProxy(proxy, `http://${host}:${forbidden.port}/secret`);
    expect(answer.status).toBe(403);
    expect(answer.headers['x-nada-error']).toBe('URL_NOT_ALLOWED');
    expect(forbidden.connections).toBe(0);
  });

  it.each(forbiddenHosts)('refuses CONNECT %s:<fixture> and never reaches the fixture', async (host) => {
    const answer = await viaTunnel(proxy, `${host}:${forbidden.port}`);
    expect(answer.status).toBe(403);
    expect(answer.headers['x-nada-error']).toBe('URL_NOT_ALLOWED');
    expect(forbidden.connections).toBe(0);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://[fe80::1]/',
    'http://100.64.0.1/',
    'http://0/',
  ])('refuses %s without connecting', async (url) => {
    const answer = await viaProxy(proxy, url);
    expect(answer.status).toBe(403);
    expect(answer.headers['x-nada-error']).toBe('URL_NOT_ALLOWED');
  });

  it('serves only clients with its credentials', async () => {
    const before = allowed.connections;
    const attempts: Record<string, string>[] = [{}, {'proxy-authorization': 'Basic bmFkYTp3cm9uZw=='}];
    for (const auth of attempts) {
      const plain = await viaProxy(proxy, `http://127.0.0.1:${allowed.port}/`, auth);
      expect(plain.status).toBe(407);
      expect(plain.headers['proxy-authenticate']).toMatch(/^Basic /);
      expect((await viaTunnel(proxy, `127.0.0.1:${allowed.port}`, auth)).status).toBe(407);
    }
    expect(allowed.connections).toBe(before);
  });

  it('refuses credentials, other schemes and requests that are not proxy requests', async () => {
    const withCredentials = await viaProxy(proxy, `http://user:secret@127.0.0.1:${allowed.port}/`);
    expect(withCredentials.headers['x-nada-error']).toBe('URL_NOT_ALLOWED');
    const plainPath = await viaProxy(proxy, '/some/path');
    expect(plainPath.status).toBe(400);
    const ftp = await viaProxy(proxy, `ftp://127.0.0.1:${allowed.port}/`);
    expect(ftp.status).toBe(400);
    expect((await viaTunnel(proxy, 'no-port-here')).status).toBe(400);
  });

  it('reaches the allowed fixture by absolute URI and through a tunnel', async () => {
    const before = allowed.requests.length;
    const plain = await viaProxy(proxy, `http://127.0.0.1:${allowed.port}/page?x=1`);
    expect(plain.status).toBe(200);
    expect(plain.body).toBe('hello from /page');
    expect(plain.headers['x-seen-host']).toBe(`127.0.0.1:${allowed.port}`);
    const tunnelled = await viaTunnel(proxy, `127.0.0.1:${allowed.port}`);
    expect(tunnelled.status).toBe(200);
    expect(tunnelled.body).toContain('hello from /tunnelled');
    expect(allowed.requests.slice(before)).toEqual(['/page?x=1', '/tunnelled']);
  });

  it('connects to the address it resolved itself, once per request', async () => {
    lookups.length = 0;
    const answer = await viaProxy(proxy, `http://fixture.test:${allowed.port}/named`);
    expect(answer.body).toBe('hello from /named');
    expect(lookups).toEqual(['fixture.test']);
  });

  it('answers a name that does not resolve with IMPORT_NETWORK_FAILED', async () => {
    const answer = await viaProxy(proxy, 'http://nowhere.test/');
    expect(answer.status).toBe(502);
    expect(answer.headers['x-nada-error']).toBe('IMPORT_NETWORK_FAILED');
  });

  it('refuses where a redirect from the allowed fixture points inside', async () => {
    for (const inside of [
      `http://127.0.0.1:${forbidden.port}/secret`,
      `http://2130706433:${forbidden.port}/secret`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const first = await viaProxy(
        proxy,
        `http://127.0.0.1:${allowed.port}/redirect?to=${encodeURIComponent(inside)}`,
      );
      expect(first.status).toBe(302);
      const location = first.headers.location ?? '';
      expect(location).toBe(inside);
      const followed = await viaProxy(proxy, location);
      expect(followed.status).toBe(403);
      expect(followed.headers['x-nada-error']).toBe('URL_NOT_ALLOWED');
    }
    expect(forbidden.connections).toBe(0);
    expect(
      proxy.refusals.some((refusal) => refusal.target === `http://127.0.0.1:${forbidden.port}/secret`),
    ).toBe(true);
  });
});
