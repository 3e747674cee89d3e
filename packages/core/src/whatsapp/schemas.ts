import { z } from 'zod';

/** `GET /api/admin/whatsapp`: what the admin screen says about the channel's settings (ADR 227). */
export const whatsappSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The address to give Meta as the Callback URL. */
  webhookUrl: z.string(),
  /** The variables that must all be set for the channel to be on. */
  required: z.array(z.string()),
  followupTemplate: z.string().nullable(),
});
export type WhatsappSettings = z.infer<typeof whatsappSettingsSchema>;
