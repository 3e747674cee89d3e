import {
  parseQueue,
  withoutQueued,
  withQueued,
  type QueuedSubmission,
} from '@sehat/core/offline/submission-queue';
import { localListStore, useLocalList } from '../storage/local-list-store';

/**
 * Tests taken without a connection, waiting on this device to be sent (ADR 160). localStorage:
 * a few small entries, read synchronously by the result pages' loaders and kept across a closed
 * tab or a restarted phone until the connection returns; cleared at logout.
 */
const store = localListStore('offlineSubmissions', parseQueue);

export const getQueue = store.get;

export function useQueue(): QueuedSubmission[] {
  return useLocalList(store);
}

export function enqueue(entry: QueuedSubmission): void {
  store.save(withQueued(store.get(), entry));
}

export function dequeue(clientId: string): void {
  store.save(withoutQueued(store.get(), clientId));
}

/** Logout: what waits goes with the session, so it never reaches the next person's account. */
export function clearQueue(): void {
  store.save([]);
}
