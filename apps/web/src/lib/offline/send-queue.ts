import type { QueuedSubmission } from '@sehat/core/offline/submission-queue';
import type { SubmittedScreening } from '@sehat/core/screenings/schemas';
import type { SubmittedResult } from '@sehat/core/selftest/schemas';
import { apiPaths } from '../../config/paths';
import { ApiError, apiRequest } from '../api-client';
import { dequeue, getQueue } from './submission-queue';

/** What the server answered for one queued test. */
export type SentSubmission =
  { kind: 'srq29'; result: SubmittedResult } | { kind: 'screening'; result: SubmittedScreening };

async function send(entry: QueuedSubmission): Promise<SentSubmission> {
  if (entry.kind === 'srq29') {
    const { jawaban, revision, clientId } = entry;
    const result = await apiRequest<SubmittedResult>(apiPaths.selftest.submissions, {
      method: 'POST',
      json: { jawaban, revision, clientId },
    });
    return { kind: 'srq29', result };
  }
  const { kind, jawaban, clientId } = entry;
  const result = await apiRequest<SubmittedScreening>(apiPaths.screenings.submissions(kind), {
    method: 'POST',
    json: { jawaban, clientId },
  });
  return { kind: 'screening', result };
}

/** Worth sending again later: no answer, a server in trouble, or too many at once. */
const isPassing = (error: unknown) =>
  !(error instanceof ApiError) || error.isNetworkError || error.status >= 500 || error.status === 429;

let running: Promise<number> | null = null;

/**
 * Sends what waits, oldest first, each with its clientId (the server stores it once however
 * often it arrives). It stops at the first failure worth retrying, to go on when the
 * connection returns; an entry the server refuses (the questions changed since, the id was
 * another's) leaves the queue: its result was shown on the device when it was taken. Resolves
 * to how many were stored.
 */
export function sendQueue(onSent: (sent: SentSubmission) => void): Promise<number> {
  running ??= (async () => {
    let stored = 0;
    try {
      for (const entry of getQueue()) {
        try {
          const sent = await send(entry);
          dequeue(entry.clientId);
          stored += 1;
          onSent(sent);
        } catch (error) {
          if (isPassing(error)) break;
          dequeue(entry.clientId);
        }
      }
      return stored;
    } finally {
      running = null;
    }
  })();
  return running;
}
