import {useAsyncData} from '@nada/ui';
import type {PlaylistsClient} from './types';

/** What a read of the playlists has given so far; `code` is the API's error code, or `network`. */
export type ReadState<T> = {status: 'loading'} | {status: 'error'; code: string} | {status: 'ready'; data: T};

/** The API's error code a call rejected with, or `network` for a failed fetch. */
export function errorCodeOf(error: unknown): string {
  const {code} = (error ?? {}) as {code?: unknown};
  return typeof code === 'string' ? code : 'network';
}

/**
 * Reads something through the client once it is `ready` (the session connected), again when `key`
 * changes or `reload` is called; a null `key` reads nothing. @nada/ui's useAsyncData, with the
 * playlists' error codes.
 */
export function useRead<T>(
  client: Pick<PlaylistsClient, 'ready'>,
  key: string | null,
  read: () => Promise<T>,
): ReadState<T> & {reload: () => void} {
  const state = useAsyncData(key, async () => {
    await client.ready?.();
    return read();
  });
  return state.status === 'error'
    ? {status: 'error', code: errorCodeOf(state.error), reload: state.reload}
    : state;
}
