import type {StorageConfig} from '../config.ts';
import {createLocalStorage} from './localStorage.ts';
import {createS3Storage} from './s3Storage.ts';
import type {Storage} from './storage.ts';

/** The storage the configuration names, and how to release it. */
export function openStorage(config: StorageConfig): {storage: Storage; close(): void} {
  if (config.driver === 'local')
    return {storage: createLocalStorage(config.directory), close: () => undefined};
  const storage = createS3Storage(config);
  return {storage, close: () => storage.client.destroy()};
}
