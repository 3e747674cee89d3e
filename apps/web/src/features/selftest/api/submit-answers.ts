import { useMutation } from '@tanstack/react-query';
import type { Answer } from '@sehat/core/selftest/scoring';
import type { SubmittedResult } from '@sehat/core/selftest/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

/** `clientId`: the device's id for this test, kept if it must wait to be sent (ADR 160). */
export type SubmitAnswersBody = { jawaban: Answer[]; revision: string; clientId: string };

export function submitAnswers(body: SubmitAnswersBody): Promise<SubmittedResult> {
  return apiRequest<SubmittedResult>(apiPaths.selftest.submissions, { method: 'POST', json: body });
}

export function useSubmitAnswers() {
  return useMutation({ mutationFn: submitAnswers });
}
