import { z } from 'zod';
import { chatAssigneeSchema, chatUserSchema } from '../chat/schemas';
import { text } from '../validation/text';
import { careMessages } from './care-messages';

/** Care for counsellors (issue 50 item 5): a private wellbeing check and a debrief after risk. */
export const careLimits = {
  scoreMin: 1,
  scoreMax: 5,
  noteMax: 1000,
  /** A debrief is due this long after the risky conversation was resolved. */
  debriefDueHours: 24,
  /**
   * Reports show the wellbeing average only over at least this many entries in the period, so
   * no one counsellor's score can be read off a quiet week; never per person at all.
   */
  wellbeingAverageMinCount: 5,
  /** The entries one's own list shows, newest first. */
  entriesShown: 20,
} as const;

export const wellbeingScores = Array.from(
  { length: careLimits.scoreMax - careLimits.scoreMin + 1 },
  (_, index) => careLimits.scoreMin + index,
);

/** Body of `POST /api/admin/wellbeing`. */
export const wellbeingBodySchema = z.object({
  score: z
    .number({ error: careMessages.scoreInvalid })
    .int({ error: careMessages.scoreInvalid })
    .min(careLimits.scoreMin, { error: careMessages.scoreInvalid })
    .max(careLimits.scoreMax, { error: careMessages.scoreInvalid }),
  note: text()
    .trim()
    .max(careLimits.noteMax, { error: careMessages.noteTooLong(careLimits.noteMax) })
    .nullish()
    .transform((note) => note || null),
});
export type WellbeingBody = z.input<typeof wellbeingBodySchema>;

export const wellbeingEntrySchema = z.object({
  id: z.number().int(),
  score: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type WellbeingEntry = z.infer<typeof wellbeingEntrySchema>;

export const wellbeingEntriesResponseSchema = z.object({ entries: z.array(wellbeingEntrySchema) });
export const wellbeingEntryResponseSchema = z.object({ entry: wellbeingEntrySchema });

/** A debrief owed after a risky conversation was resolved: due 24 h later, held or not yet. */
export const debriefSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  user: chatUserSchema.pick({ id: true, username: true, fullName: true }),
  counsellor: chatAssigneeSchema.nullable(),
  resolvedAt: z.string(),
  dueAt: z.string(),
  heldAt: z.string().nullable(),
  heldBy: chatAssigneeSchema.nullable(),
  /** Not held and past its due time. */
  overdue: z.boolean(),
});
export type Debrief = z.infer<typeof debriefSchema>;

export const debriefsResponseSchema = z.object({ debriefs: z.array(debriefSchema) });
export const debriefResponseSchema = z.object({ debrief: debriefSchema });
export const debriefParamsSchema = z.object({
  id: z.coerce.number({ error: careMessages.debriefNotFound }).int().positive().max(2_147_483_647),
});

/** When a debrief falls due after a resolution at `resolvedAt`. */
export function debriefDueAt(resolvedAt: Date): Date {
  return new Date(resolvedAt.getTime() + careLimits.debriefDueHours * 60 * 60_000);
}

/** The period's wellbeing average, or null over too few entries to keep anyone's score private. */
export function shownWellbeingAverage(count: number, sum: number): number | null {
  if (count < careLimits.wellbeingAverageMinCount) return null;
  return Math.round((sum / count) * 10) / 10;
}
