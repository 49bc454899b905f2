/** A value that React reads through useSyncExternalStore; `subscribe` returns its removal. */
export interface Store<T> {
  getSnapshot(): T;
  subscribe(listener: () => void): () => void;
}

/** A store with a setter, kept private to the controller that owns it. */
export function createStore<T>(initial: T): Store<T> & {set(next: T): void} {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      value = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
