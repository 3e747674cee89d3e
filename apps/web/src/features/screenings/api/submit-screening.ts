import { useMutation } from '@tanstack/react-query';
import type { ScoredScreeningCode, ScreeningAnswer } from '@sehat/core/screenings/instruments';
import type { SubmittedScreening } from '@sehat/core/screenings/schemas';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export type SubmitScreeningInput = { code: ScoredScreeningCode; jawaban: ScreeningAnswer[] };

export function submitScreening({ code, jawaban }: SubmitScreeningInput): Promise<SubmittedScreening> {
  return apiRequest<SubmittedScreening>(apiPaths.screenings.submissions(code), {
    method: 'POST',
    json: { jawaban },
  });
}

export function useSubmitScreening() {
  return useMutation({ mutationFn: submitScreening });
}
