import type { QueuedSubmission } from '@sehat/core/offline/submission-queue';
import type { ApiError } from '../api-error';
import { isPassing } from './passing-failure';
import { dequeue, getSendable, markRefused } from './submission-queue';

/** The queued entries of one kind. */
export type QueuedOf<K extends QueuedSubmission['kind']> = QueuedSubmission & { kind: K };

/** How a feature sends its own entries that waited on this device. */
export interface OfflineSender<E extends QueuedSubmission> {
  /**
   * Sends the entry, with its clientId, through the feature's own API call, and keeps what
   * the answer brings. Rejects as that call does.
   */
  send(entry: E): Promise<void>;
  /**
   * What a refusal does: `drop` the entry (a test, whose result was shown on the device when
   * it was taken), or `keep` it with the server's reason for its page to show (a worksheet,
   * whose text exists nowhere else: ADR 238).
   */
  whenRefused: 'drop' | 'keep';
}

/** One sender for every kind of entry the queue holds (app/offline-senders.ts registers them). */
export type OfflineSenders = { [K in QueuedSubmission['kind']]: OfflineSender<QueuedOf<K>> };

function senderOf(senders: OfflineSenders, entry: QueuedSubmission): OfflineSender<QueuedSubmission> {
  return senders[entry.kind] as OfflineSender<QueuedSubmission>;
}

let running: Promise<number> | null = null;

/**
 * Sends what waits, oldest first, each with its clientId (the server stores it once however
 * often it arrives). It stops at the first failure worth retrying, to go on when the
 * connection returns; a refusal is handled as the entry's sender says. Resolves to how many
 * were stored.
 */
export function sendQueue(senders: OfflineSenders): Promise<number> {
  running ??= (async () => {
    let stored = 0;
    try {
      for (const entry of getSendable()) {
        const sender = senderOf(senders, entry);
        try {
          await sender.send(entry);
          dequeue(entry.clientId);
          stored += 1;
        } catch (error) {
          if (isPassing(error)) break;
          // A refusal is an ApiError (anything else is passing): its message is the server's reason.
          if (sender.whenRefused === 'keep') markRefused(entry.clientId, (error as ApiError).message);
          else dequeue(entry.clientId);
        }
      }
      return stored;
    } finally {
      running = null;
    }
  })();
  return running;
}
