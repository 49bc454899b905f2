import {createHash, randomUUID} from 'node:crypto';
import {Transform} from 'node:stream';
import type {Readable} from 'node:stream';

/** An inclusive byte range, as HTTP Range requests name them. */
export interface ByteRange {
  start: number;
  /** Inclusive, like `bytes=0-99` (100 bytes). */
  end: number;
}

/** What storing an object tells about it. */
export interface StoredObject {
  size: number;
  /** Hex SHA-256 of the content. */
  sha256: string;
}

/** Where file contents live; the rest of the API only sees keys and streams. */
export interface Storage {
  /** Driver name, for logs and readiness. */
  readonly driver: 'local' | 's3';
  /** Stores the stream under `key` (replacing any object there) and reports its size and checksum. */
  put(key: string, body: Readable): Promise<StoredObject>;
  /** Streams the object, or the inclusive `range` of it; rejects with `ObjectNotFoundError` when absent. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** The object's size, or undefined when absent. */
  stat(key: string): Promise<{size: number} | undefined>;
  /** Whether an object is stored under `key`. */
  exists(key: string): Promise<boolean>;
  /** Keys stored under `prefix` (e.g. `users/<id>/`), for the retention sweeper and account deletion. */
  list(prefix: string): Promise<string[]>;
  /** Removes the object; removing an absent one is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the storage answers and can be written to, for `/api/ready`. */
  ping(): Promise<void>;
}

/** The object asked for is not stored. */
export class ObjectNotFoundError extends Error {
  override readonly name = 'ObjectNotFoundError';
  /** The missing key. */
  readonly key: string;

  constructor(key: string, options?: ErrorOptions) {
    super(`No stored object under ${key}`, options);
    this.key = key;
  }
}

// The only shape a key may have: generated here, so a path or object name is never built from
// anything a user sent (no `..`, no slashes of theirs, no odd characters).
const keyPattern = /^users\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

/** A new storage key for a file of `userId` (the local user id, a UUID): `users/<userId>/<uuid>`. */
export function newFileKey(userId: string): string {
  return assertKey(`users/${userId}/${randomUUID()}`);
}

/** Throws unless `key` has the shape `newFileKey` makes; drivers call it before touching anything. */
export function assertKey(key: string): string {
  if (!keyPattern.test(key)) throw new RangeError(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** A pass-through stream that counts and hashes what flows through it; `result()` once it has ended. */
export function measuring(): Transform & {result(): StoredObject} {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  return Object.assign(stream, {result: () => ({size, sha256: hash.digest('hex')})});
}
