import { z } from 'zod';
import { ratingExportSchema } from '../chat/rating';
import { sharedResultSchema } from '../chat/result-share';
import { checkinSchema } from '../checkins/schemas';
import { forumReportReasons } from '../forum/reports';
import { programExportSchema } from '../programs/schemas';
import { wellbeingEntrySchema } from '../supervision/care';
import { notificationPreferencesSchema } from '../notification-preferences/schemas';
import { notificationSchema } from '../notifications/schemas';
import { screeningExportSchema } from '../screenings/schemas';
import { safetyPlanSchema } from '../safety-plan/schemas';
import { reportSchema } from '../selftest/schemas';
import { userSchema } from '../user/user-schema';
import { whatsappExportSchema } from '../whatsapp/schemas';

/** The consent a person gave: when, to which policy version, and the optional one (and when). */
export const consentRecordSchema = z.object({
  givenAt: z.string().nullable(),
  policyVersion: z.string().nullable(),
  statistics: z.boolean(),
  statisticsChangedAt: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** GET /api/profile/consent: the record, and whether the current policy still needs consent. */
export const consentStatusSchema = z.object({
  consent: consentRecordSchema,
  currentPolicyVersion: z.string(),
  needed: z.boolean(),
});
export type ConsentStatus = z.infer<typeof consentStatusSchema>;

const forumQuestionExport = z.object({
  id: z.number().int(),
  title: z.string(),
  desc: z.string(),
  tag: z.string().nullable(),
  anonymous: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const forumResponseExport = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  /** The title of the question answered, so the copy reads without the site. */
  questionTitle: z.string(),
  text: z.string(),
  anonymous: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A mail the site sent (or holds to send) the person; never its links, which may still work. */
const mailExport = z.object({
  kind: z.string(),
  to: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** A device that receives push notifications: where, never its keys. */
const pushSubscriptionExport = z.object({ endpoint: z.string(), createdAt: z.string() });

const forumVoteExport = z.object({ responseId: z.number().int(), createdAt: z.string() });

/** A report the person sent: which item (and, for a response, its question), why, and when. */
const forumReportExport = z.object({
  kind: z.enum(['question', 'response']),
  itemId: z.number().int(),
  questionId: z.number().int(),
  reason: z.enum(forumReportReasons),
  note: z.string().nullable(),
  createdAt: z.string(),
});

const chatMessageExport = z.object({
  id: z.number().int(),
  senderRole: z.enum(['user', 'admin']),
  message: z.string(),
  type: z.enum(['text', 'file']),
  /** `url`: the file itself, on this site, for whoever is logged in to the account (ADR 203). */
  file: z.object({ name: z.string(), size: z.number().int(), mime: z.string(), url: z.string() }).nullable(),
  createdAt: z.string(),
});

/** GET /api/profile/export (api.md "Privacy"): everything the site holds about the person. */
export const dataExportSchema = z.object({
  exportedAt: z.string(),
  user: userSchema,
  consent: consentRecordSchema,
  selftest: z.array(reportSchema),
  /** PHQ-9 and GAD-7 results, each answer beside its question. */
  screenings: z.array(screeningExportSchema),
  forum: z.object({
    questions: z.array(forumQuestionExport),
    responses: z.array(forumResponseExport),
    votes: z.array(forumVoteExport),
    reports: z.array(forumReportExport),
  }),
  /** `sharedResults`: the self-test summaries the person chose to show the counsellors. */
  chat: z.object({ messages: z.array(chatMessageExport), sharedResults: z.array(sharedResultSchema) }),
  /** The person's ratings of resolved conversations (the counsellors' private notes are not here: ADR 195). */
  chatRatings: z.array(ratingExportSchema),
  notifications: z.array(notificationSchema),
  notificationPreferences: notificationPreferencesSchema.shape.preferences,
  mails: z.array(mailExport),
  pushSubscriptions: z.array(pushSubscriptionExport),
  /** The person's safety plan (null when they have none): only they ever see it. */
  safetyPlan: safetyPlanSchema.nullable(),
  /** Every check-in they asked for, with its answer. */
  checkins: z.array(checkinSchema),
  /** Self-help programmes begun, with every done session's worksheet and PHQ-9. */
  programs: z.array(programExportSchema),
  /** The WhatsApp number linked to the account, in full, and since when (ADR 233). */
  whatsapp: whatsappExportSchema,
  /** A staff member's own wellbeing checks after risky conversations, with their private notes. */
  wellbeing: z.array(wellbeingEntrySchema.omit({ id: true })),
});
export type DataExport = z.infer<typeof dataExportSchema>;
