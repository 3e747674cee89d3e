import { z } from 'zod';
import { commonMessages } from '../messages';
import { journalMessages } from './messages';
import { requiredText } from '../user/fields';
import { journalCategories, journalLimits, type JournalCategory } from './limits';
import { text } from '../validation/text';

const categoryField = z.enum(journalCategories, {
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? journalMessages.categoryRequired
      : journalMessages.categoryInvalid,
});

// Credentials in a link ("https://who.int@evil.example") disguise where it really leads.
const hasCredentials = (href: string) => /^[a-z]+:\/\/[^/?#]*@/i.test(href);

/** A public web address: http(s), a real domain name, no credentials; normalised (URL.href). */
export const httpUrlSchema = z
  .httpUrl({ normalize: true, error: journalMessages.sumberInvalid })
  .refine((href) => !hasCredentials(href), { error: journalMessages.sumberInvalid });

/** The http(s) link of a stored `sumber`, or null when it is not one (e.g. imported text). */
export function journalLinkOf(sumber: string): string | null {
  const parsed = httpUrlSchema.safeParse(sumber);
  return parsed.success ? parsed.data : null;
}

/** Body of POST /api/admin/journals and PUT /api/admin/journals/:id; also the admin form. */
export const journalBodySchema = z.object({
  kategori: categoryField,
  judul: requiredText(journalMessages.requiredFields).max(journalLimits.judulMax, {
    error: journalMessages.judulTooLong,
  }),
  sumber: requiredText(journalMessages.requiredFields)
    .max(journalLimits.sumberMax, { error: journalMessages.sumberTooLong })
    .pipe(httpUrlSchema),
  kutipan: requiredText(journalMessages.requiredFields).max(journalLimits.kutipanMax, {
    error: journalMessages.kutipanTooLong,
  }),
});
export type JournalBody = z.infer<typeof journalBodySchema>;

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Query of GET /api/journals: filter, search over judul and kutipan, one bounded page. */
export const journalListQuerySchema = z.object({
  category: z.preprocess(blankToUndefined, categoryField.optional()),
  q: text()
    .trim()
    .max(journalLimits.searchMax, { error: journalMessages.searchTooLong })
    .optional()
    .transform((q) => q || undefined),
  limit: z.coerce
    .number({ error: commonMessages.invalidInput })
    .int()
    .min(1)
    .max(journalLimits.pageMax)
    .default(journalLimits.pageDefault),
  cursor: z.preprocess(blankToUndefined, text().max(200).optional()),
});
export type JournalListQuery = z.infer<typeof journalListQuerySchema>;

/** The contract's `journal` object (api.md). */
export const journalSchema = z.object({
  id: z.number().int(),
  kategori: z.enum(journalCategories),
  judul: z.string(),
  sumber: z.string(),
  kutipan: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Journal = z.infer<typeof journalSchema>;

/** An admin's added or edited journal, as the server answers it. */
export const journalResponseSchema = z.object({ journal: journalSchema });

export const categoryCountsSchema = z.object(
  Object.fromEntries(journalCategories.map((category) => [category, z.number().int()])) as Record<
    JournalCategory,
    z.ZodNumber
  >,
);
export type CategoryCounts = z.infer<typeof categoryCountsSchema>;

/**
 * GET /api/journals. `categoryCounts` counts every category for the same search (without the
 * category filter); `total` counts this filter; `nextCursor` fetches the next page.
 */
export const journalListSchema = z.object({
  journals: z.array(journalSchema),
  categoryCounts: categoryCountsSchema,
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type JournalList = z.infer<typeof journalListSchema>;
