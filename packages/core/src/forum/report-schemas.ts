import { z } from 'zod';
import { forumMessages } from './messages';
import { normalizePlainText } from './plain-text';
import { forumReportReasons, reportNoteMax } from './reports';

/** Body of POST /api/forum/{questions,responses}/:id/reports; an empty note is no note. */
export const reportBodySchema = z.object({
  reason: z.enum(forumReportReasons, { error: forumMessages.reportReasonRequired }),
  note: z
    .string({ error: forumMessages.reportNoteTooLong })
    .transform(normalizePlainText)
    .pipe(z.string().max(reportNoteMax, { error: forumMessages.reportNoteTooLong }))
    .transform((note) => (note === '' ? undefined : note))
    .optional(),
});
export type ReportBody = z.infer<typeof reportBodySchema>;
export type ReportInput = z.input<typeof reportBodySchema>;

/**
 * What the reporter gets back: their report; when they had reported already, the first one
 * with `alreadyReported` (the status is 200 then, 201 the first time).
 */
export const reportResultSchema = z.object({
  report: z.object({
    reason: z.enum(forumReportReasons),
    note: z.string().nullable(),
    createdAt: z.string(),
  }),
  alreadyReported: z.boolean(),
});
export type ReportResult = z.infer<typeof reportResultSchema>;
