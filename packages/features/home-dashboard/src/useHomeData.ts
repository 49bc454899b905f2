import {useCallback, useEffect, useEffectEvent, useState} from 'react';
import type {HomeData} from './types';

/** What {@link useHomeData} returns: what a part shows, and a way to read it again. */
export type HomeDataRead<T> = HomeData<T> & {
  /** Reads again (a part's "Try again"). */
  reload: () => void;
};

/** Reads one part's data once, and again on `reload`; a rejected read is the error state. */
export function useHomeData<T>(read: () => Promise<T>): HomeDataRead<T> {
  const [round, setRound] = useState(0);
  // What was read, and in which round: anything else is still loading.
  const [state, setState] = useState<{round: number; data: HomeData<T>} | null>(null);
  const readNow = useEffectEvent(read);

  useEffect(() => {
    let current = true;
    readNow().then(
      (data) => current && setState({round, data: {status: 'ready', data}}),
      () => current && setState({round, data: {status: 'error'}}),
    );
    return () => {
      current = false;
    };
  }, [round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return {...(state?.round === round ? state.data : {status: 'loading'}), reload};
}
