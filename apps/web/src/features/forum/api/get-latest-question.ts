import { queryOptions } from '@tanstack/react-query';
import { defaultQuestionFilters, forumKeys } from './forum-keys';
import { getQuestions } from './get-questions';

/** How often the screen looks for questions others just asked (spec §9). */
export const newQuestionPollMs = 30_000;

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
    refetchInterval: newQuestionPollMs,
    refetchOnWindowFocus: false,
    staleTime: 0,
  });
