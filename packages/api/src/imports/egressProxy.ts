import {randomBytes, timingSafeEqual} from 'node:crypto';
import {createServer, request as httpRequest} from 'node:http';
import type {IncomingHttpHeaders, IncomingMessage, ServerResponse} from 'node:http';
import {connect} from 'node:net';
import type {AddressInfo, Socket} from 'node:net';
import type {Duplex} from 'node:stream';
import {apiError, ApiError} from '../errors.ts';
import type {ErrorCode} from '../errors.ts';
import {parseImportUrl, resolveAllowed} from './urlGuard.ts';
import type {EgressPolicy, ResolvedAddress} from './urlGuard.ts';

/** A connection the proxy refused: where it was going and why. */
export interface EgressRefusal {
  /** `host:port` as the client asked for it. */
  target: string;
  code: ErrorCode;
}

/** A running egress proxy; yt-dlp gets `url` as its `--proxy`. */
export interface EgressProxy {
  /** `http://nada:<token>@127.0.0.1:<port>`: the token keeps other local processes from using it. */
  url: string;
  /** Every connection refused so far, so a caller can tell "refused by us" from "the site failed". */
  refusals: readonly EgressRefusal[];
  /** Stops listening and ends every open tunnel and request. */
  close(): Promise<void>;
}

/** Options of {@link startEgressProxy}. */
export interface EgressProxyOptions extends EgressPolicy {
  /** How long connecting to a site may take, per address. @default 15000 */
  connectTimeoutMs?: number;
  /** A tunnel or request with no traffic this long is closed. @default 60000 */
  idleTimeoutMs?: number;
}

// Headers that describe one hop (RFC 9110 section 7.6.1) and the proxy's own: never passed on.
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const listed = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_HEADERS.has(name) && !listed.has(name)) kept[name] = value;
  return kept;
}

/** `host:port` of a CONNECT line, brackets of an IPv6 host removed; undefined when malformed. */
function parseAuthority(authority: string): {host: string; port: number} | undefined {
  const match = /^(\[[^\]]+\]|[^:[\]]+):(\d{1,5})$/.exec(authority);
  if (!match?.[1] || !match[2]) return undefined;
  return {host: match[1], port: Number(match[2])};
}

/** Whether a request carries this proxy's credentials (`Proxy-Authorization: Basic`). */
function authorized(header: string | undefined, expected: Buffer): boolean {
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const AUTHENTICATE = 'Basic realm="nada-egress"';

function codeOf(error: unknown): ErrorCode {
  return error instanceof ApiError ? error.code : 'IMPORT_NETWORK_FAILED';
}

const STATUS_TEXT: Partial<Record<ErrorCode, [number, string]>> = {
  URL_NOT_ALLOWED: [403, 'Forbidden'],
  BAD_REQUEST: [400, 'Bad Request'],
};

function refusalHead(code: ErrorCode): [number, string] {
  return STATUS_TEXT[code] ?? [502, 'Bad Gateway'];
}

/** Connects to the first of `addresses` that answers, never resolving the name again. */
function connectChecked(addresses: ResolvedAddress[], port: number, timeoutMs: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    let index = 0;
    let lastError: unknown;
    const next = () => {
      const candidate = addresses[index++];
      if (!candidate) {
        reject(lastError instanceof Error ? lastError : new Error('no address answered'));
        return;
      }
      const socket = connect({host: candidate.address, port, family: candidate.family});
      socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`connecting to port ${port} timed out`)));
      socket.once('connect', () => {
        socket.setTimeout(0);
        socket.removeAllListeners('error');
        resolve(socket);
      });
      socket.once('error', (error) => {
        lastError = error;
        next();
      });
    };
    next();
  });
}

/**
 * Starts an HTTP proxy on a free loopback port that lets yt-dlp out only to public addresses (and
 * only with its credentials, which `url` carries, so no other process on the machine can use it): a
 * CONNECT tunnel (https) or an absolute-URI request (http) is checked with the import URL guard,
 * the proxy resolves the name itself and connects to an address it checked (so a name that
 * answers differently the second time, DNS rebinding, gains nothing), and anything refused answers
 * 403 with `X-Nada-Error: URL_NOT_ALLOWED` before a byte reaches the target. Redirects are passed
 * back to the client, whose next request comes through here and is checked again.
 */
