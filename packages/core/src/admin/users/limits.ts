/** Limits and timings of the admin user screen (spec §4, §9; api.md list conventions). */
export const adminUserLimits = {
  /** Page size of the user list: api.md's default and maximum. */
  pageDefault: 20,
  pageMax: 100,
  /** Longest search text; longer input is a 400, not a slow query. */
  queryMax: 100,
  /** An opaque cursor is short; anything longer is not one of ours. */
  cursorMax: 100,
  /** Pause after typing before the search is sent. */
  searchDebounceMs: 300,
} as const;
