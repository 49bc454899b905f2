import {useCallback, useEffect, useEffectEvent, useState} from 'react';
import {ApiRequestError} from './client';
import {connectSession} from '../auth/session';

/** What an API read has given so far. */
export type ApiData<T> = {status: 'loading'} | {status: 'error'; code: string} | {status: 'ready'; data: T};

/**
 * Reads something from the API once the session is connected (the ID token goes with it), again
 * when `key` changes or `reload` is called; null `key` reads nothing.
 */
export function useApiData<T>(key: string | null, read: () => Promise<T>): ApiData<T> & {reload: () => void} {
  const [round, setRound] = useState(0);
  // What was read, for which key and round: anything else is still loading.
  const [state, setState] = useState<{key: string; data: ApiData<T>} | null>(null);
  const readNow = useEffectEvent(read);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    const readKey = `${round}:${key}`;
    connectSession()
      .then(() => readNow())
      .then(
        (data) => current && setState({key: readKey, data: {status: 'ready', data}}),
        (error: unknown) => {
          if (!current) return;
          console.warn(`Reading ${key} failed`, error);
          setState({
            key: readKey,
            data: {status: 'error', code: error instanceof ApiRequestError ? error.code : 'NETWORK'},
          });
        },
      );
    return () => {
      current = false;
    };
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const data: ApiData<T> = state?.key === `${round}:${key}` ? state.data : {status: 'loading'};
  return {...data, reload};
}
