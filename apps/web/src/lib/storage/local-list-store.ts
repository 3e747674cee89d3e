import { useSyncExternalStore } from 'react';

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
  let snapshot: T[] | null = null;

  const read = (): T[] => {
    try {
      return parse(window.localStorage.getItem(key));
    } catch {
      return none;
    }
  };

  return {
    get: () => (snapshot ??= read()),
    save(next) {
      snapshot = next;
      try {
        if (next.length === 0) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage may be full or disabled: the list still lives in this page.
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      // Another tab changed the list (or cleared all storage): follow it.
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key && event.key !== null) return;
        snapshot = read();
        listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    empty: () => none,
  };
}

/** The list as React state: re-renders when this page or another tab changes it. */
export function useLocalList<T>(store: LocalListStore<T>): T[] {
  return useSyncExternalStore(store.subscribe, store.get, store.empty);
}
