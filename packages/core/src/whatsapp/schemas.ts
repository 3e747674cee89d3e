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

/** `GET /api/profile/whatsapp`: whether linking is possible and the linked number, masked (ADR 233). */
export const whatsappLinkStateSchema = z.object({
  enabled: z.boolean(),
  linked: z.object({ phone: z.string(), linkedAt: z.string() }).nullable(),
});
export type WhatsappLinkState = z.infer<typeof whatsappLinkStateSchema>;

/** `POST /api/profile/whatsapp/link-code`: the code, shown once, and until when it works. */
export const whatsappLinkCodeSchema = z.object({ code: z.string(), expiresAt: z.string() });
export type WhatsappLinkCode = z.infer<typeof whatsappLinkCodeSchema>;

/** The person's linked number in their data export, in full (it is theirs). */
export const whatsappExportSchema = z.object({ phone: z.string(), linkedAt: z.string() }).nullable();
