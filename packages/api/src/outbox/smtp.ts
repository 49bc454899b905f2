import {randomUUID} from 'node:crypto';
import {connect as connectTcp} from 'node:net';
import type {Socket} from 'node:net';
import {connect as connectTls} from 'node:tls';

/** One plain-text email. */
export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text, UTF-8. */
  text: string;
}

/** Sends an email or throws; the outbox retries what throws. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** An SMTP server refused a command; `code` is its reply code (4xx: try again later, 5xx: do not). */
export class SmtpError extends Error {
  override readonly name = 'SmtpError';
  /** The server's three-digit reply code. */
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

/** Where and how to reach the SMTP server, parsed from `SMTP_URL`. */
export interface SmtpOptions {
  host: string;
  port: number;
  /** `smtps:` connects with TLS from the start; `smtp:` upgrades with STARTTLS when the server offers it. */
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  /** The sender's address (`SMTP_FROM`). */
  from: string;
  /** Milliseconds one exchange may wait for an answer. @default 20000 */
  timeoutMs?: number;
}

/** Reads `smtp://user:pass@host:587` or `smtps://host:465`; throws a RangeError on anything else. */
export function parseSmtpUrl(url: string, from: string): SmtpOptions {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new RangeError('must be an smtp:// or smtps:// URL');
  }
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    user: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    from,
  };
}

/** A header value as RFC 2047 encoded words when it is not plain ASCII. */
function encodeHeader(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  return `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** The message in RFC 5322 form, body in base64 lines, ending without the final CRLF.CRLF. */
export function formatMessage(from: string, message: MailMessage, now = new Date()): string {
  const domain = from.split('@')[1] ?? 'localhost';
  const body = Buffer.from(message.text, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');
  return [
    `From: Nada <${from}>`,
    `To: ${message.to}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n');
}

/** Reads SMTP replies (possibly multi-line) from a socket, one at a time. */
class ReplyReader {
  private buffer = '';
  private lines: string[] = [];
  private waiting: ((line: string) => void) | undefined;
  private failure: Error | undefined;
  private failed: ((error: Error) => void) | undefined;

  constructor(socket: Socket) {
    this.attach(socket);
  }

  attach(socket: Socket): void {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf('\r\n')) >= 0) {
        this.lines.push(this.buffer.slice(0, end));
        this.buffer = this.buffer.slice(end + 2);
      }
      this.flush();
    });
    const fail = (error: Error) => {
      this.failure ??= error;
      this.failed?.(this.failure);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('The SMTP server closed the connection')));
  }

  private flush(): void {
    const waiting = this.waiting;
    const line = this.lines.shift();
    if (waiting && line !== undefined) {
      this.waiting = undefined;
      waiting(line);
    } else if (line !== undefined) {
      this.lines.unshift(line);
    }
  }

  private line(): Promise<string> {
    if (this.lines.length > 0) return Promise.resolve(this.lines.shift() as string);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
    });
  }

  /** The next whole reply: its code and its lines' text. */
  async reply(): Promise<{code: number; lines: string[]}> {
    const lines: string[] = [];
    for (;;) {
      const line = await this.line();
      lines.push(line.slice(4));
      if (line[3] !== '-') return {code: Number(line.slice(0, 3)), lines};
    }
  }
}

/**
 * A mailer that speaks SMTP itself over node:net and node:tls: EHLO, STARTTLS when offered on a
 * plain connection, AUTH PLAIN when credentials are given, one message per connection.
 */
export function smtpMailer(options: SmtpOptions): Mailer {
  const timeoutMs = options.timeoutMs ?? 20_000;
  return {
    async send(message) {
      let socket: Socket = options.secure
        ? connectTls({host: options.host, port: options.port, servername: options.host})
        : connectTcp({host: options.host, port: options.port});
      socket.setTimeout(timeoutMs, () => socket.destroy(new Error('The SMTP server did not answer in time')));
      let reader = new ReplyReader(socket);
      const expect = async (codes: number[]) => {
        const reply = await reader.reply();
        if (!codes.includes(reply.code)) throw new SmtpError(reply.code, reply.lines.join(' '));
        return reply;
      };
      const command = async (line: string, codes: number[]) => {
        socket.write(`${line}\r\n`);
        return await expect(codes);
      };
      try {
        await expect([220]);
        let hello = await command(`EHLO ${helloName(options.from)}`, [250]);
        if (!options.secure && hello.lines.some((line) => /^STARTTLS\b/i.test(line))) {
          await command('STARTTLS', [220]);
          socket.removeAllListeners('data');
          socket = connectTls({socket, servername: options.host});
          socket.setTimeout(timeoutMs, () =>
            socket.destroy(new Error('The SMTP server did not answer in time')),
          );
          reader = new ReplyReader(socket);
          hello = await command(`EHLO ${helloName(options.from)}`, [250]);
        }
        if (options.user !== undefined) {
          const token = Buffer.from(`\0${options.user}\0${options.password ?? ''}`).toString('base64');
          await command(`AUTH PLAIN ${token}`, [235]);
        }
        await command(`MAIL FROM:<${options.from}>`, [250]);
        await command(`RCPT TO:<${message.to}>`, [250, 251]);
        await command('DATA', [354]);
        // Dot-stuffing: a line starting with "." gets another, so only our CRLF.CRLF ends the data.
        const data = formatMessage(options.from, message).replace(/^\./gm, '..');
        await command(`${data}\r\n.`, [250]);
        await command('QUIT', [221]).catch(() => undefined);
      } finally {
        socket.destroy();
      }
    },
  };
}

/** The domain of the sender's address, as the EHLO name. */
const helloName = (from: string) => from.split('@')[1]?.replace(/[^\w.-]/g, '') || 'localhost';
