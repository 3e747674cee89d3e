/**
 * One value this device keeps under `key` in localStorage (or sessionStorage). Storage that is
 * missing (a server render), disabled (private mode), full, or holds something unreadable never
 * throws: a read gives the fallback, a write reports that it was refused.
 */
export interface StoredValue<T> {
  /** The stored value, the same object for as long as the stored text is the same. */
  read(): T;
  /** Keeps `value` (or removes the key when it is empty); false when the browser refused. */
  write(value: T): boolean;
  remove(): void;
  /** Whether anything is stored under the key, without parsing it. */
  has(): boolean;
  /** Calls `listener` when another tab changes the key or clears the storage. */
  onOtherTab(listener: () => void): () => void;
}

interface StoredValueOptions<T> {
  /** What a missing, unreadable or invalid value reads as. */
  fallback: T;
  /** The stored text as a value; throwing means invalid. */
  parse: (raw: string) => T;
  /** The value as stored text; JSON unless the key holds plain text. */
  serialize?: (value: T) => string;
  /** A value that is kept by removing the key (an empty list, no answers yet). */
  isEmpty?: (value: T) => boolean;
  area?: 'local' | 'session';
}

/** A parse that reads JSON and then checks it (a guard, or a schema's `parse`). */
export const fromJson =
  <T>(check: (value: unknown) => T) =>
  (raw: string): T =>
    check(JSON.parse(raw));

export function storedValue<T>(key: string, options: StoredValueOptions<T>): StoredValue<T> {
  const { fallback, parse, serialize = JSON.stringify, isEmpty = () => false, area = 'local' } = options;
  const storage = (): Storage => (area === 'local' ? window.localStorage : window.sessionStorage);
  let memo: { raw: string | null; value: T } = { raw: null, value: fallback };

  const readRaw = (): string | null => {
    try {
      return storage().getItem(key);
    } catch {
      return null;
    }
  };

  const parsed = (raw: string | null): T => {
    if (raw === null) return fallback;
    try {
      return parse(raw);
    } catch {
      return fallback;
    }
  };

  const remove = () => {
    try {
      storage().removeItem(key);
    } catch {
      // Storage disabled: nothing was kept.
    }
  };

  return {
    read() {
      const raw = readRaw();
      if (raw !== memo.raw) memo = { raw, value: parsed(raw) };
      return memo.value;
    },
    write(value) {
      try {
        if (isEmpty(value)) storage().removeItem(key);
        else storage().setItem(key, serialize(value));
        return true;
      } catch {
        return false;
      }
    },
    remove,
    has: () => readRaw() !== null,
    onOtherTab(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
