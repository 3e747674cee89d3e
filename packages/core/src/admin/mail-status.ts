import { z } from 'zod';

/** GET /api/admin/mail-status: whether mail leaves the machine, and how many mails keep failing. */
export const mailStatusSchema = z.object({ configured: z.boolean(), failing: z.number().int() });
export type MailStatus = z.infer<typeof mailStatusSchema>;

/**
 * Without SMTP_URL, mails are kept in the database instead of sent, this many days (ADR 221):
 * their bodies are personal and their links die within days, but an operator may need a week or
 * two to look one up.
 */
export const keptMailDays = 30;
