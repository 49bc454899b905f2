import {request as httpRequest} from 'node:http';
import type {IncomingMessage, RequestOptions} from 'node:http';
import {request as httpsRequest} from 'node:https';
import type {LookupFunction} from 'node:net';
import {apiError} from '../errors.ts';
import {checkImportUrl} from './urlGuard.ts';
import type {EgressPolicy, ResolvedAddress} from './urlGuard.ts';

/** Options of {@link guardedFetch}. */
export interface GuardedFetchOptions extends EgressPolicy {
  /** Largest body read; a longer one fails. */
  maxBytes: number;
  /** For the whole fetch, redirects included. @default 15000 */
  timeoutMs?: number;
  /** @default 3 */
  maxRedirects?: number;
}

/** What {@link guardedFetch} got: the body and its declared type. */
export interface GuardedResponse {
  body: Buffer;
  contentType: string | undefined;
}

/** A `lookup` that answers only the addresses the guard checked, so Node never resolves the name again. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else {
      const first = addresses[0];
      callback(null, first?.address ?? '', first?.family ?? 4);
    }
  };
}

/**
 * GETs `url` with the import URL guard applied to it and to every redirect (at most
 * `maxRedirects`), connecting only to the addresses the guard checked, and reads at most
 * `maxBytes`. Rejects with `URL_NOT_ALLOWED` for a refused address and `IMPORT_NETWORK_FAILED` for
 * anything else (a status other than 200, a timeout, a body too large).
 */
export async function guardedFetch(url: string, options: GuardedFetchOptions): Promise<GuardedResponse> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  let next = url;
  for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop++) {
    const checked = await checkImportUrl(next, options);
    const response = await get(checked.url, checked.addresses, deadline);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      next = new URL(location, checked.url).href;
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw apiError('IMPORT_NETWORK_FAILED', new Error(`GET ${checked.url.href} answered ${status}`));
    }
    return {
      body: await readAtMost(response, options.maxBytes),
      contentType: response.headers['content-type'],
    };
  }
  throw apiError(
    'IMPORT_NETWORK_FAILED',
    new Error(`more than ${options.maxRedirects ?? 3} redirects from ${url}`),
  );
}

function get(url: URL, addresses: ResolvedAddress[], deadline: number): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const options: RequestOptions = {
      method: 'GET',
      lookup: pinnedLookup(addresses),
      agent: false,
      headers: {'user-agent': 'Nada', accept: 'image/*'},
      timeout: Math.max(1, deadline - Date.now()),
    };
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, options);
    request.on('response', resolve);
    request.on('timeout', () => request.destroy(new Error(`GET ${url.href} timed out`)));
    request.on('error', (error) => reject(apiError('IMPORT_NETWORK_FAILED', error)));
    request.end();
  });
}

function readAtMost(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(apiError('IMPORT_NETWORK_FAILED', new Error(`the body is larger than ${maxBytes} bytes`)));
      } else chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', (error) => reject(apiError('IMPORT_NETWORK_FAILED', error)));
  });
}
