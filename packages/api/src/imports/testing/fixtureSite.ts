import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createServer} from 'node:http';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** A site on a loopback port that serves pages and media made with ffmpeg, counting what reaches it. */
export interface FixtureSite {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  port: number;
  /** TCP connections accepted: a tunnel or request that reached the site counts even without a request line. */
  connections: number;
  /** TCP connections open now. */
  open: number;
  /** Paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** What the fixture site serves: path to status, type and body. */
export type FixturePages = Record<
  string,
  {
    status?: number;
    type?: string;
    body?: Buffer | string;
    location?: string;
    /**
     * Sends the headers (with the whole length) and half the body, then `'stall'` sends nothing more
     * and `'cut'` drops the connection: a download that hangs, or one the network breaks.
     */
    partial?: 'stall' | 'cut';
  }
>;

/** Media for import tests, made with ffmpeg in a temporary folder. */
export interface FixtureMedia {
  /** Two seconds of a 440 Hz sine, MP3. */
  song: Buffer;
  /** Sixteen minutes of silence at 8 kbit/s (over the free plan's 15 minutes), MP3. */
  long: Buffer;
  /** A 320x180 PNG. */
  poster: Buffer;
}

/** Makes {@link FixtureMedia}. */
export function makeFixtureMedia(): FixtureMedia {
  const folder = mkdtempSync(join(tmpdir(), 'nada-import-'));
  try {
    const make = (name: string, args: string[]) => {
      const path = join(folder, name);
      execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, path]);
      return readFileSync(path);
    };
    return {
      song: make('song.mp3', [
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=440:duration=2',
        '-c:a',
        'libmp3lame',
        '-b:a',
        '64k',
      ]),
      long: make('long.mp3', [
        '-f',
        'lavfi',
        '-i',
        'anullsrc=r=8000:cl=mono',
        '-t',
        '960',
        '-c:a',
        'libmp3lame',
        '-b:a',
        '8k',
      ]),
      poster: make('poster.png', ['-f', 'lavfi', '-i', 'color=c=orange:s=320x180', '-frames:v', '1']),
    };
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}

/** Starts a fixture site on 127.0.0.1 and a free port; unknown paths answer 404. */
export async function startFixtureSite(pages: FixturePages = {}): Promise<FixtureSite> {
  const server: Server = createServer();
  const site: FixtureSite = {
    origin: '',
    port: 0,
    connections: 0,
    open: 0,
    requests: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on('connection', (socket) => {
    site.connections++;
    site.open++;
    socket.once('close', () => site.open--);
  });
  server.on('request', (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    site.requests.push(path);
    const page = pages[path];
    if (!page) {
      response.writeHead(404, {'content-type': 'text/plain'});
      response.end('not found');
      return;
    }
    const body = page.body ?? '';
    response.writeHead(page.status ?? 200, {
      'content-type': page.type ?? 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      ...(page.location ? {location: page.location} : {}),
    });
    if (page.partial && request.method !== 'HEAD') {
      const bytes = Buffer.from(body);
      response.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
      if (page.partial === 'cut') response.socket?.destroy();
      return;
    }
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.port = (server.address() as AddressInfo).port;
  site.origin = `http://127.0.0.1:${site.port}`;
  return site;
}

/** An HTML page with a title and the given body. */
export const html = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
