import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteSessionResponse } from '@sehat/core/programs/schemas';
import type { Worksheet } from '@sehat/core/programs/worksheet';
import type { ScreeningAnswer } from '@sehat/core/screenings/instruments';
import { apiPaths } from '#web/config/paths';
import { apiRequest, type ApiError } from '#web/lib/api-client';
import { newClientId } from '#web/lib/client-id';
import { isPassing } from '#web/lib/offline/passing-failure';
import { dequeue, enqueue, markRefused } from '#web/lib/offline/submission-queue';
import { programKeys } from './get-enrolment';

/** What the session form sends. */
export interface SessionAnswers {
  worksheet: Worksheet;
  phq9: ScreeningAnswer[];
}

/** The worksheet waits on the device: no connection now, it is sent when one returns. */
export type CompleteSessionAnswer = CompleteSessionResponse | 'queued';

/** Stores a session's worksheet and PHQ-9 once per clientId (a repeat answers as the first did). */
export function completeSession({
  code,
  nomor,
  worksheet,
  phq9,
  clientId,
}: SessionAnswers & { code: string; nomor: number; clientId: string }): Promise<CompleteSessionResponse> {
  return apiRequest(apiPaths.programs.complete(code, nomor), {
    answer: 'programs.sessionCompleted',
    method: 'POST',
    json: { worksheet, phq9, clientId },
  });
}

/**
 * Keeps a session's worksheet and PHQ-9, on this device first (ADR 238): the offline queue holds
 * it until the server stores it, under one clientId however often it is sent. Without a
 * connection it stays queued; refused, it stays too, with the server's reason, for the form to
 * show. Stored, the answer carries the outcome so far.
 */
export function useCompleteSession(code: string, nomor: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ worksheet, phq9 }: SessionAnswers): Promise<CompleteSessionAnswer> => {
      const clientId = newClientId();
      enqueue({
        kind: 'worksheet',
        code,
        nomor,
        worksheet,
        phq9,
        clientId,
        takenAt: new Date().toISOString(),
      });
      try {
        const stored = await completeSession({ code, nomor, worksheet, phq9, clientId });
        dequeue(clientId);
        return stored;
      } catch (error) {
        if (isPassing(error)) return 'queued';
        markRefused(clientId, (error as ApiError).message);
        throw error;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: programKeys.enrolment(code) }),
  });
}
