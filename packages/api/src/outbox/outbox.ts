import type {FastifyBaseLogger} from 'fastify';
import type {Kysely} from 'kysely';
import type {Database, OutboxRow} from '../db/schema.ts';
import {SmtpError} from './smtp.ts';
import type {Mailer} from './smtp.ts';
import {claimEmail, findDueEmails, markEmailAttemptFailed, markEmailSent} from './store.ts';

/** How the outbox retries: attempts in all, and the wait before the n-th retry. */
export const OUTBOX_RETRY = {
  /** Attempts before an email is given up. @default 8 */
  maxAttempts: 8,
  /** Wait before the first retry, doubled for each later one. @default 30000 */
  firstDelayMs: 30_000,
  /** The longest wait between two attempts. @default 3600000 */
  maxDelayMs: 3_600_000,
  /** How long one attempt holds an email before another process may take it. @default 120000 */
  leaseMs: 120_000,
};

/** When to try again after `attempts` failed attempts, or null when the email is given up. */
export function nextAttemptAt(attempts: number, now: Date, permanent: boolean): Date | null {
  if (permanent || attempts >= OUTBOX_RETRY.maxAttempts) return null;
  const delay = Math.min(OUTBOX_RETRY.firstDelayMs * 2 ** (attempts - 1), OUTBOX_RETRY.maxDelayMs);
  return new Date(now.getTime() + delay);
}

/** What {@link startOutbox} needs. */
export interface OutboxOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  /** How often due emails are looked for; a queued email is also sent at once through `kick()`. */
  intervalMs: number;
  log: FastifyBaseLogger;
  /** The clock (tests move it). @default () => new Date() */
  now?: () => Date;
}

/** The running outbox. */
export interface Outbox {
  /** Sends what is due now, without waiting for the next interval; resolves when that pass ends. */
  kick(): Promise<void>;
  /** Stops the interval and waits for a pass in progress. */
  close(): Promise<void>;
}

/** Sends one email and records the outcome; a 5xx refusal is not retried. */
async function attempt(options: OutboxOptions, row: OutboxRow): Promise<void> {
  const {db, mailer, log} = options;
  const now = options.now ?? (() => new Date());
  if (!(await claimEmail(db, row, new Date(now().getTime() + OUTBOX_RETRY.leaseMs)))) return;
  try {
    await mailer.send({to: row.recipient, subject: row.subject, text: row.body});
    await markEmailSent(db, row.id, now());
  } catch (error) {
    const permanent = error instanceof SmtpError && error.code >= 500;
    const retryAt = nextAttemptAt(row.attempts + 1, now(), permanent);
    log.warn({err: error, emailId: row.id, attempt: row.attempts + 1, retryAt}, 'email not sent');
    await markEmailAttemptFailed(
      db,
      row.id,
      error instanceof Error ? error.message : String(error),
      retryAt,
      now(),
    );
  }
}

/**
 * Sends queued emails in the background: every `intervalMs`, and at once on `kick()`. Passes never
 * overlap within a process; across processes each email is claimed before it is sent.
 */
export function startOutbox(options: OutboxOptions): Outbox {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  async function pass(): Promise<void> {
    do {
      again = false;
      for (;;) {
        const due = await findDueEmails(options.db, now(), 20);
        for (const row of due) await attempt(options, row);
        if (due.length < 20 || closed) break;
      }
    } while (again && !closed);
  }

  function kick(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => options.log.error({err: error}, 'outbox pass failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = options.intervalMs > 0 ? setInterval(() => void kick(), options.intervalMs) : undefined;
  timer?.unref();
  return {
    kick,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
