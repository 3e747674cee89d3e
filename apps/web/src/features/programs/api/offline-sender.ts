import type { OfflineSender, QueuedOf } from '#web/lib/offline/send-queue';
import { completeSession } from './complete-session';

/** A worksheet filled offline: refused, it stays with the reason, for its page to show (ADR 238). */
export const worksheetOfflineSender: OfflineSender<QueuedOf<'worksheet'>> = {
  send: async ({ code, nomor, worksheet, phq9, clientId }) => {
    await completeSession({ code, nomor, worksheet, phq9, clientId });
  },
  whenRefused: 'keep',
};
