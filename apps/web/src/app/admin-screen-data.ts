import { journalCategories } from '@sehat/core/education/limits';
import { adminJournalParams } from '#web/config/paths';
import { adminQuestionsQueryOptions } from '#web/features/selftest/admin/api/get-questions';
import { usersQueryOptions } from '#web/features/users/admin/api/get-users';
import { cannedResponsesQueryOptions } from '#web/features/chat/admin/api/canned-responses';
import { defaultInboxFilter, inboxQueryOptions } from '#web/features/chat/admin/api/get-inbox';
import {
  journalCountsQueryOptions,
  journalPagesQueryOptions,
} from '#web/features/education/api/get-journals';
import {
  defaultModerationStatus,
  moderationQueueQueryOptions,
} from '#web/features/forum/admin/api/get-moderation-queue';
import {
  adminCheckinsQueryOptions,
  defaultAdminCheckinStatus,
} from '#web/features/checkins/admin/api/get-admin-checkins';
import { programFlagsQueryOptions } from '#web/features/programs/admin/api/get-program-flags';
import { servicesQueryOptions } from '#web/features/services/api/get-services';
import { shiftsQueryOptions } from '#web/features/shifts/admin/api/shifts';
import { serviceHoursQueryOptions } from '#web/features/service-hours/api/service-hours-query';
import { none, settled, type ScreenData } from './screen-data';

/** What an admin screen shows first (ADR 50), loaded only when an admin screen is. */
export const adminScreenData = {
  adminUsers: (queryClient) => settled(queryClient.ensureInfiniteQueryData(usersQueryOptions(''))),

  adminQuestions: (queryClient) => settled(queryClient.ensureQueryData(adminQuestionsQueryOptions())),

  /** The categories overview, or one category's journals (?kategori=); the add form needs none. */
  adminJournals: (queryClient, { url }) => {
    const search = url.searchParams;
    if (search.get(adminJournalParams.add) === '1') return none();
    const category = journalCategories.find((c) => c === search.get(adminJournalParams.category));
    return settled(
      category
        ? queryClient.ensureInfiniteQueryData(journalPagesQueryOptions({ category }))
        : queryClient.ensureQueryData(journalCountsQueryOptions()),
    );
  },

  adminInbox: (queryClient) =>
    settled(queryClient.ensureInfiniteQueryData(inboxQueryOptions(defaultInboxFilter, ''))),

  adminCannedResponses: (queryClient) => settled(queryClient.ensureQueryData(cannedResponsesQueryOptions())),

  adminServiceHours: (queryClient) => settled(queryClient.ensureQueryData(serviceHoursQueryOptions())),

  adminShifts: (queryClient) => settled(queryClient.ensureQueryData(shiftsQueryOptions())),

  adminCheckins: (queryClient) =>
    settled(queryClient.ensureInfiniteQueryData(adminCheckinsQueryOptions(defaultAdminCheckinStatus))),

  adminProgramFlags: (queryClient) => settled(queryClient.ensureQueryData(programFlagsQueryOptions())),

  adminServices: (queryClient) => settled(queryClient.ensureInfiniteQueryData(servicesQueryOptions({}))),

  adminModeration: (queryClient) =>
    settled(queryClient.ensureInfiniteQueryData(moderationQueueQueryOptions(defaultModerationStatus))),
} satisfies Record<string, ScreenData>;

export type AdminScreenName = keyof typeof adminScreenData;
