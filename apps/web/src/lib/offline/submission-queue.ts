import { useSyncExternalStore } from 'react';
import {
  parseQueue,
  withoutQueued,
  withQueued,
  type QueuedSubmission,
} from '@sehat/core/offline/submission-queue';

/**
 * Tests taken without a connection, waiting on this device to be sent (ADR 160). localStorage:
 * a few small entries, read synchronously by the result pages' loaders and kept across a closed
 * tab or a restarted phone until the connection returns; cleared at logout.
 */
const key = 'offlineSubmissions';
const listeners = new Set<() => void>();
const none: QueuedSubmission[] = [];
let snapshot: QueuedSubmission[] | null = null;

function read(): QueuedSubmission[] {
  try {
    return parseQueue(window.localStorage.getItem(key));
  } catch {
    return none;
  }
}

export function getQueue(): QueuedSubmission[] {
  snapshot ??= read();
  return snapshot;
}

function save(next: QueuedSubmission[]): void {
  snapshot = next;
  try {
    if (next.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(next));
  } catch {
    // Storage may be full or disabled: the entry still waits in this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
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

export function useQueue(): QueuedSubmission[] {
  return useSyncExternalStore(subscribe, getQueue, () => none);
}

export function enqueue(entry: QueuedSubmission): void {
  save(withQueued(getQueue(), entry));
}

export function dequeue(clientId: string): void {
  save(withoutQueued(getQueue(), clientId));
}

/** Logout: what waits goes with the session, so it never reaches the next person's account. */
export function clearQueue(): void {
  save([]);
}
