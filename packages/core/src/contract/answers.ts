import { auditLogListSchema } from '../admin/audit/schemas';
import { mailStatusSchema } from '../admin/mail-status';
import { adminUserListSchema } from '../admin/users/schemas';
import { adminResetLinkSchema } from '../auth/recovery';
import { loginResponseSchema, sessionSchema } from '../auth/schemas';
import { inboxResponseSchema } from '../chat/admin-schemas';
import { counsellorsResponseSchema, presenceResponseSchema } from '../chat/counsellor-service';
import { adminCheckinPageSchema, checkinAnswerResponseSchema, checkinListSchema } from '../checkins/schemas';
import { journalListSchema, journalResponseSchema } from '../education/schemas';
import { moderationLogPageSchema, moderationPageSchema } from '../forum/moderation-contract';
import { notificationPreferencesSchema } from '../notification-preferences/schemas';
import { notificationPageSchema } from '../notifications/schemas';
import { outcomesSchema } from '../outcomes/schemas';
import { consentStatusSchema, dataExportSchema } from '../privacy/export-schema';
import {
  completeSessionResponseSchema,
  enrolmentDetailSchema,
  enrolmentResponseSchema,
  programCaseListSchema,
  programFlagListSchema,
} from '../programs/schemas';
import { chatReportSchema } from '../reports/schemas';
import { conversationRiskSchema } from '../risk/schemas';
import {
  keepResultsResponseSchema,
  screeningHistorySchema,
  submittedScreeningSchema,
} from '../screenings/schemas';
import { serviceHoursResponseSchema } from '../service-hours/schemas';
import { serviceImportResultSchema, serviceListSchema, serviceResponseSchema } from '../services/schemas';
import { coverageReportSchema, shiftsResponseSchema } from '../shifts/schemas';
import { siteInfoSchema } from '../site/schemas';
import { liveResponseSchema } from '../supervision/live';
import { qualityReportSchema } from '../supervision/quality-report';
import { sampleResponseSchema } from '../supervision/sample';
import { userResponseSchema } from '../user/user-schema';
import { whatsappLinkCodeSchema, whatsappLinkStateSchema, whatsappSettingsSchema } from '../whatsapp/schemas';
import { cannedResponseResponseSchema, cannedResponsesResponseSchema } from '../chat/canned-responses';
import { noteResponseSchema, notesResponseSchema, summaryResponseSchema } from '../chat/case-notes';
import { escalationResponseSchema, escalationsResponseSchema } from '../chat/escalation';
import { ratingResponseSchema, ratingStateSchema } from '../chat/rating';
import { resultShareResponseSchema } from '../chat/result-share';
import {
  chatHistoryDeletedSchema,
  conversationResponseSchema,
  messagesResponseSchema,
  sentMessageSchema,
} from '../chat/schemas';
import { whisperResponseSchema, whispersResponseSchema } from '../chat/whispers';
import {
  questionPageSchema,
  questionResponseSchema,
  responsePageSchema,
  savedQuestionSchema,
  savedResponseSchema,
  voteResultSchema,
} from '../forum/contract';
import { reportResultSchema } from '../forum/report-schemas';
import { pushPublicKeySchema } from '../push/schemas';
import { safetyPlanResponseSchema } from '../safety-plan/schemas';
import {
  adminQuestionResponseSchema,
  historyResponseSchema,
  questionsResponseSchema,
  reportSchema,
  resultSchema,
  submittedResultSchema,
} from '../selftest/schemas';
import {
  debriefResponseSchema,
  debriefsResponseSchema,
  wellbeingEntriesResponseSchema,
  wellbeingEntryResponseSchema,
} from '../supervision/care';
import { reviewResponseSchema, reviewsResponseSchema } from '../supervision/rubric';
import type { z } from 'zod';

/**
 * What each endpoint the web reads answers with, by name: the schemas the server's routes declare
 * for their response. The web names one with `apiRequest(path, { answer })` and checks the body
 * with it in development and tests only; in production it reads these names as types, so none of
 * these schemas reaches the browser through the API client (ADR 243).
 */
