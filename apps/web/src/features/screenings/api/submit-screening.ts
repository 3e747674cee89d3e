import { useMutation } from '@tanstack/react-query';
import type { ScoredScreeningCode, ScreeningAnswer } from '@sehat/core/screenings/instruments';
import type { SubmittedScreening } from '@sehat/core/screenings/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

/** `clientId`: the device's id for this test, kept if it must wait to be sent (ADR 160). */
export type SubmitScreeningInput = {
  code: ScoredScreeningCode;
  jawaban: ScreeningAnswer[];
  clientId: string;
};

export function submitScreening({
  code,
  jawaban,
  clientId,
}: SubmitScreeningInput): Promise<SubmittedScreening> {
  return apiRequest(apiPaths.screenings.submissions(code), {
    method: 'POST',
    json: { jawaban, clientId },
    answer: 'screenings.submitted',
  });
}

export function useSubmitScreening() {
  return useMutation({ mutationFn: submitScreening });
}
