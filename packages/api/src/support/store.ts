import {randomUUID} from 'node:crypto';
import type {Kysely, Transaction} from 'kysely';
import type {Database, SupportMessageRow, SupportTicketRow, SupportTicketStatus} from '../db/schema.ts';

/** The most tickets one listing answers, newest activity first. */
export const MAX_TICKETS_LISTED = 200;

/** A ticket row with its requester's name and email, for presentation. */
export type TicketRow = SupportTicketRow & {requester_name: string | null; requester_email: string | null};

/** A message row with its author's name. */
export type MessageRow = SupportMessageRow & {author_name: string | null};

/** An attachment as stored with a message. */
export interface StoredAttachment {
  key: string;
  name: string;
  contentType: string;
  bytes: number;
}

type Db = Kysely<Database> | Transaction<Database>;

const ticketColumns = [
  'support_tickets.id',
  'support_tickets.user_id',
  'support_tickets.category',
  'support_tickets.subject',
  'support_tickets.status',
  'support_tickets.created_at',
  'support_tickets.updated_at',
  'users.display_name as requester_name',
  'users.email as requester_email',
] as const;

/** Creates a ticket with its first message; answers the ticket's id. */
export async function createTicket(
  db: Db,
  input: {
    userId: string;
    category: string;
    subject: string;
    body: string;
    attachment: StoredAttachment | null;
  },
  now: Date = new Date(),
): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  await db
    .insertInto('support_tickets')
    .values({
      id,
      user_id: input.userId,
      category: input.category,
      subject: input.subject,
      status: 'open',
      created_at: at,
      updated_at: at,
    })
    .execute();
  await insertMessage(db, id, input.userId, false, input.body, input.attachment, now);
  return id;
}

async function insertMessage(
  db: Db,
  ticketId: string,
  authorId: string,
  fromStaff: boolean,
  body: string,
  attachment: StoredAttachment | null,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('support_messages')
    .values({
      id,
      ticket_id: ticketId,
      author_id: authorId,
      from_staff: fromStaff ? 1 : 0,
      body,
      attachment_key: attachment?.key ?? null,
      attachment_name: attachment?.name ?? null,
      attachment_type: attachment?.contentType ?? null,
      attachment_bytes: attachment?.bytes ?? null,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

/**
 * Adds a reply and moves the ticket's status: an admin's reply makes it `answered`, the owner's
 * `open` again. Answers false when the ticket is closed (checked in the same update).
 */
export async function addReply(
  db: Kysely<Database>,
  input: {ticketId: string; authorId: string; fromStaff: boolean; body: string},
  now: Date = new Date(),
): Promise<boolean> {
  return await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('support_tickets')
      .set({status: input.fromStaff ? 'answered' : 'open', updated_at: now.toISOString()})
      .where('id', '=', input.ticketId)
      .where('status', '!=', 'closed')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await insertMessage(trx, input.ticketId, input.authorId, input.fromStaff, input.body, null, now);
    return true;
  });
}

/** Closes a ticket; answers false when there is no such ticket. */
export async function closeTicket(
  db: Kysely<Database>,
  ticketId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('support_tickets')
    .set({status: 'closed', updated_at: now.toISOString()})
    .where('id', '=', ticketId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One ticket with its requester, whoever owns it; the route decides who may see it. */
export async function findTicket(db: Kysely<Database>, id: string): Promise<TicketRow | undefined> {
  return await db
    .selectFrom('support_tickets')
    .innerJoin('users', 'users.id', 'support_tickets.user_id')
    .select(ticketColumns)
    .where('support_tickets.id', '=', id)
    .executeTakeFirst();
}

/** Tickets newest activity first: one user's, or everyone's when `userId` is null. */
export async function listTickets(
  db: Kysely<Database>,
  filter: {userId: string | null; status?: SupportTicketStatus | undefined},
): Promise<TicketRow[]> {
  let query = db
    .selectFrom('support_tickets')
    .innerJoin('users', 'users.id', 'support_tickets.user_id')
    .select(ticketColumns);
  if (filter.userId !== null) query = query.where('support_tickets.user_id', '=', filter.userId);
  if (filter.status) query = query.where('support_tickets.status', '=', filter.status);
  return await query
    .orderBy('support_tickets.updated_at', 'desc')
    .orderBy('support_tickets.id', 'desc')
    .limit(MAX_TICKETS_LISTED)
    .execute();
}

/** A ticket's thread, oldest first. */
export async function readMessages(db: Kysely<Database>, ticketId: string): Promise<MessageRow[]> {
  return await db
    .selectFrom('support_messages')
    .leftJoin('users', 'users.id', 'support_messages.author_id')
    .selectAll('support_messages')
    .select('users.display_name as author_name')
    .where('support_messages.ticket_id', '=', ticketId)
    .orderBy('support_messages.created_at')
    .orderBy('support_messages.id')
    .execute();
}

/** One message of a ticket, for its attachment. */
export async function findMessage(
  db: Kysely<Database>,
  ticketId: string,
  messageId: string,
): Promise<SupportMessageRow | undefined> {
  return await db
    .selectFrom('support_messages')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .where('id', '=', messageId)
    .executeTakeFirst();
}

/** The email and language of a user, for a notification. */
export async function findRecipient(
  db: Kysely<Database>,
  userId: string,
): Promise<{email: string | null; locale: string; display_name: string | null} | undefined> {
  return await db
    .selectFrom('users')
    .select(['email', 'locale', 'display_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
