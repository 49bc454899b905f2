import {useAsyncData, type AsyncData} from '@nada/ui';
import {connectSession} from '../auth/session';

/** What an API read has given so far. */
export type ApiData<T> = AsyncData<T>;

/**
 * Reads something from the API once the session is connected (the ID token goes with it), again
 * when `key` changes or `reload` is called; null `key` reads nothing.
 */
export function useApiData<T>(key: string | null, read: () => Promise<T>): ApiData<T> & {reload: () => void} {
  return useAsyncData(key, () => connectSession().then(read));
}
