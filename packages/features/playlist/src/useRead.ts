import {useCallback, useEffect, useEffectEvent, useState} from 'react';
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
 * changes or `reload` is called; a null `key` reads nothing.
 */
export function useRead<T>(
  client: Pick<PlaylistsClient, 'ready'>,
  key: string | null,
  read: () => Promise<T>,
): ReadState<T> & {reload: () => void} {
  const [round, setRound] = useState(0);
  // What was read, for which key and round: anything else is still loading.
  const [state, setState] = useState<{key: string; data: ReadState<T>} | null>(null);
  const readNow = useEffectEvent(read);
  const ready = useEffectEvent(async () => client.ready?.());

  useEffect(() => {
    if (key === null) return;
    let current = true;
    const readKey = `${round}:${key}`;
    ready()
      .then(() => readNow())
      .then(
        (data) => current && setState({key: readKey, data: {status: 'ready', data}}),
        (error: unknown) => {
          if (!current) return;
          console.warn(`Reading ${key} failed`, error);
          setState({key: readKey, data: {status: 'error', code: errorCodeOf(error)}});
        },
      );
    return () => {
      current = false;
    };
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const data: ReadState<T> = state?.key === `${round}:${key}` ? state.data : {status: 'loading'};
  return {...data, reload};
}
