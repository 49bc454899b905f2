import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {isSolution} from '../botCheck/proofOfWork.ts';
import type {Api} from '../server.ts';
import {signIn, signUp} from '../testing/emulatorUsers.ts';
import {startSmtpServer} from '../testing/smtpServer.ts';
import type {TestSmtpServer} from '../testing/smtpServer.ts';
import {dialect, testApi} from '../testing/testApi.ts';
import {MAX_ATTACHMENT_BYTES} from './schema.ts';

let api: Api;
let close: () => Promise<void>;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ({api, close} = await testApi({
    SMTP_URL: smtp.url,
    SMTP_FROM: 'bantuan@nada.test',
    NADA_PUBLIC_URL: 'https://nada.test',
    BOT_CHECK_DIFFICULTY: '4',
  }));
});
afterAll(async () => {
  await close();
  await smtp.close();
});

// A 1x1 PNG: its signature is what the sniffing looks at.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

type Method = 'GET' | 'POST';

async function newUser(name: string, {admin = false, language = 'id'} = {}) {
  const user = await signUp(name);
  let token = user.idToken;
  if (admin) {
    await api.nada.auth.setCustomUserClaims(user.uid, {admin: true});
    token = await signIn(user);
  }
  const headers = {authorization: `Bearer ${token}`, 'accept-language': language};
  await api.inject({url: '/api/me', headers});
  const call = (method: Method, url: string, payload?: object) =>
    api.inject({method, url, headers, ...(payload ? {payload} : {})});
  return {email: user.email, headers, call};
}

async function botCheck() {
  const {id, salt, difficulty} = (
    await api.inject({method: 'POST', url: '/api/bot-check/challenge'})
  ).json() as {
    id: string;
    salt: string;
    difficulty: number;
  };
  let nonce = 0;
  while (!isSolution(salt, String(nonce), difficulty)) nonce += 1;
  return {id, nonce: String(nonce)};
}

const ticketBody = async (extra: object = {}) => ({
  category: 'separation',
  subject: 'Vokal masih terdengar',
  message: 'Di lagu saya vokalnya masih terdengar samar di bagian reff.',
  botCheck: await botCheck(),
  ...extra,
});

interface Ticket {
  id: string;
  status: string;
  requester: {name: string | null; email: string | null} | null;
  messages: {
    id: string;
    fromStaff: boolean;
    body: string;
    attachment: {name: string; bytes: number} | null;
  }[];
}

