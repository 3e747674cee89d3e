import { queryOptions } from '@tanstack/react-query';
import { timings } from '@sehat/core/timings';
import { defaultQuestionFilters, forumKeys } from './forum-keys';
import { getQuestions } from './get-questions';

export type LatestQuestion = { id: number; mine: boolean } | null;

/** The newest question (null when there is none): a one-row poll, never the whole list. */
export async function getLatestQuestion(signal?: AbortSignal): Promise<LatestQuestion> {
  const page = await getQuestions(defaultQuestionFilters, { limit: 1 }, signal);
  const newest = page.questions[0];
  return newest ? { id: newest.id, mine: newest.mine } : null;
}

export const latestQuestionQueryOptions = (viewerId: number | null) =>
  queryOptions({
    queryKey: forumKeys.latest(viewerId),
    queryFn: ({ signal }) => getLatestQuestion(signal),
    refetchInterval: timings.newQuestionPollMs,
    refetchOnWindowFocus: false,
    staleTime: 0,
  });
