import type {FastifyReply, FastifyRequest} from 'fastify';
import type {Kysely} from 'kysely';
import type {Database} from '../db/schema.ts';
import type {JobEventBus} from './events.ts';
import {eventsAfter, isTerminal} from './store.ts';
import type {JobEvent} from './present.ts';

/** What one event stream needs. */
export interface JobEventStreamOptions {
  request: FastifyRequest;
  reply: FastifyReply;
  db: Kysely<Database>;
  bus: JobEventBus;
  jobId: string;
  /** Events up to this id were seen already. */
  lastEventId: number;
  heartbeatMs: number;
}

const format = (event: JobEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.job)}\n\n`;

/**
 * Streams a job's events as Server-Sent Events on the raw response (Fastify's reply is hijacked:
 * it would otherwise wait for one payload). It subscribes before replaying what is stored, so
 * nothing falls between the two; events are written in id order, each once, and a gap (a
 * missed message) is filled from the database. The stream ends after a final status.
 */
export async function streamJobEvents(options: JobEventStreamOptions): Promise<void> {
  const {request, reply, db, bus, jobId, heartbeatMs} = options;
  let lastSent = options.lastEventId;
  let ended = false;
  let heartbeat: NodeJS.Timeout | undefined = undefined;
  // Closed until the headers are written: events arriving while subscribing wait their turn.
  let open = () => {};
  let chain = new Promise<void>((resolve) => (open = resolve));
  const raw = reply.raw;

  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    raw.end();
  };
  const send = (events: JobEvent[]) => {
    for (const event of events) {
      if (ended || event.id <= lastSent) continue;
      raw.write(format(event));
      lastSent = event.id;
      if (event.type === 'status' && isTerminal(event.job.status)) end();
    }
  };
  // One step at a time, so the replay and live events never interleave out of order.
  const enqueue = (step: () => Promise<void>) => {
    chain = chain.then(step).catch((error: unknown) => {
      request.log.warn({err: error, jobId}, 'job event stream failed');
      end();
    });
  };
  const onEvent = (event: JobEvent) =>
    enqueue(async () => {
      if (event.id > lastSent + 1) send(await eventsAfter(db, jobId, lastSent));
      else send([event]);
    });

  let unsubscribe = () => {};
  unsubscribe = await bus.subscribe(jobId, onEvent);
  reply.hijack();
  // The headers the hooks set on the reply (request id, security headers) are not sent by a hijacked reply.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx would otherwise buffer the stream and deliver progress in lumps.
    'x-accel-buffering': 'no',
  });
  // Tells EventSource how soon to reconnect after a drop (it then sends Last-Event-ID by itself).
  raw.write('retry: 2000\n\n');
  heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), heartbeatMs);
  raw.on('close', end);
  open();

  enqueue(async () => {
    send(await eventsAfter(db, jobId, lastSent));
    // A client that already saw the final event gets nothing more to wait for.
    const job = await db
      .selectFrom('jobs')
      .select(['status', 'last_event_id'])
      .where('id', '=', jobId)
      .executeTakeFirst();
    if (!job || (isTerminal(job.status) && lastSent >= job.last_event_id)) end();
  });
}
