import {createSseParser} from './sse';
import type {JobStatus} from './types';

/** How the page hears of a job: its event stream, or asking every few seconds when the stream fails. */
export type FollowMode = 'stream' | 'poll';

/** What {@link followJob} and `useJob` need to know of a job: where it stands. */
export interface FollowedJob {
  /** The job's status, as the API reports it. */
  status: JobStatus;
}

/**
 * How {@link followJob} and `useJob` reach the jobs: the app passes its API calls in (tests
 * pass fakes), so the feature knows no URL or client. A call that the API refuses rejects with an
 * error carrying the API's `code` (`JOB_NOT_FOUND`) and the HTTP `status`.
 */
export interface JobTransport<Job extends FollowedJob> {
  /**
   * Opens the job's event stream (`text/event-stream`, each event's data the job as JSON) after
   * `lastEventId`; read with fetch, as EventSource cannot send an Authorization header.
   */
  openEvents(id: string, lastEventId: number, signal: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  /** Reads the job once. */
  getJob(id: string, signal: AbortSignal): Promise<Job>;
  /** Waits, or rejects when `signal` aborts. @default setTimeout */
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
}

/** The statuses after which a job never changes again. */
export const FINAL_JOB_STATUSES: readonly JobStatus[] = ['succeeded', 'failed', 'canceled'];

/** Whether a job has finished, one way or another (succeeded, failed or canceled). */
export const isFinalJobStatus = (status: JobStatus): boolean => FINAL_JOB_STATUSES.includes(status);

/** Options of {@link followJob}. */
export interface FollowJobOptions<Job extends FollowedJob> {
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

/**
 * The API's refusal in a failed transport call: its error `code` and HTTP `status`, as
 * {@link JobTransport} promises them; undefined for anything else (a dropped connection, an abort).
 */
export function transportRefusalOf(error: unknown): {code: string; status: number} | undefined {
  const {code, status} = (error ?? {}) as {code?: unknown; status?: unknown};
  return typeof code === 'string' && typeof status === 'number' ? {code, status} : undefined;
}

// A refusal (the job is gone, or not the caller's) will not get better by asking again.
const isRefusal = (error: unknown) => {
  const status = transportRefusalOf(error)?.status;
  return status !== undefined && status >= 400 && status < 500 && status !== 429;
};

/**
 * Follows a job until it is final and resolves with its final state: reads the event stream, resumes
 * it with Last-Event-ID after a dropped connection (no event is missed or repeated), and polls
 * the job (`getJob`) after `maxStreamFailures` failed connections in a row. Rejects with the API's
 * error for a job that cannot be read (JOB_NOT_FOUND) and with the abort reason when stopped.
 */
export async function followJob<Job extends FollowedJob>(
  id: string,
  transport: JobTransport<Job>,
  options: FollowJobOptions<Job>,
): Promise<Job> {
  const {signal, onJob, onMode, maxStreamFailures = 3, pollMs = 2000} = options;
  const sleep = transport.sleep ?? defaultSleep;
  let lastEventId = 0;
  let failures = 0;
  let retryMs = DEFAULT_RETRY_MS;
  let latest: Job | undefined;

  const take = (job: Job) => {
    latest = job;
    onJob(job);
    return isFinalJobStatus(job.status);
  };

  onMode?.('stream');
  while (failures < maxStreamFailures) {
    signal.throwIfAborted();
    try {
      const stream = await transport.openEvents(id, lastEventId, signal);
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
      if (take(await transport.getJob(id, signal)) && latest) return latest;
    } catch (error) {
      signal.throwIfAborted();
      if (isRefusal(error)) throw error;
    }
    await sleep(pollMs, signal);
  }
}
