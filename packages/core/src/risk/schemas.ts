import { z } from 'zod';
import { text } from '../validation/text';
import { riskMessages } from './messages';
import { riskSources } from './signals';

export const riskNoteLimits = { min: 10, max: 2000 } as const;

/** Body of `POST /api/admin/chat/conversations/:id/risk/handled`. */
export const riskHandledBodySchema = z.object({
  note: text({ required: riskMessages.noteRequired })
    .trim()
    .min(riskNoteLimits.min, { error: riskMessages.noteTooShort })
    .max(riskNoteLimits.max, { error: riskMessages.noteTooLong }),
});
export type RiskHandledBody = z.infer<typeof riskHandledBodySchema>;

export const riskSignalSchema = z.object({
  source: z.enum(riskSources),
  crisis: z.boolean(),
  at: z.string(),
});
export type RiskSignal = z.infer<typeof riskSignalSchema>;

/** `GET /api/admin/chat/conversations/:id/risk`: active from the first signal until handled. */
export const conversationRiskSchema = z.object({
  active: z.boolean(),
  signals: z.array(riskSignalSchema),
  handledAt: z.string().nullable(),
  handledBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
});
export type ConversationRisk = z.infer<typeof conversationRiskSchema>;
