/** Why a forum item is reported (api.md "Forum safety"). */
export const forumReportReasons = ['spam', 'menyakiti', 'data-pribadi', 'lainnya'] as const;
export type ForumReportReason = (typeof forumReportReasons)[number];

/** The longest note a reporter may add. */
export const reportNoteMax = 500;

/** Reports one user may send per hour: enough for real use, too few to bury the forum. */
export const reportsPerHour = 20;
