import { rateLimitTable } from '../limits/rate-limits';

/**
 * Why a forum item is reported (api.md "Forum safety"). `bahaya` (the person may be in danger)
 * marks the item at risk, so it leads the moderation queue (ADR 118).
 */
export const forumReportReasons = ['spam', 'menyakiti', 'data-pribadi', 'lainnya', 'bahaya'] as const;
export type ForumReportReason = (typeof forumReportReasons)[number];

/** The longest note a reporter may add. */
export const reportNoteMax = 500;

/** Reports one user may send per hour. */
export const reportsPerHour = rateLimitTable['forum:report'].max;
