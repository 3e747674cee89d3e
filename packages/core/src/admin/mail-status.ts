import { z } from 'zod';

/** GET /api/admin/mail-status: whether mail leaves the machine, and how many mails keep failing. */
export const mailStatusSchema = z.object({ configured: z.boolean(), failing: z.number().int() });
export type MailStatus = z.infer<typeof mailStatusSchema>;
