/** Forum limits, shared by the web forms and the server schemas. */
export const forumLimits = {
  titleMax: 150,
  descMax: 5000,
  responseMax: 2000,
  searchMax: 100,
  /** Words of a search beyond this are ignored (each one costs an index probe). */
  searchTermsMax: 8,
  /**
   * A search word this long or longer also matches inside words ('emas' finds 'cemas'); a
   * shorter one only as the start of a word: two letters sit inside most texts (ADR 57).
   */
  searchInsideWordMin: 3,
  /**
   * A search's match count stops here: past it the list says '100+' instead of counting every
   * match of a common word, which would cost as much as the forum is large (ADRs 89, 96).
   */
  searchCountCap: 100,
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;

/**
 * FORUM_HIDE_AFTER_REPORTS unset: reports (weighed by standing, ADR 184) that hide an item. The
 * forum's pace (questions, responses, votes) is in limits/rate-limits.ts.
 */
export const defaultHideAfterReports = 3;

/** Question categories (spec §9); a question may also have none. */
export const forumTags = ['psikotik', 'neurosis', 'ptsd'] as const;
export type ForumTag = (typeof forumTags)[number];

/** The list's sort order: terbaru = newest first, terlama = oldest first. */
export const forumSorts = ['terbaru', 'terlama'] as const;
export type ForumSort = (typeof forumSorts)[number];

/** A question's responses: terlama = oldest first (the default), membantu = most votes first. */
export const responseSorts = ['terlama', 'membantu'] as const;
export type ResponseSort = (typeof responseSorts)[number];
