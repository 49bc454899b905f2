import {useCallback, useEffect, useEffectEvent, useState} from 'react';

/** What a read has given so far: still loading, failed (with why), or the data. */
export type AsyncData<T> =
  {status: 'loading'} | {status: 'error'; error: unknown} | {status: 'ready'; data: T};

/** What {@link useAsyncData} returns: the read's state, and a way to read again. */
export type AsyncDataResult<T> = AsyncData<T> & {
  /** Reads again (a "Try again" button). */
  reload: () => void;
};

/**
 * Reads something once, again when `key` changes or `reload` is called; a null `key` reads nothing
 * (and stays loading). An answer that comes after the key changed is dropped.
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
      (error: unknown) => current && setState({key: readKey, data: {status: 'error', error}}),
    );
    return () => {
      current = false;
    };
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return {...(state?.key === `${round}:${key}` ? state.data : {status: 'loading'}), reload};
}
