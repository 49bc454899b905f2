import {ApiRequestError} from '../api/client';
import {isFinal, type Job} from './separation';
import {createSseParser} from './sse';

/** How the page hears of a job: its event stream, or asking every few seconds when the stream fails. */
export type FollowMode = 'stream' | 'poll';

/** What {@link followJob} needs: the API calls, passed in so tests can fake them. */
export interface FollowJobDeps {
  /** Opens the job's event stream after `lastEventId`. */
  openEvents(id: string, lastEventId: number, signal: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  /** Reads the job once. */
  getJob(id: string, signal: AbortSignal): Promise<Job>;
  /** Waits, or rejects when `signal` aborts. @default setTimeout */
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
}

/** Options of {@link followJob}. */
export interface FollowJobOptions {
  /** Stops following (the page left, or another job was chosen). */
  signal: AbortSignal;
  /** Called with each newer state of the job. */
  onJob(job: Job): void;
  /** Called when the way of following changes. */
  onMode?(mode: FollowMode): void;
  /** Stream failures in a row after which the job is polled instead. @default 3 */
  maxStreamFailures?: number;
  /** Wait between polls, in milliseconds. @default 2000 */
  pollMs?: number;
}

const DEFAULT_RETRY_MS = 2000;

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      {once: true},
    );
  });
}

// A refusal (the job is gone, or not the caller's) will not get better by asking again.
const isRefusal = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * Follows a job until it is final and resolves with its final state: reads the event stream, resumes
 * it with Last-Event-ID after a dropped connection (no event is missed or repeated), and polls
 * `GET /api/jobs/:id` after `maxStreamFailures` failed connections in a row. Rejects with the API's
 * error for a job that cannot be read (JOB_NOT_FOUND) and with the abort reason when stopped.
 */
export async function followJob(id: string, deps: FollowJobDeps, options: FollowJobOptions): Promise<Job> {
  const {signal, onJob, onMode, maxStreamFailures = 3, pollMs = 2000} = options;
  const sleep = deps.sleep ?? defaultSleep;
  let lastEventId = 0;
  let failures = 0;
  let retryMs = DEFAULT_RETRY_MS;
  let latest: Job | undefined;

  const take = (job: Job) => {
    latest = job;
    onJob(job);
    return isFinal(job.status);
  };

  onMode?.('stream');
  while (failures < maxStreamFailures) {
    signal.throwIfAborted();
    try {
      const stream = await deps.openEvents(id, lastEventId, signal);
      let final = false;
      let received = false;
      const parser = createSseParser((event) => {
        if (final) return;
        const eventId = Number(event.id);
        if (Number.isInteger(eventId) && eventId > lastEventId) lastEventId = eventId;
        received = true;
        final = take(JSON.parse(event.data) as Job);
      });
      const reader = stream.getReader();
      const decoder = new TextDecoder();
      try {
        while (!final) {
          const {value, done} = await reader.read();
          if (done) break;
          parser.push(decoder.decode(value, {stream: true}));
        }
      } finally {
        reader.cancel().catch(() => undefined);
      }
      retryMs = parser.retryMs() ?? retryMs;
      if (final && latest) return latest;
      // The connection ended before the job did (a proxy's timeout, a restart): reconnect.
      failures = received ? 0 : failures + 1;
    } catch (error) {
      signal.throwIfAborted();
      if (isRefusal(error)) throw error;
      failures += 1;
    }
    if (failures < maxStreamFailures) await sleep(retryMs, signal);
  }

  onMode?.('poll');
  for (;;) {
    signal.throwIfAborted();
    try {
      if (take(await deps.getJob(id, signal)) && latest) return latest;
    } catch (error) {
      signal.throwIfAborted();
      if (isRefusal(error)) throw error;
    }
    await sleep(pollMs, signal);
  }
}
