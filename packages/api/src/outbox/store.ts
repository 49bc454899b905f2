import {randomUUID} from 'node:crypto';
import type {Kysely, Transaction} from 'kysely';
import type {Database, OutboxRow} from '../db/schema.ts';

/** An email to queue: who gets it, whose it is, and its text. */
export interface NewOutboxMessage {
  userId: string | null;
  recipient: string;
  subject: string;
  body: string;
}

/** Queues an email to be sent in the background (inside the caller's transaction when it passes one). */
export async function enqueueEmail(
  db: Kysely<Database> | Transaction<Database>,
  message: NewOutboxMessage,
  now: Date = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('outbox')
    .values({
      id,
      user_id: message.userId,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      next_attempt_at: now.toISOString(),
      sent_at: null,
      failed_at: null,
      last_error: null,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** Emails due now, oldest first. */
export async function findDueEmails(db: Kysely<Database>, now: Date, limit: number): Promise<OutboxRow[]> {
  return await db
    .selectFrom('outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes an email for one attempt: moves its next attempt to `leaseUntil`, only if nobody else
 * did since it was read, so two processes never send it both. True when this caller has it.
 */
export async function claimEmail(db: Kysely<Database>, row: OutboxRow, leaseUntil: Date): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({next_attempt_at: leaseUntil.toISOString()})
    .where('id', '=', row.id)
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '=', row.next_attempt_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks an email sent. */
export async function markEmailSent(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({sent_at: now.toISOString(), attempts: eb('attempts', '+', 1), last_error: null}))
    .where('id', '=', id)
    .execute();
}

/** Records a failed attempt: retried at `retryAt`, or given up when that is null. */
export async function markEmailAttemptFailed(
  db: Kysely<Database>,
  id: string,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 500),
      ...(retryAt ? {next_attempt_at: retryAt.toISOString()} : {failed_at: now.toISOString()}),
    }))
    .where('id', '=', id)
    .execute();
}

/** One email by id (tests and the admin's view). */
export async function findEmail(db: Kysely<Database>, id: string): Promise<OutboxRow | undefined> {
  return await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}
