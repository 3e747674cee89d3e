import type { QueryClient } from '@tanstack/react-query';
import { journalCategories } from '@sehat/core/education/limits';
import { topicContent } from '@sehat/core/education/topics/index';
import type { EducationTopic } from '@sehat/core/education/topics/topic';
import { adminJournalParams } from '../config/paths';
import { adminQuestionsQueryOptions } from '../features/admin/questions/api/get-questions';
import { usersQueryOptions } from '../features/admin/users/api/get-users';
import { defaultInboxFilter, inboxQueryOptions } from '../features/chat/api/get-inbox';
import { articleFilterFromSearch } from '../features/education/api/article-filter';
import {
  journalCountsQueryOptions,
  journalPagesQueryOptions,
  relatedJournalsQueryOptions,
} from '../features/education/api/get-journals';
import {
  defaultModerationStatus,
  moderationQueueQueryOptions,
} from '../features/forum/admin/api/get-moderation-queue';
import { defaultQuestionFilters } from '../features/forum/api/forum-keys';
import { questionsQueryOptions as forumQuestionsQueryOptions } from '../features/forum/api/get-questions';
import { profileQueryOptions } from '../features/profile/api/get-profile';
import { selftestHistoryQueryOptions } from '../features/profile/api/get-selftest-history';
import { reportQueryOptions } from '../features/selftest/api/get-report';
import { questionsQueryOptions as selftestQuestionsQueryOptions } from '../features/selftest/api/get-questions';
import { loadSession } from './guards';

/**
 * What a screen shows first, as the queries its components run (the very same options, so
 * the cache entry the loader fills is the one the screen reads). Each function starts those
 * queries and resolves once they have settled; it never rejects (prefetch keeps a failure in
 * the cache, where the screen's own error state shows it). See ADR 50.
 */
export type ScreenData = (queryClient: QueryClient, request: ScreenRequest) => Promise<unknown>;

/** The address being loaded: its URL and the route's path parameters. */
export type ScreenRequest = { url: URL; params: Readonly<Record<string, string | undefined>> };

const none = () => Promise.resolve();

export const screenData = {
  education: (queryClient, { url }) =>
    queryClient.prefetchInfiniteQuery(journalPagesQueryOptions(articleFilterFromSearch(url.searchParams))),

  /** The first page with the filters a fresh visit starts with; 'mine' depends on the viewer. */
  forum: async (queryClient) => {
    const { user } = await loadSession(queryClient);
    return queryClient.prefetchInfiniteQuery(
      forumQuestionsQueryOptions(user?.id ?? null, defaultQuestionFilters),
    );
  },

  selftest: (queryClient) => queryClient.prefetchQuery(selftestQuestionsQueryOptions()),

  report: (queryClient, { params }) => {
    const id = Number(params.id);
    return Number.isSafeInteger(id) && id > 0 ? queryClient.prefetchQuery(reportQueryOptions(id)) : none();
  },

  profile: (queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(profileQueryOptions()),
      queryClient.prefetchInfiniteQuery(selftestHistoryQueryOptions()),
    ]),

  adminUsers: (queryClient) => queryClient.prefetchInfiniteQuery(usersQueryOptions('')),

  adminQuestions: (queryClient) => queryClient.prefetchQuery(adminQuestionsQueryOptions()),

  /** The categories overview, or one category's journals (?kategori=); the add form needs none. */
  adminJournals: (queryClient, { url }) => {
    const search = url.searchParams;
    if (search.get(adminJournalParams.add) === '1') return none();
    const category = journalCategories.find((c) => c === search.get(adminJournalParams.category));
    return category
      ? queryClient.prefetchInfiniteQuery(journalPagesQueryOptions({ category }))
      : queryClient.prefetchQuery(journalCountsQueryOptions());
  },

  adminInbox: (queryClient) => queryClient.prefetchInfiniteQuery(inboxQueryOptions(defaultInboxFilter, '')),

  adminModeration: (queryClient) =>
    queryClient.prefetchInfiniteQuery(moderationQueueQueryOptions(defaultModerationStatus)),
} satisfies Record<string, ScreenData>;

/** A topic page's text is in its chunk; only the related articles come from the server. */
export const topicData =
  (topic: EducationTopic): ScreenData =>
  (queryClient) =>
    queryClient.prefetchQuery(relatedJournalsQueryOptions(topicContent[topic].journalCategory));
