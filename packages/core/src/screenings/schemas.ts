import { z } from 'zod';
import { commonMessages } from '../messages';
import { idNumber } from '../validation/id';
import { text } from '../validation/text';
import { clientIdField } from '../validation/client-id';
import { screeningBands } from './bands';
import { screeningCodes, scoredScreeningCodes } from './instruments';
import { screeningErrors } from './messages';
import { nextStepTiers } from './next-steps';

/** `:code` of the screenings routes; an unknown one is answered 404 by the route, not here. */
export const screeningCodeParamsSchema = z.object({ code: text().max(32) });

export const screeningListSchema = z.object({
  screenings: z.array(
    z.object({
      code: z.enum(screeningCodes),
      title: z.string(),
      items: z.number().int(),
      minutes: z.number().int(),
    }),
  ),
});
export type ScreeningList = z.infer<typeof screeningListSchema>;

export const screeningDetailSchema = z.object({
  code: z.enum(screeningCodes),
  title: z.string(),
  intro: z.string(),
  questions: z.array(z.object({ nomor: z.number().int(), text: z.string() })),
  options: z.array(z.object({ value: z.number().int(), label: z.string() })),
  /** The questions (`nomor`) whose answer leads with help and tells the counsellors (core's risk model). */
  riskItems: z.array(z.number().int()),
});

const answerSchema = z
  .number({ error: screeningErrors.answersInvalid })
  .int({ error: screeningErrors.answersInvalid });

/** One value per question, in order; the count and the 0–3 range are the instrument's (checked by the route). */
export const screeningSubmissionBodySchema = z.object({
  jawaban: z
    .array(answerSchema, {
      error: (issue) =>
        issue.input === undefined ? screeningErrors.answersRequired : screeningErrors.answersInvalid,
    })
    .max(50, { error: screeningErrors.answersInvalid }),
  /** The device's id for this submission: sent again (a queue after being offline), stored once. */
  clientId: clientIdField.optional(),
});
export type ScreeningSubmissionBody = z.infer<typeof screeningSubmissionBodySchema>;

export const nextStepSchema = z.object({
  tier: z.enum(nextStepTiers),
  recommended: z.boolean(),
  title: z.string(),
  text: z.string(),
});

const storedAnswerSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** api.md: `{code, score, band, crisis, nextSteps, createdAt}`, with its id and the answers. */
export const screeningResultSchema = z.object({
  id: z.number().int(),
  code: z.enum(scoredScreeningCodes),
  score: z.number().int(),
  band: z.enum(screeningBands),
  crisis: z.boolean(),
  jawaban: z.array(storedAnswerSchema),
  nextSteps: z.array(nextStepSchema),
  createdAt: z.string(),
});
export type ScreeningResult = z.infer<typeof screeningResultSchema>;

/**
 * A visitor's new result also carries `claimToken`: shown once, kept on their device, it lets
 * them keep the result in an account later (POST /api/screenings/submissions/keep).
 */
export const submittedScreeningSchema = screeningResultSchema.extend({ claimToken: z.string().optional() });
export type SubmittedScreening = z.infer<typeof submittedScreeningSchema>;

export const screeningHistoryQuerySchema = z.object({
  limit: z.coerce.number({ error: commonMessages.invalidInput }).int().min(1).max(100).default(20),
  cursor: text().max(64).optional(),
});

export const screeningHistorySchema = z.object({
  items: z.array(screeningResultSchema),
  nextCursor: z.string().nullable(),
});
export type ScreeningHistory = z.infer<typeof screeningHistorySchema>;

/**
 * Body of `POST /api/screenings/submissions/keep`: visitors' results taken on this device, each
 * with its claim token; `code` srq29 names an SRQ-29 result (api.md "One risk model").
 */
export const keepResultsBodySchema = z.object({
  items: z
    .array(
      z.object({
        code: z.enum(screeningCodes, { error: commonMessages.invalidInput }).optional(),
        id: idNumber(),
        token: text().min(1).max(128),
      }),
      {
        error: commonMessages.invalidInput,
      },
    )
    .min(1, { error: commonMessages.invalidInput })
    .max(100, { error: commonMessages.invalidInput }),
});
export type KeepResultsBody = z.infer<typeof keepResultsBodySchema>;

/** `kept`: the ids that moved (api.md); `keptItems` says of which screening each is. */
export const keepResultsResponseSchema = z.object({
  kept: z.array(z.number().int()),
  keptItems: z.array(z.object({ code: z.enum(screeningCodes), id: z.number().int() })),
});
export type KeepResultsResponse = z.infer<typeof keepResultsResponseSchema>;

/** One result in the data export: with each question's text beside its answer. */
export const screeningExportSchema = z.object({
  id: z.number().int(),
  code: z.enum(scoredScreeningCodes),
  score: z.number().int(),
  band: z.enum(screeningBands),
  crisis: z.boolean(),
  answers: z.array(z.object({ nomor: z.number().int(), text: z.string(), jawaban: storedAnswerSchema })),
  createdAt: z.string(),
});
export type ScreeningExport = z.infer<typeof screeningExportSchema>;
