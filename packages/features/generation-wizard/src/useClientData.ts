import {errorCodeOf} from '@nada/jobs';
import {useCallback, useEffect, useEffectEvent, useState} from 'react';
import type {LoadState} from './types';

/**
 * Reads something through the flow's client, again when `key` changes or `reload` is called; a null
 * `key` reads nothing. A failure is the API's error code (`NETWORK` when there is none).
 */
export function useClientData<T>(
  key: string | null,
  read: () => Promise<T>,
): LoadState<T> & {reload: () => void} {
  const [round, setRound] = useState(0);
  // What was read, for which key and round: anything else is still loading.
  const [state, setState] = useState<{key: string; data: LoadState<T>} | null>(null);
  const readNow = useEffectEvent(read);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    const readKey = `${round}:${key}`;
    readNow().then(
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
  const data: LoadState<T> = state?.key === `${round}:${key}` ? state.data : {status: 'loading'};
  return {...data, reload};
}
