import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { addLocalResult } from '../utils/local-results-store';
import type { OfflineSender, QueuedOf } from '#web/lib/offline/send-queue';
import { submitScreening } from './submit-screening';

/**
 * A PHQ-9 or GAD-7 taken offline. A visitor's result is kept on the device, with the token to
 * keep it in an account later; a refusal drops it (its result was shown when it was taken).
 */
export const screeningOfflineSender: OfflineSender<QueuedOf<ScoredScreeningCode>> = {
  send: async ({ kind, jawaban, clientId }) => {
    const {
      nextSteps: _nextSteps,
      claimToken,
      ...result
    } = await submitScreening({ code: kind, jawaban, clientId });
    if (claimToken) addLocalResult({ ...result, claimToken });
  },
  whenRefused: 'drop',
};