export const answerSchemas = {
  'selftest.questions': questionsResponseSchema,
  'selftest.submitted': submittedResultSchema,
  'selftest.result': resultSchema,
  'selftest.report': reportSchema,
  'screenings.submitted': submittedScreeningSchema,
  'safetyPlan.plan': safetyPlanResponseSchema,
  'checkins.list': checkinListSchema,
  'checkins.answered': checkinAnswerResponseSchema,
  'chat.conversation': conversationResponseSchema,
  'chat.messages': messagesResponseSchema,
  'chat.sent': sentMessageSchema,
  'chat.historyDeleted': chatHistoryDeletedSchema,
  'chat.ratingState': ratingStateSchema,
  'chat.rated': ratingResponseSchema,
  'chat.resultShared': resultShareResponseSchema,
  'forum.question': questionResponseSchema,
  'forum.questions': questionPageSchema,
  'forum.savedQuestion': savedQuestionSchema,
  'forum.responses': responsePageSchema,
  'forum.savedResponse': savedResponseSchema,
  'forum.vote': voteResultSchema,
  'forum.reported': reportResultSchema,
  'push.publicKey': pushPublicKeySchema,
  'adminChat.conversation': conversationResponseSchema,
  'adminChat.whispers': whispersResponseSchema,
  'adminChat.whisper': whisperResponseSchema,
  'adminChat.notes': notesResponseSchema,
  'adminChat.note': noteResponseSchema,
  'adminChat.cannedResponse': cannedResponseResponseSchema,
  'adminChat.escalations': escalationsResponseSchema,
  'adminChat.escalation': escalationResponseSchema,
  'supervision.reviews': reviewsResponseSchema,
  'supervision.review': reviewResponseSchema,
  'wellbeing.entries': wellbeingEntriesResponseSchema,
  'wellbeing.entry': wellbeingEntryResponseSchema,
  'wellbeing.debriefs': debriefsResponseSchema,
  'wellbeing.debrief': debriefResponseSchema,
  'services.saved': serviceResponseSchema,
  'selftest.claimed': resultSchema,
  'selftest.history': historyResponseSchema,
  'selftest.adminQuestion': adminQuestionResponseSchema,
  'screenings.history': screeningHistorySchema,
  'screenings.kept': keepResultsResponseSchema,
  'auth.session': sessionSchema,
  'auth.login': loginResponseSchema,
  'auth.registered': userResponseSchema,
  'profile.user': userResponseSchema,
  'notifications.page': notificationPageSchema,
  'profile.consent': consentStatusSchema,
  'profile.export': dataExportSchema,
  'notificationPreferences.preferences': notificationPreferencesSchema,
  'whatsapp.settings': whatsappSettingsSchema,
  'whatsapp.link': whatsappLinkStateSchema,
  'whatsapp.linkCode': whatsappLinkCodeSchema,
  'site.info': siteInfoSchema,
  'education.journals': journalListSchema,
  'education.savedJournal': journalResponseSchema,
  'services.list': serviceListSchema,
  'services.imported': serviceImportResultSchema,
  'serviceHours.hours': serviceHoursResponseSchema,
  'shifts.shifts': shiftsResponseSchema,
  'programs.enrolment': enrolmentResponseSchema,
  'programs.enrolmentDetail': enrolmentDetailSchema,
  'programs.sessionCompleted': completeSessionResponseSchema,
  'programs.flags': programFlagListSchema,
  'programs.case': programCaseListSchema,
  'outcomes.outcomes': outcomesSchema,
  'moderation.queue': moderationPageSchema,
  'moderation.log': moderationLogPageSchema,
  'adminChat.inbox': inboxResponseSchema,
  'adminChat.counsellors': counsellorsResponseSchema,
  'adminChat.presence': presenceResponseSchema,
  'adminChat.summary': summaryResponseSchema,
  'adminChat.risk': conversationRiskSchema,
  'adminChat.cannedResponses': cannedResponsesResponseSchema,
  'checkins.admin': adminCheckinPageSchema,
  'supervision.live': liveResponseSchema,
  'supervision.sample': sampleResponseSchema,
  'users.list': adminUserListSchema,
  'users.saved': userResponseSchema,
  'users.auditLog': auditLogListSchema,
  'users.resetLink': adminResetLinkSchema,
  'users.mailStatus': mailStatusSchema,
  'reports.chat': chatReportSchema,
  'reports.quality': qualityReportSchema,
  'reports.coverage': coverageReportSchema,
} as const;

export type AnswerName = keyof typeof answerSchemas;

/** The body of the answer named `Name`, as the web reads it. */
export type AnswerOf<Name extends AnswerName> = z.output<(typeof answerSchemas)[Name]>;
