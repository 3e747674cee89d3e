import type { OfflineSender, QueuedOf } from '#web/lib/offline/send-queue';
import { submitAnswers } from './submit-answers';

/** An SRQ-29 taken offline: its result was shown when it was taken, so a refusal drops it. */
export const selftestOfflineSender: OfflineSender<QueuedOf<'srq29'>> = {
  send: async ({ jawaban, revision, clientId }) => {
    await submitAnswers({ jawaban, revision, clientId });
  },
  whenRefused: 'drop',
};
