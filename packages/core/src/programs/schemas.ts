import { z } from 'zod';
import { clientIdField } from '../validation/client-id';
import { text } from '../validation/text';
import { programFlagReasons } from './outcome';
import { programErrors } from './messages';
import { worksheetFieldMaxLength } from './program';

export const programCodeParamsSchema = z.object({ code: text().max(64) });
export const programSessionParamsSchema = z.object({
  code: text().max(64),
  nomor: z.coerce
    .number({ error: programErrors.sessionNotFound })
    .int({ error: programErrors.sessionNotFound }),
});

export const programListSchema = z.object({
  programs: z.array(
    z.object({ code: z.string(), title: z.string(), sessions: z.number().int(), minutes: z.number().int() }),
  ),
});
export type ProgramList = z.infer<typeof programListSchema>;

export const programSessionSchema = z.object({
  nomor: z.number().int(),
  title: z.string(),
  minutes: z.number().int(),
  steps: z.array(z.string()),
  worksheet: z.object({
    title: z.string(),
    fields: z.array(z.object({ id: z.string(), label: z.string(), hint: z.string() })),
  }),
});

export const programDetailSchema = z.object({
  code: z.string(),
  title: z.string(),
  intro: z.string(),
  sessions: z.array(programSessionSchema),
  sources: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type ProgramDetail = z.infer<typeof programDetailSchema>;

/**
 * `next`: the session to do next, null once every session is done. `guidance`: the person asked
 * a counsellor to follow their progress (ADR 234); `reminders`: a push or mail when the next
 * session waits.
 */
export const enrolmentSchema = z.object({
  code: z.string(),
  startedAt: z.string(),
  completed: z.array(z.number().int()),
  next: z.number().int().nullable(),
  guidance: z.boolean(),
  reminders: z.boolean(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const programOutcomeSchema = z.object({
  baseline: z.number().int().nullable(),
  latest: z.number().int().nullable(),
  change: z.number().int().nullable(),
  reliableImprovement: z.boolean(),
  deterioration: z.boolean(),
  notOnTrack: z.boolean(),
  crisis: z.boolean(),
});

export const programMeasureSchema = z.object({
  nomor: z.number().int(),
  score: z.number().int(),
  at: z.string(),
});
export type ProgramMeasureView = z.infer<typeof programMeasureSchema>;

/** A done session's worksheet, kept for the person to revisit. */
export const completedSessionSchema = z.object({
  nomor: z.number().int(),
  worksheet: z.record(z.string(), z.string()),
  completedAt: z.string(),
});

export const enrolmentResponseSchema = z.object({ enrolment: enrolmentSchema });
export type EnrolmentResponse = z.infer<typeof enrolmentResponseSchema>;

/** `GET …/enrolment`: the contract's `{enrolment, measures}`, with the outcome and the worksheets. */
export const enrolmentDetailSchema = z.object({
  enrolment: enrolmentSchema,
  measures: z.array(programMeasureSchema),
  outcome: programOutcomeSchema,
  sessions: z.array(completedSessionSchema),
});
export type EnrolmentDetail = z.infer<typeof enrolmentDetailSchema>;

const answerSchema = z.number({ error: programErrors.phq9Invalid }).int({ error: programErrors.phq9Invalid });

/**
 * Body of `POST …/sessions/:nomor/complete`; the fields and the nine 0–3 answers are checked
 * against the session and PHQ-9. `clientId`: the device's id of this send, stored once (ADR 238).
 */
export const completeSessionBodySchema = z.object({
  worksheet: z.record(
    text().max(64, { error: programErrors.worksheet.unknownField }),
    text({ wrongType: programErrors.worksheetInvalid }).max(worksheetFieldMaxLength * 2, {
      error: programErrors.worksheet.tooLong,
    }),
    { error: programErrors.worksheetInvalid },
  ),
  phq9: z
    .array(answerSchema, {
      error: (issue) => (issue.input === undefined ? programErrors.phq9Required : programErrors.phq9Invalid),
    })
    .max(50, { error: programErrors.phq9Invalid }),
  clientId: clientIdField.optional(),
});
export type CompleteSessionBody = z.infer<typeof completeSessionBodySchema>;

export const completeSessionResponseSchema = z.object({
  enrolment: enrolmentSchema,
  outcome: programOutcomeSchema,
});
export type CompleteSessionResponse = z.infer<typeof completeSessionResponseSchema>;

const choice = z.boolean({ error: programErrors.choiceInvalid });

/** Body of `PATCH …/enrolment`: the person's choices, one or both. */
export const enrolmentChoicesBodySchema = z
  .object(
    { guidance: choice.optional(), reminders: choice.optional() },
    { error: programErrors.choiceInvalid },
  )
  .refine((body) => body.guidance !== undefined || body.reminders !== undefined, {
    error: programErrors.choiceInvalid,
  });
export type EnrolmentChoicesBody = z.infer<typeof enrolmentChoicesBodySchema>;

/**
 * A programme in the counsellor's case panel: only of people who asked for guidance (ADR 234).
 * No worksheet and no answer, only how far they are and the PHQ-9 totals.
 */
export const programCaseSchema = z.object({
  code: z.string(),
  title: z.string(),
  sessionsDone: z.number().int(),
  sessions: z.number().int(),
  baseline: z.number().int().nullable(),
  latest: z.number().int().nullable(),
  flags: z.array(z.enum(programFlagReasons)),
  guidanceSince: z.string(),
});
export type ProgramCase = z.infer<typeof programCaseSchema>;
export const programCaseListSchema = z.object({ programs: z.array(programCaseSchema) });
export type ProgramCaseList = z.infer<typeof programCaseListSchema>;

export const programFlagSchema = z.object({
  user: z.object({ id: z.number().int(), username: z.string() }),
  code: z.string(),
  reason: z.enum(programFlagReasons),
  at: z.string(),
});
export const programFlagListSchema = z.object({ items: z.array(programFlagSchema) });
export type ProgramFlagList = z.infer<typeof programFlagListSchema>;

/** One enrolment in the person's data export: every done session with its worksheet and measure. */
export const programExportSchema = z.object({
  code: z.string(),
  startedAt: z.string(),
  guidanceSince: z.string().nullable(),
  reminders: z.boolean(),
  sessions: z.array(
    z.object({
      nomor: z.number().int(),
      worksheet: z.record(z.string(), z.string()),
      phq9: z.array(z.number().int()),
      score: z.number().int(),
      completedAt: z.string(),
    }),
  ),
});
