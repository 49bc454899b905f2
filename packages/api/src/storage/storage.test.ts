import {createHash, randomUUID} from 'node:crypto';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Readable} from 'node:stream';
import {text} from 'node:stream/consumers';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadConfig} from '../config.ts';
import {startS3Server} from '../testing/s3Server.ts';
import {createLocalStorage} from './localStorage.ts';
import {openStorage} from './openStorage.ts';
import {newFileKey, ObjectNotFoundError} from './storage.ts';
import type {Storage} from './storage.ts';

const folder = mkdtempSync(join(tmpdir(), 'nada-storage-test-'));
let s3: Awaited<ReturnType<typeof startS3Server>>;
const drivers = new Map<'local' | 's3', {storage: Storage; close(): void}>();

beforeAll(async () => {
  s3 = await startS3Server();
  drivers.set('local', {storage: createLocalStorage(join(folder, 'files')), close: () => undefined});
  drivers.set('s3', openStorage(loadConfig({...s3.env, FILE_URL_SECRET: 'x'.repeat(32)}).storage));
});
afterAll(async () => {
  drivers.get('s3')?.close();
  await s3.stop();
  rmSync(folder, {recursive: true, force: true});
});

const content = 'Bengawan Solo, riwayatmu ini. '.repeat(40);
const sha256 = createHash('sha256').update(content).digest('hex');

describe.each(['local', 's3'] as const)('%s storage', (driver) => {
  const storage = () => {
    const opened = drivers.get(driver);
    if (!opened) throw new Error(`${driver} storage was not opened`);
    return opened.storage;
  };

  it('stores a stream and reports its size and SHA-256', async () => {
    const key = newFileKey(randomUUID());
    expect(await storage().put(key, Readable.from([content]))).toEqual({size: content.length, sha256});
    expect(await storage().stat(key)).toEqual({size: content.length});
    expect(await storage().exists(key)).toBe(true);
    expect(await text(await storage().get(key))).toBe(content);
  });

  it('reads an inclusive byte range', async () => {
    const key = newFileKey(randomUUID());
    await storage().put(key, Readable.from([content]));
    expect(await text(await storage().get(key, {start: 0, end: 7}))).toBe('Bengawan');
    const tail = {start: content.length - 3, end: content.length - 1};
    expect(await text(await storage().get(key, tail))).toBe(content.slice(-3));
  });

  it('lists keys under a user prefix', async () => {
    const userId = randomUUID();
    const keys = [newFileKey(userId), newFileKey(userId)];
    for (const key of keys) await storage().put(key, Readable.from(['x']));
    await storage().put(newFileKey(randomUUID()), Readable.from(['y']));
    expect(await storage().list(`users/${userId}/`)).toEqual(keys.sort());
  });

  it('deletes, and treats an absent object as absent everywhere', async () => {
    const key = newFileKey(randomUUID());
    await storage().put(key, Readable.from([content]));
    await storage().delete(key);
    expect(await storage().exists(key)).toBe(false);
    expect(await storage().stat(key)).toBeUndefined();
    await expect(storage().get(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(storage().delete(key)).resolves.toBeUndefined();
  });

  it('leaves nothing under the key when the stream fails', async () => {
    const key = newFileKey(randomUUID());
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage().put(key, failing)).rejects.toThrow('connection reset');
    expect(await storage().exists(key)).toBe(false);
  });

  it('refuses keys it did not generate', async () => {
    for (const key of ['../etc/passwd', 'users/x/../../y', `users/${randomUUID()}/song.mp3`]) {
      await expect(storage().put(key, Readable.from(['x']))).rejects.toBeInstanceOf(RangeError);
      await expect(storage().get(key)).rejects.toBeInstanceOf(RangeError);
    }
  });

  it('answers its readiness ping', async () => {
    await expect(storage().ping()).resolves.toBeUndefined();
  });
});

describe('storage readiness failures', () => {
  it('fails the ping of a bucket that does not exist', async () => {
    const missing = openStorage(
      loadConfig({...s3.env, S3_BUCKET: 'missing-bucket', FILE_URL_SECRET: 'x'.repeat(32)}).storage,
    );
    await expect(missing.storage.ping()).rejects.toThrow();
    missing.close();
  });
});
