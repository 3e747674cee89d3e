import type { ForumSort, ForumTag, ResponseSort } from '@sehat/core/forum/limits';

/** What the question list shows; part of its cache key. */
export type QuestionFilters = {
  sort: ForumSort;
  tag: ForumTag | null;
  q: string;
  mine: boolean;
};

export const defaultQuestionFilters: QuestionFilters = { sort: 'terbaru', tag: null, q: '', mine: false };

/**
 * Query keys of the forum. Every key starts with 'forum' and carries the viewer's id, since
 * 'mine' and 'userVoted' depend on who is asking.
 */
export const forumKeys = {
  all: ['forum'] as const,
  questionLists: () => ['forum', 'questions'] as const,
  questionList: (viewerId: number | null, filters: QuestionFilters) =>
    ['forum', 'questions', viewerId, filters] as const,
  latest: (viewerId: number | null) => ['forum', 'latest', viewerId] as const,
  question: (id: number) => ['forum', 'question', id] as const,
  responses: (questionId: number) => ['forum', 'responses', questionId] as const,
  responsesFor: (questionId: number, viewerId: number | null, sort: ResponseSort) =>
    ['forum', 'responses', questionId, viewerId, sort] as const,
};
