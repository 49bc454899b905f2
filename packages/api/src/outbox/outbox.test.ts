import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Api} from '../server.ts';
import {startSmtpServer} from '../testing/smtpServer.ts';
import type {TestSmtpServer} from '../testing/smtpServer.ts';
import {dialect, testApi} from '../testing/testApi.ts';
import {OUTBOX_RETRY, nextAttemptAt, startOutbox} from './outbox.ts';
import {formatMessage, parseSmtpUrl, smtpMailer} from './smtp.ts';
import {enqueueEmail, findEmail} from './store.ts';

describe('the retry schedule', () => {
  it('doubles the wait from 30 s, and gives up after the last attempt or a 5xx', () => {
    const now = new Date('2026-11-26T00:00:00Z');
    const wait = (attempts: number) =>
      (nextAttemptAt(attempts, now, false)?.getTime() ?? NaN) - now.getTime();
    expect([1, 2, 3].map(wait)).toEqual([30_000, 60_000, 120_000]);
    // The seventh failure waits 32 minutes; the eighth is the last attempt.
    expect(wait(7)).toBe(1_920_000);
    expect(nextAttemptAt(OUTBOX_RETRY.maxAttempts, now, false)).toBeNull();
    expect(nextAttemptAt(1, now, true)).toBeNull();
  });
});

describe('SMTP messages', () => {
  it('reads smtp and smtps URLs with credentials, and refuses other schemes', () => {
    expect(parseSmtpUrl('smtp://ada%40x:p%3Ass@mail.example:2525', 'a@b.c')).toMatchObject({
      host: 'mail.example',
      port: 2525,
      secure: false,
      user: 'ada@x',
      password: 'p:ss',
    });
    expect(parseSmtpUrl('smtps://mail.example', 'a@b.c')).toMatchObject({port: 465, secure: true});
    expect(() => parseSmtpUrl('http://mail.example', 'a@b.c')).toThrow(RangeError);
  });

  it('encodes a non-ASCII subject and the body in base64', () => {
    const raw = formatMessage('bantuan@nada.test', {to: 'a@b.c', subject: 'Balasan — tiket', text: 'Halo ✓'});
    expect(raw).toContain('Subject: =?UTF-8?B?');
    expect(raw).toContain('From: Nada <bantuan@nada.test>');
    expect(raw.split('\r\n\r\n')[1]).toBe(Buffer.from('Halo ✓').toString('base64'));
  });
});

describe(`the outbox (${dialect})`, () => {
  let api: Api;
  let close: () => Promise<void>;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({api, close} = await testApi());
  });
  afterAll(async () => {
    await close();
    await smtp.close();
  });

  it('retries a temporary refusal after its backoff and sends once, dot-stuffed lines intact', async () => {
    const db = api.nada.db.kysely;
    let now = new Date('2030-01-01T00:00:00Z');
    const outbox = startOutbox({
      db,
      mailer: smtpMailer(parseSmtpUrl(smtp.url, 'bantuan@nada.test')),
      intervalMs: 0,
      log: api.log,
      now: () => now,
    });
    try {
      const recipient = `retry-${Date.now()}@example.com`;
      const id = await enqueueEmail(
        db,
        {userId: null, recipient, subject: 'Coba lagi', body: 'Baris\n.titik\nakhir'},
        now,
      );
      smtp.refuseNext(1);
      await outbox.kick();
      let row = await findEmail(db, id);
      expect(row).toMatchObject({attempts: 1, sent_at: null, failed_at: null});
      expect(row?.last_error).toContain('try again later');
      expect(new Date(row?.next_attempt_at ?? '').getTime()).toBe(now.getTime() + OUTBOX_RETRY.firstDelayMs);

      // Not due yet: nothing is sent.
      await outbox.kick();
      expect(smtp.received.filter((email) => email.to.includes(recipient))).toEqual([]);

      now = new Date(now.getTime() + OUTBOX_RETRY.firstDelayMs);
      await outbox.kick();
      row = await findEmail(db, id);
      expect(row).toMatchObject({attempts: 2, last_error: null});
      expect(row?.sent_at).not.toBeNull();
      const delivered = smtp.received.filter((email) => email.to.includes(recipient));
      expect(delivered).toHaveLength(1);
      expect(delivered[0]?.text).toBe('Baris\n.titik\nakhir');

      await outbox.kick();
      expect(smtp.received.filter((email) => email.to.includes(recipient))).toHaveLength(1);
    } finally {
      await outbox.close();
    }
  });
});
