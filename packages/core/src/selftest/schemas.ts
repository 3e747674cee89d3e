import { z } from 'zod';
import { commonMessages } from '../messages';
import { adminQuestionMessages, selftestMessages } from './messages';
import { requiredText } from '../user/fields';
import { questionLimits, selftestCategories, severities } from './constants';
import { idParam, idParams } from '../validation/id';
import { text } from '../validation/text';
import { clientIdField } from '../validation/client-id';

export const kategoriSchema = z.enum(selftestCategories);

/** A question as the API shows it; `kategori` null means asked but not scored. */
export const questionSchema = z.object({
  nomor: z.number().int(),
  pertanyaan: z.string(),
  kategori: kategoriSchema.nullable(),
  crisis: z.boolean(),
});
export type Question = z.infer<typeof questionSchema>;

/** `revision` changes whenever any question is added, edited, moved or deleted. */
/** An admin's added or changed question, as the server answers it. */
export const adminQuestionResponseSchema = z.object({ question: questionSchema });

export const questionsResponseSchema = z.object({
  questions: z.array(questionSchema),
  revision: z.string(),
  /** The server's SRQ_NEUROSIS_CUTOFF, so a test taken offline is scored on the device as here. */
  neurosisCutoff: z.number().int(),
});
export type QuestionsResponse = z.infer<typeof questionsResponseSchema>;

/** Admin add/edit body (spec §5: text required and trimmed; category required). */
export const selftestQuestionBodySchema = z.object({
  pertanyaan: requiredText(adminQuestionMessages.pertanyaanRequired).max(questionLimits.pertanyaanMax, {
    error: adminQuestionMessages.pertanyaanTooLong,
  }),
  kategori: z.enum(selftestCategories, { error: adminQuestionMessages.kategoriRequired }),
  /** Optional: on edit, leaving it out keeps the current flag. */
  crisis: z.boolean({ error: commonMessages.invalidInput }).optional(),
  /** Un-marking the crisis item: its number, typed by the admin (ADR 117). */
  confirmNomor: z.number({ error: commonMessages.invalidInput }).int().optional(),
});
export type SelftestQuestionBody = z.infer<typeof selftestQuestionBodySchema>;

export const nomorParamsSchema = z.object({ nomor: idParam(adminQuestionMessages.notFound) });

/** Query of `DELETE /api/admin/selftest/questions/:nomor`: deleting the crisis item, its number typed (ADR 117). */
export const questionDeleteQuerySchema = z.object({ konfirmasi: idParam().optional() });

const answerSchema = z.union([z.literal(0), z.literal(1)], { error: selftestMessages.answersInvalid });

export const submissionBodySchema = z.object({
  jawaban: z
    .array(answerSchema, {
      error: (issue) =>
        issue.input === undefined ? selftestMessages.answersRequired : selftestMessages.answersInvalid,
    })
    .min(1, { error: selftestMessages.answersWrongCount })
    .max(questionLimits.questionsMax, { error: selftestMessages.answersWrongCount }),
  /** The `revision` the answers were given against; a stale one is refused. */
  revision: text().max(128).optional(),
  /** The device's id for this submission: sent again (a queue after being offline), stored once. */
  clientId: clientIdField.optional(),
});
export type SubmissionBody = z.infer<typeof submissionBodySchema>;

export const domainScoreSchema = z.object({
  kategori: kategoriSchema,
  yes: z.number().int(),
  total: z.number().int(),
  flagged: z.boolean(),
  severity: z.enum(severities).nullable(),
});

/** A scored submission (api.md: `{hasil, severity, score, domains, crisis, createdAt}` plus its id). */
export const resultSchema = z.object({
  id: z.number().int(),
  hasil: z.string(),
  severity: z.string(),
  score: z.number().int(),
  domains: z.array(domainScoreSchema),
  crisis: z.boolean(),
  createdAt: z.string(),
});
export type SelftestResult = z.infer<typeof resultSchema>;

/**
 * A submission's answer: a visitor's also carries `claimToken`, which only their device holds,
 * to attach the result to the account they sign in to, with their consent (ADR 113).
 */
export const submittedResultSchema = resultSchema.extend({ claimToken: z.string().optional() });
export type SubmittedResult = z.infer<typeof submittedResultSchema>;

/** Body of `POST /api/selftest/submissions/claim`. */
export const claimBodySchema = z.object({
  claimToken: text({ required: selftestMessages.resultNotFound, wrongType: selftestMessages.resultNotFound })
    .min(1, { error: selftestMessages.resultNotFound })
    .max(128, { error: selftestMessages.resultNotFound }),
});
export type ClaimBody = z.infer<typeof claimBodySchema>;

/** One answered question as it was when the submission was scored. */
export const answeredQuestionSchema = z.object({
  nomor: z.number().int(),
  pertanyaan: z.string(),
  kategori: kategoriSchema.nullable(),
  jawaban: z.union([z.literal(0), z.literal(1)]),
});
export type AnsweredQuestion = z.infer<typeof answeredQuestionSchema>;

export const reportSchema = resultSchema.extend({ answers: z.array(answeredQuestionSchema) });
export type SelftestReport = z.infer<typeof reportSchema>;

export const historyQuerySchema = z.object({
  limit: z.coerce.number({ error: commonMessages.invalidInput }).int().min(1).max(100).default(20),
  cursor: text().max(64).optional(),
});

export const historyResponseSchema = z.object({
  items: z.array(resultSchema),
  nextCursor: z.string().nullable(),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

export const submissionIdParamsSchema = idParams(selftestMessages.resultNotFound);
