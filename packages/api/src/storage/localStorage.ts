import {randomUUID} from 'node:crypto';
import {createReadStream, createWriteStream} from 'node:fs';
import {access, constants, mkdir, readdir, rename, rm, stat} from 'node:fs/promises';
import {dirname, join, relative, sep} from 'node:path';
import type {Readable} from 'node:stream';
import {pipeline} from 'node:stream/promises';
import {assertKey, measuring, ObjectNotFoundError} from './storage.ts';
import type {ByteRange, Storage} from './storage.ts';

/** Storage in a folder of this machine (the embedded default: `DATA_DIR/files`). */
export function createLocalStorage(directory: string): Storage {
  const pathOf = (key: string) => join(directory, assertKey(key));

  return {
    driver: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), {recursive: true});
      // Written beside its final name and renamed at the end, so a reader never sees half a file
      // and a failed write leaves nothing under the key.
      const partial = `${path}.${randomUUID()}.partial`;
      const meter = measuring();
      try {
        await pipeline(body, meter, createWriteStream(partial, {flags: 'wx'}));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, {force: true});
        throw error;
      }
      return meter.result();
    },
    async get(key, range?: ByteRange) {
      const path = pathOf(key);
      const stream = createReadStream(path, range ? {start: range.start, end: range.end} : {});
      // Open errors surface asynchronously; wait for the file to open so a missing object rejects here.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', (error: NodeJS.ErrnoException) =>
          reject(error.code === 'ENOENT' ? new ObjectNotFoundError(key, {cause: error}) : error),
        );
      });
      return stream as Readable;
    },
    async stat(key) {
      try {
        return {size: (await stat(pathOf(key))).size};
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async exists(key) {
      return (await this.stat(key)) !== undefined;
    },
    async list(prefix) {
      const entries = await readdir(directory, {recursive: true, withFileTypes: true}).catch(
        (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)),
      );
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
        .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
    async delete(key) {
      await rm(pathOf(key), {force: true});
    },
    async ping() {
      await mkdir(directory, {recursive: true});
      await access(directory, constants.R_OK | constants.W_OK);
    },
  };
}
