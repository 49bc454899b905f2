import {useCallback, useEffect, useState} from 'react';
import type {JobFilter, JobLike, JobsClient} from './types';
import {errorCodeOf} from './useSubmitJob';

/** What {@link useJobHistory} has read of the history. */
export type JobHistoryState<Job> =
  | {status: 'loading'}
  | {status: 'error'; code: string}
  | {status: 'ready'; items: Job[]; nextCursor: string | null; loadingMore: boolean; moreFailed: boolean};

/** What {@link useJobHistory} gives a list. */
export interface JobHistory<Job> {
  state: JobHistoryState<Job>;
  /** Reads the next page (the cursor of the last one) and adds it. */
  loadMore(): void;
  /** Takes a deleted job out of the list. */
  remove(id: string): void;
  /** Reads the first page again (after a failure). */
  reload(): void;
}

/**
 * The caller's jobs that `filter` names, newest first, a page at a time: another filter or a reload
 * shows loading until the first page is read; a failed "more" keeps what is listed.
 */
export function useJobHistory<Job extends JobLike>(
  client: Pick<JobsClient<Job>, 'listJobs'>,
  filter: JobFilter,
): JobHistory<Job> {
  const [round, setRound] = useState(0);
  const filterKey = JSON.stringify(filter);
  const readKey = `${round}:${filterKey}`;
  // The list as read for one filter and round; another filter or a retry shows loading until read.
  const [read, setRead] = useState<{key: string; state: JobHistoryState<Job>} | null>(null);
  const state: JobHistoryState<Job> = read?.key === readKey ? read.state : {status: 'loading'};
  const setState = useCallback(
    (next: (current: JobHistoryState<Job>) => JobHistoryState<Job>) =>
      setRead((current) => ({
        key: readKey,
        state: next(current?.key === readKey ? current.state : {status: 'loading'}),
      })),
    [readKey],
  );

  useEffect(() => {
    let current = true;
    client.listJobs(JSON.parse(filterKey) as JobFilter).then(
      (page) =>
        current &&
        setState(() => ({
          status: 'ready',
          items: page.items,
          nextCursor: page.nextCursor,
          loadingMore: false,
          moreFailed: false,
        })),
      (error: unknown) => {
        console.warn('Reading the history failed', error);
        if (current) setState(() => ({status: 'error', code: errorCodeOf(error)}));
      },
    );
    return () => {
      current = false;
    };
  }, [client, filterKey, setState]);

  const loadMore = () => {
    if (state.status !== 'ready' || !state.nextCursor || state.loadingMore) return;
    const cursor = state.nextCursor;
    setState((now) => (now.status === 'ready' ? {...now, loadingMore: true, moreFailed: false} : now));
    client.listJobs(JSON.parse(filterKey) as JobFilter, cursor).then(
      (page) =>
        setState((now) =>
          now.status === 'ready'
            ? {...now, items: [...now.items, ...page.items], nextCursor: page.nextCursor, loadingMore: false}
            : now,
        ),
      (error: unknown) => {
        console.warn('Reading more of the history failed', error);
        setState((now) => (now.status === 'ready' ? {...now, loadingMore: false, moreFailed: true} : now));
      },
    );
  };

  const remove = useCallback(
    (id: string) =>
      setState((now) =>
        now.status === 'ready' ? {...now, items: now.items.filter((job) => job.id !== id)} : now,
      ),
    [setState],
  );

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return {state, loadMore, remove, reload};
}
