import { useSyncExternalStore } from 'react';
import { storedValue } from './stored-value';

/**
 * A list kept in localStorage under `key`, read once and then served from memory, and followed
 * across tabs. Storage that is full, disabled or holds something else never throws: the list
 * then lives in this page only, or starts empty.
 */
interface LocalListStore<T> {
  get(): T[];
  save(next: T[]): void;
  subscribe(listener: () => void): () => void;
  /** What a server render shows: none (hydration then reads storage). */
  empty: () => T[];
}

export function localListStore<T>(key: string, parse: (raw: string | null) => T[]): LocalListStore<T> {
  const listeners = new Set<() => void>();
  const none: T[] = [];
  const stored = storedValue(key, { fallback: none, parse, isEmpty: (list) => list.length === 0 });
  let snapshot: T[] | null = null;

  return {
    get: () => (snapshot ??= stored.read()),
    save(next) {
      snapshot = next;
      stored.write(next);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      // Another tab changed the list (or cleared all storage): follow it.
      const stopFollowing = stored.onOtherTab(() => {
        snapshot = stored.read();
        listener();
      });
      return () => {
        listeners.delete(listener);
        stopFollowing();
      };
    },
    empty: () => none,
  };
}

/** The list as React state: re-renders when this page or another tab changes it. */
export function useLocalList<T>(store: LocalListStore<T>): T[] {
  return useSyncExternalStore(store.subscribe, store.get, store.empty);
}
