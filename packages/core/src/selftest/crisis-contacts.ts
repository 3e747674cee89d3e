import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * One place to get help now (selftest-scoring.md). Operators replace the whole list with the
 * CRISIS_CONTACTS environment variable (JSON in this shape); numbers change, the code does not.
 * The built-in list is `defaultCrisisContacts` (site/site-defaults.ts); every screen that
 * shows help reads the configured one from `GET /api/site`.
 */
export const crisisContactSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('phone'),
    name: text(80),
    description: text(200),
    /** What a `tel:` link dials: digits, an optional leading +, and `,` (pause) before an extension. */
    number: z
      .string()
      .max(32)
      .regex(/^\+?[0-9]+(,+[0-9*#]+)*$/),
    /** How the number is written on screen, e.g. '119 ext. 8'. */
    display: text(40),
  }),
  z.object({
    type: z.literal('web'),
    name: text(80),
    description: text(200),
    url: z.url({ protocol: /^https?$/ }),
  }),
  /** The site's own chat with counsellors. */
  z.object({ type: z.literal('chat'), name: text(80), description: text(200) }),
]);
export type CrisisContact = z.infer<typeof crisisContactSchema>;

export const crisisContactsSchema = z.array(crisisContactSchema).min(1).max(12);
