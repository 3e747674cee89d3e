import type { QueuedSubmission } from '@sehat/core/offline/submission-queue';
import type { CompleteSessionResponse } from '@sehat/core/programs/schemas';
import type { SubmittedScreening } from '@sehat/core/screenings/schemas';
import type { SubmittedResult } from '@sehat/core/selftest/schemas';
import { apiPaths } from '../../config/paths';
import { ApiError, apiRequest } from '../api-client';
import { isPassing } from './passing-failure';
import { dequeue, getSendable, markRefused } from './submission-queue';

/** What the server answered for one queued test or worksheet. */
export type SentSubmission =
  | { kind: 'srq29'; result: SubmittedResult }
  | { kind: 'screening'; result: SubmittedScreening }
  | { kind: 'worksheet'; result: CompleteSessionResponse };

async function send(entry: QueuedSubmission): Promise<SentSubmission> {
  if (entry.kind === 'worksheet') {
    const { code, nomor, worksheet, phq9, clientId } = entry;
    const result = await apiRequest<CompleteSessionResponse>(apiPaths.programs.complete(code, nomor), {
      method: 'POST',
      json: { worksheet, phq9, clientId },
    });
    return { kind: 'worksheet', result };
  }
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

let running: Promise<number> | null = null;

/**
 * Sends what waits, oldest first, each with its clientId (the server stores it once however
 * often it arrives). It stops at the first failure worth retrying, to go on when the
 * connection returns. A test the server refuses (the questions changed since, the id was
 * another's) leaves the queue: its result was shown on the device when it was taken. A
 * worksheet it refuses stays, with the server's reason, for its page to show (ADR 238): its
 * text exists nowhere else. Resolves to how many were stored.
 */
export function sendQueue(onSent: (sent: SentSubmission) => void): Promise<number> {
  running ??= (async () => {
    let stored = 0;
    try {
      for (const entry of getSendable()) {
        try {
          const sent = await send(entry);
          dequeue(entry.clientId);
          stored += 1;
          onSent(sent);
        } catch (error) {
          if (isPassing(error)) break;
          // A refusal is an ApiError (anything else is passing): its message is the server's reason.
          if (entry.kind === 'worksheet') markRefused(entry.clientId, (error as ApiError).message);
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
