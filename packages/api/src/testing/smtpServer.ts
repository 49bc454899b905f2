import {createServer} from 'node:net';
import type {AddressInfo, Server, Socket} from 'node:net';

/** One email as the server received it, its body decoded. */
export interface ReceivedEmail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as sent. */
  raw: string;
  /** The Subject header, RFC 2047 encoded words decoded. */
  subject: string;
  /** The text body, its base64 or quoted-printable transfer encoding undone. */
  text: string;
}

/** A local SMTP server for tests: it speaks the real dialogue and keeps what it receives. */
export interface TestSmtpServer {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  received: ReceivedEmail[];
  /** Waits until an email matching `predicate` has arrived (checked on every arrival). */
  waitFor(predicate: (email: ReceivedEmail) => boolean): Promise<ReceivedEmail>;
  /** Answers the next `count` MAIL FROM commands with 451 (a temporary failure the sender retries). */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

function decodeSubject(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, data: string) =>
    Buffer.from(data, 'base64').toString('utf8'),
  );
}

function parse(from: string, to: string[], raw: string): ReceivedEmail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:[ \\t]*(.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(head)?.[1]?.replace(/\r\n[ \t]/g, ' ') ??
    '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return {from, to, raw, subject: decodeSubject(header('Subject')), text};
}

/** Starts a local SMTP server on `port` (0: any free one) at 127.0.0.1. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedEmail[] = [];
  const waiters: {predicate: (email: ReceivedEmail) => boolean; resolve: (email: ReceivedEmail) => void}[] =
    [];
  const sockets = new Set<Socket>();
  let refusals = 0;

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let from = '';
    let to: string[] = [];
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 nada-test ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const raw = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          const email = parse(from, to, raw);
          received.push(email);
          say('250 2.0.0 queued');
          for (const waiter of waiters.splice(0)) {
            if (waiter.predicate(email)) waiter.resolve(email);
            else waiters.push(waiter);
          }
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') {
          say('250-nada-test');
          say('250-8BITMIME');
          say('250 SMTPUTF8');
        } else if (verb === 'HELO') say('250 nada-test');
        else if (verb === 'MAIL') {
          if (refusals > 0) {
            refusals -= 1;
            say('451 4.3.0 try again later');
          } else {
            from = /<([^>]*)>/.exec(line)?.[1] ?? '';
            to = [];
            say('250 2.1.0 ok');
          }
        } else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          say('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          say('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') say('250 ok');
        else if (verb === 'NOOP') say('250 ok');
        else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else say('502 5.5.2 command not implemented');
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    waitFor(predicate) {
      const found = received.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({predicate, resolve}));
    },
    refuseNext(count) {
      refusals = count;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