export async function startEgressProxy(options: EgressProxyOptions = {}): Promise<EgressProxy> {
  const connectTimeoutMs = options.connectTimeoutMs ?? 15_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
  const refusals: EgressRefusal[] = [];
  const token = randomBytes(18).toString('hex');
  const expected = Buffer.from(`Basic ${Buffer.from(`nada:${token}`).toString('base64')}`);
  const open = new Set<Duplex>();
  const track = (socket: Duplex) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };

  const refuse = (target: string, error: unknown): {code: ErrorCode; status: number; text: string} => {
    const code = codeOf(error);
    refusals.push({target, code});
    const [status, text] = refusalHead(code);
    return {code, status, text};
  };

  const server = createServer((request, response) => {
    forward(request, response).catch((error: unknown) => response.destroy(error as Error));
  });

  async function forward(request: IncomingMessage, response: ServerResponse) {
    if (!authorized(request.headers['proxy-authorization'], expected)) {
      response.writeHead(407, {
        'proxy-authenticate': AUTHENTICATE,
        'content-type': 'text/plain',
        connection: 'close',
      });
      response.end('Proxy authentication required\n');
      return;
    }
    const target = request.url ?? '';
    let url: URL;
    let addresses: ResolvedAddress[];
    let port: number;
    try {
      // Only absolute http URIs: https goes through CONNECT, and a plain path is not a proxy request.
      if (!/^http:\/\//i.test(target)) throw apiError('BAD_REQUEST', 'only absolute http:// URIs');
      url = parseImportUrl(target);
      port = url.port ? Number(url.port) : 80;
      addresses = await resolveAllowed(url.hostname, port, options);
    } catch (error) {
      const {code, status} = refuse(target, error);
      response.writeHead(status, {'content-type': 'text/plain', 'x-nada-error': code, connection: 'close'});
      response.end(`${code}\n`);
      return;
    }
    let socket: Socket;
    try {
      socket = await connectChecked(addresses, port, connectTimeoutMs);
    } catch (error) {
      const {code, status} = refuse(target, error);
      response.writeHead(status, {'content-type': 'text/plain', 'x-nada-error': code, connection: 'close'});
      response.end(`${code}\n`);
      return;
    }
    track(socket);
    const upstream = httpRequest({
      createConnection: () => socket,
      method: request.method,
      path: `${url.pathname}${url.search}`,
      headers: {...endToEnd(request.headers), host: url.host},
      setHost: false,
    });
    upstream.setTimeout(idleTimeoutMs, () => upstream.destroy(new Error('the site stopped answering')));
    upstream.on('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (!response.headersSent) {
        response.writeHead(502, {'content-type': 'text/plain', 'x-nada-error': 'IMPORT_NETWORK_FAILED'});
        response.end('IMPORT_NETWORK_FAILED\n');
      } else response.destroy();
    });
    response.on('close', () => upstream.destroy());
    request.pipe(upstream);
  }

  server.on('connect', (request: IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    client.on('error', () => client.destroy());
    if (!authorized(request.headers['proxy-authorization'], expected)) {
      client.end(
        `HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: ${AUTHENTICATE}\r\n` +
          'Content-Length: 0\r\nConnection: close\r\n\r\n',
      );
      return;
    }
    const target = request.url ?? '';
    const authority = parseAuthority(target);
    const checked = authority
      ? resolveAllowed(authority.host, authority.port, options).then((addresses) =>
          connectChecked(addresses, authority.port, connectTimeoutMs),
        )
      : Promise.reject(apiError('BAD_REQUEST', 'CONNECT needs host:port'));
    checked.then(
      (upstream) => {
        track(upstream);
        if (client.destroyed) return upstream.destroy();
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length) upstream.write(head);
        upstream.setTimeout(idleTimeoutMs, () => upstream.destroy());
        upstream.on('error', () => client.destroy());
        upstream.on('close', () => client.destroy());
        client.on('close', () => upstream.destroy());
        upstream.pipe(client);
        client.pipe(upstream);
      },
      (error: unknown) => {
        const {code, status, text} = refuse(target, error);
        client.end(
          `HTTP/1.1 ${status} ${text}\r\nContent-Type: text/plain\r\nX-Nada-Error: ${code}\r\n` +
            `Content-Length: ${code.length + 1}\r\nConnection: close\r\n\r\n${code}\n`,
        );
      },
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://nada:${token}@127.0.0.1:${port}`,
    refusals,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
