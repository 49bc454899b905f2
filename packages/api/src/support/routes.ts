import {Readable} from 'node:stream';
import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {z} from 'zod';
import {requireUser} from '../auth/authPlugin.ts';
import type {CurrentUser} from '../auth/authPlugin.ts';
import {verifySolution} from '../botCheck/challenges.ts';
import {errorBodySchema} from '../errorSchema.ts';
import {apiError} from '../errors.ts';
import {contentDisposition, sanitizeFileName} from '../files/fileName.ts';
import type {Outbox} from '../outbox/outbox.ts';
import {enqueueEmail} from '../outbox/store.ts';
import {newFileKey} from '../storage/storage.ts';
import type {Storage} from '../storage/storage.ts';
import {readAttachment} from './attachment.ts';
import {supportEmail} from './notifications.ts';
import type {SupportNotification} from './notifications.ts';
import {presentTicket, presentTicketSummary} from './present.ts';
import {
  CREATE_TICKET_BODY_LIMIT,
  createTicketSchema,
  messageParamsSchema,
  replySchema,
  supportTicketListSchema,
  supportTicketSchema,
  ticketListQuerySchema,
  ticketParamsSchema,
} from './schema.ts';
import {
  addReply,
  closeTicket,
  createTicket,
  findMessage,
  findRecipient,
  findTicket,
  listTickets,
  readMessages,
} from './store.ts';
import type {StoredAttachment, TicketRow} from './store.ts';

/** What the support routes need besides the database. */
export interface SupportRoutesOptions {
  /** Where attachments are kept (under the ticket owner's prefix, so account deletion takes them). */
  storage: Storage;
  /** Sends the notification emails; undefined when no SMTP server is configured (none are queued). */
  outbox: Outbox | undefined;
  /** The public origin the emails link to. */
  publicUrl: string | undefined;
}

/**
 * `GET|POST /support/tickets`, `GET /support/tickets/:id`, `POST /support/tickets/:id/messages`,
 * `POST /support/tickets/:id/close` and `GET /support/tickets/:id/messages/:messageId/attachment`.
 * A user sees only their own tickets; admins see and answer all of them.
 */
