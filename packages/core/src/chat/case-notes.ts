import { z } from 'zod';
import { caseNoteMessages } from './case-messages';
import { text } from '../validation/text';

export const caseNoteLimits = { noteMax: 2000, followUpMax: 500 } as const;

/** What the team keeps on a conversation: its own notes, and a supervisor's whispers. */
export const caseNoteKinds = ['note', 'whisper'] as const;
export type CaseNoteKind = (typeof caseNoteKinds)[number];

export const caseRiskLevels = ['rendah', 'sedang', 'tinggi'] as const;
export type CaseRiskLevel = (typeof caseRiskLevels)[number];

/** Body of `POST /api/admin/chat/conversations/:id/notes`. */
export const noteBodySchema = z.object({
  text: text({ required: caseNoteMessages.noteEmpty })
    .trim()
    .min(1, { error: caseNoteMessages.noteEmpty })
    .max(caseNoteLimits.noteMax, { error: caseNoteMessages.noteTooLong(caseNoteLimits.noteMax) }),
});
export type NoteBody = z.infer<typeof noteBodySchema>;

const counsellorSchema = z.object({ id: z.number().int(), fullName: z.string() }).nullable();

export const noteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** null once the author's account is gone. */
  author: counsellorSchema,
  createdAt: z.string(),
});
export type CaseNote = z.infer<typeof noteSchema>;

export const notesResponseSchema = z.object({ notes: z.array(noteSchema) });
export const noteResponseSchema = z.object({ note: noteSchema });

/** Body of `PUT /api/admin/chat/conversations/:id/summary`. */
export const summaryBodySchema = z.object({
  riskLevel: z.enum(caseRiskLevels, { error: caseNoteMessages.riskLevelInvalid }),
  referralMade: z.boolean(),
  followUp: text()
    .trim()
    .max(caseNoteLimits.followUpMax, { error: caseNoteMessages.followUpTooLong(caseNoteLimits.followUpMax) })
    .default(''),
});
export type SummaryBody = z.infer<typeof summaryBodySchema>;

export const summarySchema = z.object({
  riskLevel: z.enum(caseRiskLevels),
  referralMade: z.boolean(),
  followUp: z.string(),
  updatedBy: counsellorSchema,
  updatedAt: z.string(),
});
export type CaseSummary = z.infer<typeof summarySchema>;

export const summaryResponseSchema = z.object({ summary: summarySchema.nullable() });
export type SummaryResponse = z.infer<typeof summaryResponseSchema>;
