import { queryOptions, useQuery } from '@tanstack/react-query';
import { timings } from '@sehat/core/timings';
import type { QuestionsResponse } from '@sehat/core/selftest/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export function getQuestions(): Promise<QuestionsResponse> {
  return apiRequest(apiPaths.selftest.questions, { answer: 'selftest.questions' });
}

export const questionsQueryKey = ['selftest', 'questions'] as const;

/**
 * Fresh for one poll interval: a rendered /tes-diri hydrates with questions read at most a
 * second earlier, and reading them again at once only spent the phone's time (ADR 92).
 */
export const questionsQueryOptions = () =>
  queryOptions({ queryKey: questionsQueryKey, queryFn: getQuestions, staleTime: timings.newQuestionPollMs });

/** The questionnaire; while `poll` is on it is re-read every 30 s (spec §9) to catch new questions. */
export function useQuestions({ poll }: { poll: boolean }) {
  return useQuery({
    ...questionsQueryOptions(),
    refetchInterval: poll ? timings.newQuestionPollMs : false,
  });
}
