import { useMutation } from '@tanstack/react-query';
import type { SubmissionBody, SubmittedResult } from '@sehat/core/selftest/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

/** `clientId`: the device's id for this test, kept if it must wait to be sent (ADR 160). */
export function submitAnswers(body: SubmissionBody): Promise<SubmittedResult> {
  return apiRequest(apiPaths.selftest.submissions, {
    method: 'POST',
    json: body,
    answer: 'selftest.submitted',
  });
}

export function useSubmitAnswers() {
  return useMutation({ mutationFn: submitAnswers });
}
