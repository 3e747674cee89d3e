import {
  parseQueue,
  sendableOf,
  withoutQueued,
  withQueued,
  withRefused,
  type QueuedSubmission,
} from '@sehat/core/offline/submission-queue';
import { localListStore, useLocalList } from '../storage/local-list-store';

/**
 * Tests taken, and programme worksheets filled, without a connection, waiting on this device to
 * be sent (ADRs 160, 238). localStorage:
 * a few small entries, read synchronously by the result pages' loaders and kept across a closed
 * tab or a restarted phone until the connection returns; cleared at logout.
 */
const store = localListStore('offlineSubmissions', parseQueue);

export const getQueue = store.get;

/** What waits to be sent on its own (a refused worksheet waits for the person instead). */
export const getSendable = () => sendableOf(store.get());

export function useQueue(): QueuedSubmission[] {
  return useLocalList(store);
}

export function enqueue(entry: QueuedSubmission): void {
  store.save(withQueued(store.get(), entry));
}

export function dequeue(clientId: string): void {
  store.save(withoutQueued(store.get(), clientId));
}

/** A worksheet the server would not store: kept, with its reason, for the person to change or discard. */
export function markRefused(clientId: string, reason: string): void {
  store.save(withRefused(store.get(), clientId, reason));
}

/** Logout: what waits goes with the session, so it never reaches the next person's account. */
export function clearQueue(): void {
  store.save([]);
}
