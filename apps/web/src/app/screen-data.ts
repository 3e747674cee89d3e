import type { QueryClient } from '@tanstack/react-query';
import { topicJournalCategory, type EducationTopic } from '@sehat/core/education/topics/topic';
import { articleFilterFromSearch } from '#web/features/education/api/article-filter';
import {
  journalPagesQueryOptions,
  relatedJournalsQueryOptions,
} from '#web/features/education/api/get-journals';
import { defaultQuestionFilters } from '#web/features/forum/api/forum-keys';
import { questionsQueryOptions as forumQuestionsQueryOptions } from '#web/features/forum/api/get-questions';
import { dataExportQueryOptions } from '#web/features/profile/api/get-data-export';
import { profileQueryOptions } from '#web/features/profile/api/get-profile';
import { selftestHistoryQueryOptions } from '#web/features/profile/api/get-selftest-history';
import { scoredScreeningCodes } from '@sehat/core/screenings/instruments';
import { screeningHistoryQueryOptions } from '#web/features/screenings/api/screening-history';
import { reportQueryOptions } from '#web/features/selftest/api/get-report';
import { questionsQueryOptions as selftestQuestionsQueryOptions } from '#web/features/selftest/api/get-questions';
import { checkinsQueryOptions } from '#web/features/checkins/api/get-checkins';
import { servicesQueryOptions } from '#web/features/services/api/get-services';
import { serviceFilterFromSearch } from '#web/features/services/utils/service-filter';
import { serviceHoursQueryOptions } from '#web/features/service-hours/api/service-hours-query';
import type { AdminScreenName } from './admin-screen-data';
import { loadSession } from './guards';

/**
 * What a screen shows first, as the queries its components run (the very same options, so
 * the cache entry the loader fills is the one the screen reads). Each function makes sure
 * that data is cached or on its way, and resolves once it has settled. Cached data is left
 * alone: the screen refreshes it by its own rules, as before. It never rejects: a failure
 * stays in the cache, where the screen's own error state shows it with its retry. ADR 50.
 */
export type ScreenData = (queryClient: QueryClient, request: ScreenRequest) => Promise<unknown>;

/** The address being loaded: its URL and the route's path parameters. */
export type ScreenRequest = { url: URL; params: Readonly<Record<string, string | undefined>> };

export const none = () => Promise.resolve();

/** A loader's request may fail; the screen's own query then shows the error. */
export const settled = (request: Promise<unknown>) => request.catch(() => undefined);

export const screenData = {
  education: (queryClient, { url }) =>
    settled(
      queryClient.ensureInfiniteQueryData(
        journalPagesQueryOptions(articleFilterFromSearch(url.searchParams)),
      ),
    ),

  /** The first page with the filters a fresh visit starts with; 'mine' depends on the viewer. */
  forum: async (queryClient) => {
    const { user } = await loadSession(queryClient);
    const first = forumQuestionsQueryOptions(user?.id ?? null, defaultQuestionFilters);
    return settled(queryClient.ensureInfiniteQueryData(first));
  },

  selftest: (queryClient) => settled(queryClient.ensureQueryData(selftestQuestionsQueryOptions())),

  /** The help page says the counsellors' hours in its server-rendered text. */
  helpNow: (queryClient) => settled(queryClient.ensureQueryData(serviceHoursQueryOptions())),

  report: (queryClient, { params }) => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0) return none();
    return settled(queryClient.ensureQueryData(reportQueryOptions(id)));
  },

  profile: (queryClient) =>
    Promise.all([
      settled(queryClient.ensureQueryData(profileQueryOptions())),
      settled(queryClient.ensureInfiniteQueryData(selftestHistoryQueryOptions())),
      ...scoredScreeningCodes.map((code) =>
        settled(queryClient.ensureQueryData(screeningHistoryQueryOptions(code))),
      ),
    ]),

  myData: (queryClient) => settled(queryClient.ensureQueryData(dataExportQueryOptions())),

  /** The directory as the address filters it (a position never is in an address). */
  services: (queryClient, { url }) =>
    settled(
      queryClient.ensureInfiniteQueryData(servicesQueryOptions(serviceFilterFromSearch(url.searchParams))),
    ),

  /** A user's check-ins; a visitor sees the offer, which needs no data. */
  checkins: async (queryClient) => {
    const { user } = await loadSession(queryClient);
    if (user?.role !== 'user') return none();
    return settled(queryClient.ensureQueryData(checkinsQueryOptions()));
  },
} satisfies Record<string, ScreenData>;

/**
 * An admin screen's data. Its code arrives with the request, beside the screen's own chunk: a
 * visitor's first load never carries the admin area's queries (issue 49 item 2).
 */
export const adminScreenData =
  (name: AdminScreenName): ScreenData =>
  async (queryClient, request) =>
    (await import('./admin-screen-data')).adminScreenData[name](queryClient, request);

/** A topic page's text is in its chunk; only the related articles come from the server. */
export const topicData =
  (topic: EducationTopic): ScreenData =>
  (queryClient) =>
    settled(queryClient.ensureQueryData(relatedJournalsQueryOptions(topicJournalCategory[topic])));
