import { useSyncExternalStore } from 'react';
import {
  parseLocalResults,
  withLocalResult,
  type LocalScreeningResult,
} from '@sehat/core/screenings/local-results';

/**
 * A visitor's PHQ-9 and GAD-7 results, kept on this device (localStorage) so their result page
 * and trend work without an account, until they keep them in one or remove them (ADR 141).
 */
const key = 'screeningResults';
const listeners = new Set<() => void>();
const none: LocalScreeningResult[] = [];

function read(): LocalScreeningResult[] {
  try {
    return parseLocalResults(window.localStorage.getItem(key));
  } catch {
    return none;
  }
}

let snapshot: LocalScreeningResult[] | null = null;

export function getLocalResults(): LocalScreeningResult[] {
  snapshot ??= read();
  return snapshot;
}

function save(next: LocalScreeningResult[]): void {
  snapshot = next;
  try {
    if (next.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(next));
  } catch {
    // Storage may be full or disabled; the results still live on this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab took a test or kept the results: follow it.
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
}

/** A server render knows no device: it renders none, hydration then reads storage. */
const serverSnapshot = () => none;

export function useLocalResults(): LocalScreeningResult[] {
  return useSyncExternalStore(subscribe, getLocalResults, serverSnapshot);
}

export function addLocalResult(result: LocalScreeningResult): void {
  save(withLocalResult(getLocalResults(), result));
}

/** The results that went to an account, or that the person removed from this device. */
export function removeLocalResults(ids: readonly number[]): void {
  save(getLocalResults().filter((result) => !ids.includes(result.id)));
}
