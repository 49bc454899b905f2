import {sql} from 'kysely';
import type {Db} from '../db/database.ts';
import type {JobRegistry} from './registry.ts';
import type {JobRunner} from './runner.ts';
import {claimNext, transition} from './store.ts';

/** What the embedded queue needs. */
export interface EmbeddedQueueOptions {
  db: Db;
  registry: JobRegistry;
  runner: JobRunner;
  leaseOwner: string;
  leaseMs: number;
  /** Jobs run at once in this process. */
  concurrency: number;
  /** Jobs one user may have running at once. */
  perUserLimit: number;
  /** How often the database is looked at for due retries and stalled jobs. @default 1000 */
  pollMs?: number;
  log: {error(object: object, message: string): void};
}

/**
 * The in-process queue of the embedded default: the `jobs` table is the queue. It claims due jobs
 * (and running ones whose lease expired: their process died) up to its concurrency, on a submit
 * and on a timer, so a restart picks up whatever was queued or running before it.
 */
export class EmbeddedQueue {
  readonly #options: EmbeddedQueueOptions;
  readonly #active = new Set<Promise<void>>();
  #timer: NodeJS.Timeout | undefined;
  #filling: Promise<void> | undefined;
  #again = false;
  #closed = false;

  constructor(options: EmbeddedQueueOptions) {
    this.#options = options;
  }

  /** Starts polling; jobs already in the database run from now on. */
  start(): void {
    const pollMs = this.#options.pollMs ?? 1000;
    this.#timer = setInterval(() => this.wake(), pollMs);
    this.#timer.unref();
    this.wake();
  }

  /** Looks for runnable jobs now (after a submit, a finished job, a retry's delay). */
  wake(): void {
    if (this.#closed) return;
    if (this.#filling) {
      this.#again = true;
      return;
    }
    this.#filling = this.#fill()
      .catch((error: unknown) => this.#options.log.error({err: error}, 'job claim failed'))
      .finally(() => {
        this.#filling = undefined;
        if (this.#again) {
          this.#again = false;
          this.wake();
        }
      });
  }

  async #fill(): Promise<void> {
    const {db, registry, runner, concurrency} = this.#options;
    while (!this.#closed && this.#active.size < concurrency) {
      const claimed = await claimNext(db.kysely, db.dialect, registry.kinds(), this.#options);
      if (!claimed) return;
      await runner.publish(claimed.event);
      const run = runner
        .run(claimed.row)
        .then((outcome) => {
          if (outcome.status === 'retry') setTimeout(() => this.wake(), outcome.delayMs).unref();
        })
        .catch((error: unknown) =>
          this.#options.log.error({err: error, jobId: claimed.row.id}, 'job run failed'),
        )
        .finally(() => {
          this.#active.delete(run);
          this.wake();
        });
      this.#active.add(run);
    }
  }

  /**
   * Stops claiming, lets running jobs finish for up to `graceMs`, then hands the rest back
   * (queued again, attempt not counted) so the next start, here or elsewhere, runs them at once.
   */
  async close(graceMs: number): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    await this.#filling;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(this.#active),
      new Promise((resolve) => (timer = setTimeout(resolve, graceMs))),
    ]);
    clearTimeout(timer);
    const {db, runner, leaseOwner} = this.#options;
    for (const jobId of runner.runningIds) {
      const event = await transition(
        db.kysely,
        jobId,
        {status: ['running'], leaseOwner},
        {status: 'queued', lease_owner: null, lease_expires_at: null, attempts: sql<number>`attempts - 1`},
      );
      runner.abort(jobId, 'shutting down');
      await runner.publish(event);
    }
    await Promise.allSettled(this.#active);
  }
}
