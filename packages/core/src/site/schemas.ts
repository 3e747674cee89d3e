import { z } from 'zod';
import { crisisContactsSchema } from '../selftest/crisis-contacts';

/** A phone number as written on screen and as a `tel:` link dials it. */
export const sitePhoneSchema = z.object({ display: z.string(), dial: z.string() });

/** The organisation's public contact details (the footer), set by the operator. */
export const siteContactSchema = z.object({
  /** Null until an operator configures a real number: the site never shows a placeholder. */
  phone: sitePhoneSchema.nullable(),
  email: z.string(),
  city: z.string(),
  /** International number without +, for a wa.me link; null hides WhatsApp. */
  whatsapp: z.string().nullable(),
  instagram: z.string().nullable(),
  youtube: z.string().nullable(),
  map: z.object({ lat: z.number(), lon: z.number() }),
});

/** How long data is kept, in days (the privacy policy lists them); null chat: until deleted. */
export const siteRetentionSchema = z.object({
  sessionDays: z.number(),
  selftestAnonymousDays: z.number().int(),
  chatDays: z.number().int().nullable(),
});

/**
 * What every page may show about the site itself (`GET /api/site`): the counsellor team's
 * name (the chat is signed with it), the contact details, and the one crisis help list.
 */
export const siteInfoSchema = z.object({
  counsellorTeam: z.string(),
  contact: siteContactSchema,
  crisisContacts: crisisContactsSchema,
  retention: siteRetentionSchema,
});

export type SitePhone = z.infer<typeof sitePhoneSchema>;
export type SiteContact = z.infer<typeof siteContactSchema>;
export type SiteInfo = z.infer<typeof siteInfoSchema>;
export type SiteRetention = z.infer<typeof siteRetentionSchema>;
