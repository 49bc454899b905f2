import {useCallback, useEffect, useEffectEvent, useState} from 'react';

/**
 * What a read has given so far: still loading, failed (the error, and its stable code: an API
 * error's `code`, else `NETWORK`), or the data.
 */
export type AsyncData<T> =
  {status: 'loading'} | {status: 'error'; error: unknown; code: string} | {status: 'ready'; data: T};

/** What {@link useAsyncData} returns: the read's state, and a way to read again. */
export type AsyncDataResult<T> = AsyncData<T> & {
  /** Reads again (a "Try again" button). */
  reload: () => void;
};

/** The stable code of a rejection: its `code` when it has one (an API error's), else `NETWORK`. */
function codeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string')
    return error.code;
  return 'NETWORK';
}

/**
 * Reads something once, again when `key` changes or `reload` is called; a null `key` reads nothing
 * (and stays loading). Only the read of the latest key and round is shown: an older answer is dropped.
 */
export function useAsyncData<T>(key: string | null, read: () => Promise<T>): AsyncDataResult<T> {
  const [round, setRound] = useState(0);
  // What was read, for which key and round: anything else is still loading.
  const [state, setState] = useState<{key: string; data: AsyncData<T>} | null>(null);
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
        setState({key: readKey, data: {status: 'error', error, code: codeOf(error)}});
      },
    );
    return () => {
      current = false;
    };
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return {...(state?.key === `${round}:${key}` ? state.data : {status: 'loading'}), reload};
}
