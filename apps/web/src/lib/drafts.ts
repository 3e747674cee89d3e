/**
 * What someone typed before being sent to log in, to put back afterwards. Kept in
 * sessionStorage: this tab on this device only, gone when the tab closes.
 */
const prefix = 'draft:';

export function saveDraft(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(prefix + key, JSON.stringify(value));
  } catch {
    // Storage can be full or disabled; the draft is a convenience.
  }
}

/** The draft under `key` if it still has the expected shape, else null. */
export function readDraft<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const raw = window.sessionStorage.getItem(prefix + key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(prefix + key);
  } catch {
    // Nothing to clear.
  }
}

/** Save, read and clear for one kind of draft. */
export function draftStore<T>(key: string, isValid: (value: unknown) => value is T) {
  return {
    save: (value: T) => saveDraft(key, value),
    read: () => readDraft(key, isValid),
    clear: () => clearDraft(key),
  };
}
