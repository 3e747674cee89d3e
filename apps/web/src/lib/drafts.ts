import { fromJson, storedValue } from './storage/stored-value';

/**
 * What someone typed before being sent to log in, to put back afterwards. Kept in
 * sessionStorage: this tab on this device only, gone when the tab closes. Storage that is full
 * or disabled loses the draft: it is a convenience.
 */
const prefix = 'draft:';

/** Save, read (null unless it still has the expected shape) and clear for one kind of draft. */
export function draftStore<T>(key: string, isValid: (value: unknown) => value is T) {
  const stored = storedValue<T | null>(prefix + key, {
    fallback: null,
    parse: fromJson((value) => (isValid(value) ? value : null)),
    area: 'session',
  });
  return {
    save: (value: T) => void stored.write(value),
    read: () => stored.read(),
    clear: () => stored.remove(),
  };
}
