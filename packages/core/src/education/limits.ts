/** Journal (article) rules shared by the admin form, the article list and the server. */
/** One per topic of the education corner (issue 39 item 6), the self-test's three first. */
export const journalCategories = ['neurosis', 'psikotik', 'ptsd', 'depresi', 'anxiety'] as const;
export type JournalCategory = (typeof journalCategories)[number];

export const journalLimits = {
  judulMax: 200,
  /** Long enough for DOI and publisher links with query strings. */
  sumberMax: 2000,
  kutipanMax: 2000,
  searchMax: 100,
  /** api.md list conventions: default 20, at most 100 per page. */
  pageDefault: 20,
  pageMax: 100,
} as const;

/** How long the admin journal screen shows an error (spec §4); successes: timings.successMessageMs. */
export const journalErrorMs = 5000;

export function isJournalCategory(value: unknown): value is JournalCategory {
  return typeof value === 'string' && (journalCategories as readonly string[]).includes(value);
}