describe(`support tickets (${dialect})`, () => {
  it('files a ticket, an admin answers, the user reads the answer, and both emails go out in the user’s language', async () => {
    const user = await newUser('Rina Penyanyi', {language: 'en'});
    const admin = await newUser('Admin Nada', {admin: true});

    const created = await user.call(
      'POST',
      '/api/support/tickets',
      await ticketBody({attachment: {name: '../layar.png', data: png.toString('base64')}}),
    );
    expect(created.statusCode, created.body).toBe(201);
    const ticket = created.json() as Ticket;
    expect(ticket.status).toBe('open');
    expect(ticket.requester).toBeNull();
    expect(ticket.messages).toHaveLength(1);
    expect(ticket.messages[0]?.attachment).toEqual({
      name: 'layar.png',
      contentType: 'image/png',
      bytes: png.length,
    });

    const received = await smtp.waitFor(
      (email) => email.to.includes(user.email) && /received/.test(email.subject),
    );
    expect(received.from).toBe('bantuan@nada.test');
    expect(received.subject).toBe('We received your message: Vokal masih terdengar');
    expect(received.text).toContain('Hi Rina Penyanyi,');
    expect(received.text).toContain(`https://nada.test/en/support?ticket=${ticket.id}`);

    const all = (await admin.call('GET', '/api/support/tickets?scope=all&status=open')).json() as {
      items: Ticket[];
    };
    const listed = all.items.find((item) => item.id === ticket.id);
    expect(listed?.requester).toEqual({name: 'Rina Penyanyi', email: user.email});

    const answered = await admin.call('POST', `/api/support/tickets/${ticket.id}/messages`, {
      body: 'Coba mode 4 stem, lalu matikan kanal vokal.',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect((answered.json() as Ticket).status).toBe('answered');

    const seen = (await user.call('GET', `/api/support/tickets/${ticket.id}`)).json() as Ticket;
    expect(seen.status).toBe('answered');
    expect(seen.messages.map((message) => [message.fromStaff, message.body])).toEqual([
      [false, 'Di lagu saya vokalnya masih terdengar samar di bagian reff.'],
      [true, 'Coba mode 4 stem, lalu matikan kanal vokal.'],
    ]);

    const replied = await smtp.waitFor(
      (email) => email.to.includes(user.email) && /reply/.test(email.subject),
    );
    expect(replied.subject).toBe('A reply to your ticket: Vokal masih terdengar');

    // The user answers back: the ticket waits for support again.
    const back = await user.call('POST', `/api/support/tickets/${ticket.id}/messages`, {
      body: 'Berhasil, terima kasih!',
    });
    expect((back.json() as Ticket).status).toBe('open');

    const download = await user.call(
      'GET',
      `/api/support/tickets/${ticket.id}/messages/${seen.messages[0]?.id}/attachment`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(String(download.headers['content-disposition'])).toMatch(/^attachment; filename="layar.png"/);
    expect(download.rawPayload.equals(png)).toBe(true);
    const asAdmin = await admin.call(
      'GET',
      `/api/support/tickets/${ticket.id}/messages/${seen.messages[0]?.id}/attachment`,
    );
    expect(asAdmin.statusCode).toBe(200);
  });

  it('writes the emails in Indonesian for an Indonesian account', async () => {
    const user = await newUser('Budi');
    const created = (
      await user.call('POST', '/api/support/tickets', await ticketBody({subject: 'Tagihan ganda'}))
    ).json() as Ticket;
    const email = await smtp.waitFor((message) => message.to.includes(user.email));
    expect(email.subject).toBe('Kami sudah menerima pesanmu: Tagihan ganda');
    expect(email.text).toContain('Halo Budi,');
    expect(email.text).toContain(`https://nada.test/support?ticket=${created.id}`);
  });

  // Issue 41: a subject is read by staff and goes into an email's Subject header.
  it('drops control and bidi-override characters from the subject and the message', async () => {
    const user = await newUser('Budi');
    const created = await user.call(
      'POST',
      '/api/support/tickets',
      await ticketBody({
        subject: 'Tagihan\u202E ganda\r\nBcc: semua@nada.test',
        message: 'Halo\u0000,\r\nterima kasih 🙏\u2066',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const ticket = created.json() as Ticket & {subject: string};
    expect(ticket.subject).toBe('Tagihan ganda Bcc: semua@nada.test');
    expect(ticket.messages[0]?.body).toBe('Halo,\nterima kasih 🙏');
    const email = await smtp.waitFor((message) => message.to.includes(user.email));
    expect(email.subject).toBe('Kami sudah menerima pesanmu: Tagihan ganda Bcc: semua@nada.test');
  });

  it('shows nobody another user’s tickets, threads or attachments', async () => {
    const owner = await newUser('Pemilik');
    const other = await newUser('Orang lain');
    const ticket = (
      await owner.call(
        'POST',
        '/api/support/tickets',
        await ticketBody({
          attachment: {name: 'catatan.txt', data: Buffer.from('rahasia').toString('base64')},
        }),
      )
    ).json() as Ticket;
    const messageId = ticket.messages[0]?.id ?? '';

    for (const [method, url, payload] of [
      ['GET', `/api/support/tickets/${ticket.id}`],
      ['POST', `/api/support/tickets/${ticket.id}/messages`, {body: 'ikut campur'}],
      ['POST', `/api/support/tickets/${ticket.id}/close`],
      ['GET', `/api/support/tickets/${ticket.id}/messages/${messageId}/attachment`],
    ] as const) {
      const response = await other.call(method, url, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe('TICKET_NOT_FOUND');
    }
    for (const scope of ['mine', 'all']) {
      const list = (await other.call('GET', `/api/support/tickets?scope=${scope}`)).json() as {
        items: Ticket[];
      };
      expect(list.items.map((item) => item.id)).not.toContain(ticket.id);
    }
    const mine = (await owner.call('GET', '/api/support/tickets')).json() as {items: Ticket[]};
    expect(mine.items.map((item) => item.id)).toEqual([ticket.id]);
    // The owner's thread is untouched.
    const read = (await owner.call('GET', `/api/support/tickets/${ticket.id}`)).json() as Ticket;
    expect(read.messages).toHaveLength(1);
    expect(read.status).toBe('open');
  });

  it('refuses a ticket without a passed bot check, and a challenge answered twice', async () => {
    const user = await newUser('Tanpa Cek');
    const missing = await user.call('POST', '/api/support/tickets', {
      ...(await ticketBody()),
      botCheck: {id: 'nope', nonce: '1'},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('BOT_CHECK_FAILED');

    const body = await ticketBody();
    expect((await user.call('POST', '/api/support/tickets', body)).statusCode).toBe(201);
    const replay = await user.call('POST', '/api/support/tickets', body);
    expect(replay.json().error.code).toBe('BOT_CHECK_FAILED');
    const list = (await user.call('GET', '/api/support/tickets')).json() as {items: Ticket[]};
    expect(list.items).toHaveLength(1);
  });

  it('checks the attachment’s size and type by its content, and the fields', async () => {
    const user = await newUser('Lampiran');
    const exact = Buffer.alloc(MAX_ATTACHMENT_BYTES, 'a');
    const atLimit = await user.call(
      'POST',
      '/api/support/tickets',
      await ticketBody({attachment: {name: 'log.txt', data: exact.toString('base64')}}),
    );
    expect(atLimit.statusCode, atLimit.body).toBe(201);

    const over = await user.call(
      'POST',
      '/api/support/tickets',
      await ticketBody({
        attachment: {name: 'log.txt', data: Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 'a').toString('base64')},
      }),
    );
    expect(over.statusCode).toBe(413);
    expect(over.json().error.code).toBe('ATTACHMENT_TOO_LARGE');

    // An executable named like a picture.
    const binary = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00]);
    const disguised = await user.call(
      'POST',
      '/api/support/tickets',
      await ticketBody({attachment: {name: 'foto.png', data: binary.toString('base64')}}),
    );
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().error.code).toBe('ATTACHMENT_NOT_ALLOWED');

    const invalid = await user.call(
      'POST',
      '/api/support/tickets',
      await ticketBody({category: 'gosip', subject: ''}),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(invalid.json().error.fields as object)).toEqual(
      expect.arrayContaining(['category', 'subject']),
    );
  });

  it('takes no replies on a closed ticket, and only admins see everyone’s', async () => {
    const user = await newUser('Penutup');
    const ticket = (await user.call('POST', '/api/support/tickets', await ticketBody())).json() as Ticket;
    const closed = await user.call('POST', `/api/support/tickets/${ticket.id}/close`);
    expect((closed.json() as Ticket).status).toBe('closed');
    const reply = await user.call('POST', `/api/support/tickets/${ticket.id}/messages`, {body: 'Masih ada?'});
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error.code).toBe('TICKET_CLOSED');

    const admin = await newUser('Admin Dua', {admin: true});
    const adminReply = await admin.call('POST', `/api/support/tickets/${ticket.id}/messages`, {
      body: 'Sudah ditutup',
    });
    expect(adminReply.json().error.code).toBe('TICKET_CLOSED');
    const closedList = (await admin.call('GET', '/api/support/tickets?scope=all&status=closed')).json() as {
      items: Ticket[];
    };
    expect(closedList.items.map((item) => item.id)).toContain(ticket.id);
  });
});

describe(`support without email (${dialect})`, () => {
  it('files tickets and queues no email when no SMTP server is configured', async () => {
    const bare = await testApi({BOT_CHECK_DIFFICULTY: '0'});
    try {
      const user = await signUp('Tanpa Surel');
      const headers = {authorization: `Bearer ${user.idToken}`};
      const {id} = (await bare.api.inject({method: 'POST', url: '/api/bot-check/challenge'})).json() as {
        id: string;
      };
      const created = await bare.api.inject({
        method: 'POST',
        url: '/api/support/tickets',
        headers,
        payload: {category: 'other', subject: 'Halo', message: 'Apa kabar?', botCheck: {id, nonce: '0'}},
      });
      expect(created.statusCode, created.body).toBe(201);
      // The PostgreSQL project shares one database between test files: look at this user's emails only.
      const queued = await bare.api.nada.db.kysely
        .selectFrom('outbox')
        .select('id')
        .where('recipient', '=', user.email)
        .execute();
      expect(queued).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
