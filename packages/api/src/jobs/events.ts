import {EventEmitter} from 'node:events';
import {Redis} from 'ioredis';
import type {JobEvent} from './present.ts';

/** Carries job events between the process that makes them and the streams that show them. */
export interface JobEventBus {
  /** Sends an event (already stored) to every subscriber of its job, in any process. */
  publish(event: JobEvent): Promise<void>;
  /**
   * Calls `listener` with each event of `jobId` published once the returned promise has resolved
   * (so a stream subscribes, then replays what is stored, and misses nothing); resolves to the unsubscribe.
   */
  subscribe(jobId: string, listener: (event: JobEvent) => void): Promise<() => void>;
  /** Resolves when the bus answers, for `/api/ready`. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The embedded default's bus: a plain emitter, since producer and streams share a process. */
export function createLocalEventBus(): JobEventBus {
  const emitter = new EventEmitter();
  // One listener per open stream; a thousand streams on one job are expected, not a leak.
  emitter.setMaxListeners(0);
  return {
    publish: async (event) => void emitter.emit(event.jobId, event),
    async subscribe(jobId, listener) {
      emitter.on(jobId, listener);
      return () => emitter.off(jobId, listener);
    },
    ping: async () => {},
    close: async () => void emitter.removeAllListeners(),
  };
}

/**
 * The distributed bus: Redis pub/sub on one channel per deployment (`<prefix>:job-events`), so
 * a worker on one machine reaches the streams open on every API machine. One subscriber
 * connection per process, fanned out locally, however many streams are open.
 */
export function createRedisEventBus(redisUrl: string, prefix: string): JobEventBus {
  const channel = `${prefix}:job-events`;
  const publisher = new Redis(redisUrl, {maxRetriesPerRequest: 3, lazyConnect: true});
  const subscriber = new Redis(redisUrl, {lazyConnect: true});
  const local = createLocalEventBus();
  let subscribed: Promise<unknown> | undefined;
  subscriber.on('message', (_channel: string, message: string) => {
    const event = JSON.parse(message) as JobEvent;
    void local.publish(event);
  });
  // Redis client errors also surface on the calls that fail; without a listener ioredis would
  // log every reconnection attempt as an unhandled 'error' event.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  return {
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    async subscribe(jobId, listener) {
      const unsubscribe = await local.subscribe(jobId, listener);
      // A failed subscription is forgotten, so the next stream tries again once Redis is back.
      subscribed ??= subscriber.subscribe(channel).catch((error: unknown) => {
        subscribed = undefined;
        throw error;
      });
      try {
        await subscribed;
      } catch (error) {
        unsubscribe();
        throw error;
      }
      return unsubscribe;
    },
    async ping() {
      await publisher.ping();
    },
    async close() {
      await local.close();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
