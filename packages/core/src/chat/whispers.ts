import { z } from 'zod';
import { text } from '../validation/text';
import { caseNoteLimits, noteSchema } from './case-notes';
import { whisperMessages } from './whisper-messages';

/**
 * A whisper is a supervisor's word to the counsellor inside a conversation (api.md "Roles and
 * supervision"). It is kept like a case note, by the team only, and never reaches the person.
 */
export const whisperBodySchema = z.object({
  text: text({ required: whisperMessages.whisperEmpty })
    .trim()
    .min(1, { error: whisperMessages.whisperEmpty })
    .max(caseNoteLimits.noteMax, { error: whisperMessages.whisperTooLong(caseNoteLimits.noteMax) }),
});
export type WhisperBody = z.infer<typeof whisperBodySchema>;

export const whisperSchema = noteSchema;
export type Whisper = z.infer<typeof whisperSchema>;

export const whispersResponseSchema = z.object({ whispers: z.array(whisperSchema) });
export const whisperResponseSchema = z.object({ whisper: whisperSchema });

/** Body of `POST /api/admin/chat/conversations/:id/transfer`: the handover note becomes a whisper. */
export const transferBodySchema = z.object({
  assigneeId: z
    .number({ error: whisperMessages.assigneeMissing })
    .int({ error: whisperMessages.assigneeMissing })
    .positive({
      error: whisperMessages.assigneeMissing,
    }),
  note: text({ required: whisperMessages.noteMissing })
    .trim()
    .min(1, { error: whisperMessages.noteMissing })
    .max(caseNoteLimits.noteMax, { error: whisperMessages.whisperTooLong(caseNoteLimits.noteMax) }),
});
export type TransferBody = z.infer<typeof transferBodySchema>;