export const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (
  app,
  {storage, outbox, publicUrl},
) => {
  const db = app.nada.db.kysely;
  const tags = ['support'];

  /** The ticket if `user` may see it (theirs, or any for an admin), else TICKET_NOT_FOUND. */
  async function visibleTicket(id: string, user: CurrentUser): Promise<TicketRow> {
    const ticket = await findTicket(db, id);
    if (!ticket || (ticket.user_id !== user.row.id && !user.isAdmin)) throw apiError('TICKET_NOT_FOUND');
    return ticket;
  }

  async function readTicket(ticket: TicketRow, user: CurrentUser) {
    return presentTicket(ticket, await readMessages(db, ticket.id), user.row.id);
  }

  /** Queues a notification to the ticket's owner in their language, when email is set up. */
  async function notify(kind: SupportNotification, ticket: {id: string; subject: string; userId: string}) {
    if (!outbox) return;
    const recipient = await findRecipient(db, ticket.userId);
    if (!recipient?.email) return;
    const email = supportEmail(kind, recipient.locale, {
      name: recipient.display_name,
      subject: ticket.subject,
      ticketId: ticket.id,
      publicUrl,
    });
    await enqueueEmail(db, {userId: ticket.userId, recipient: recipient.email, ...email});
    void outbox.kick();
  }

  app.get(
    '/support/tickets',
    {
      config: {auth: 'required'},
      schema: {
        summary: "The caller's tickets (or, for an admin with scope=all, everyone's), latest activity first",
        tags,
        querystring: ticketListQuerySchema,
        response: {200: supportTicketListSchema, 400: errorBodySchema, 401: errorBodySchema},
      },
    },
    async (request) => {
      const user = requireUser(request);
      const everyone = request.query.scope === 'all' && user.isAdmin;
      const rows = await listTickets(db, {
        userId: everyone ? null : user.row.id,
        status: request.query.status,
      });
      return {items: rows.map((row) => presentTicketSummary(row, user.row.id))};
    },
  );

  app.post(
    '/support/tickets',
    {
      config: {auth: 'required'},
      bodyLimit: CREATE_TICKET_BODY_LIMIT,
      schema: {
        summary: 'Opens a ticket with its first message and an optional attachment',
        description:
          'Needs a solved bot-check challenge (400 BOT_CHECK_FAILED). The attachment is at most 2 MB (2,000,000 bytes) ' +
          '(413 ATTACHMENT_TOO_LARGE) and must be a PNG, JPEG, WebP, PDF or UTF-8 text by its content ' +
          '(415 ATTACHMENT_NOT_ALLOWED). The owner gets a "ticket received" email when email is set up.',
        tags,
        body: createTicketSchema,
        response: {
          201: supportTicketSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const {botCheck, attachment, category, subject, message} = request.body;
      await verifySolution(db, botCheck);
      let stored: StoredAttachment | null = null;
      if (attachment) {
        const {bytes, contentType} = readAttachment(attachment.data);
        const key = newFileKey(user.row.id);
        await storage.put(key, Readable.from([bytes]));
        stored = {
          key,
          name: sanitizeFileName(attachment.name, 'attachment'),
          contentType,
          bytes: bytes.length,
        };
      }
      let id: string;
      try {
        id = await createTicket(db, {
          userId: user.row.id,
          category,
          subject,
          body: message,
          attachment: stored,
        });
      } catch (error) {
        if (stored) await storage.delete(stored.key).catch(() => undefined);
        throw error;
      }
      await notify('received', {id, subject, userId: user.row.id});
      const ticket = await visibleTicket(id, user);
      return reply.code(201).send(await readTicket(ticket, user));
    },
  );

  app.get(
    '/support/tickets/:id',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'One ticket with its thread: the caller’s own, or any for an admin',
        description: 'Another user’s ticket answers 404 TICKET_NOT_FOUND, like a missing one.',
        tags,
        params: ticketParamsSchema,
        response: {200: supportTicketSchema, 401: errorBodySchema, 404: errorBodySchema},
      },
    },
    async (request) => {
      const user = requireUser(request);
      return await readTicket(await visibleTicket(request.params.id, user), user);
    },
  );

  app.post(
    '/support/tickets/:id/messages',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Adds a reply to a ticket: the owner’s, or an admin’s (which emails the owner)',
        description: 'A closed ticket answers 409 TICKET_CLOSED.',
        tags,
        params: ticketParamsSchema,
        body: replySchema,
        response: {
          201: supportTicketSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const ticket = await visibleTicket(request.params.id, user);
      // An admin answering their own ticket writes as its owner.
      const fromStaff = user.isAdmin && ticket.user_id !== user.row.id;
      const added = await addReply(db, {
        ticketId: ticket.id,
        authorId: user.row.id,
        fromStaff,
        body: request.body.body,
      });
      if (!added) throw apiError('TICKET_CLOSED');
      if (fromStaff)
        await notify('replied', {id: ticket.id, subject: ticket.subject, userId: ticket.user_id});
      return reply.code(201).send(await readTicket(await visibleTicket(ticket.id, user), user));
    },
  );

  app.post(
    '/support/tickets/:id/close',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Closes a ticket (its owner or an admin); closing a closed one changes nothing',
        tags,
        params: ticketParamsSchema,
        response: {200: supportTicketSchema, 401: errorBodySchema, 404: errorBodySchema},
      },
    },
    async (request) => {
      const user = requireUser(request);
      const ticket = await visibleTicket(request.params.id, user);
      if (ticket.status !== 'closed') await closeTicket(db, ticket.id);
      return await readTicket(await visibleTicket(ticket.id, user), user);
    },
  );

  app.get(
    '/support/tickets/:id/messages/:messageId/attachment',
    {
      config: {auth: 'required'},
      schema: {
        summary: 'Downloads a message’s attachment: the ticket’s owner and admins only',
        tags,
        params: messageParamsSchema,
        response: {
          200: z.any().describe('The attachment, as a download'),
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const ticket = await visibleTicket(request.params.id, user);
      const message = await findMessage(db, ticket.id, request.params.messageId);
      if (!message?.attachment_key || !message.attachment_type) throw apiError('ATTACHMENT_NOT_FOUND');
      const body = await storage.get(message.attachment_key);
      const name = message.attachment_name ?? 'attachment';
      return reply
        .header('content-type', message.attachment_type)
        .header('content-disposition', contentDisposition('attachment', name))
        .header('content-length', String(message.attachment_bytes ?? ''))
        .send(body);
    },
  );
};
