import { cannedResponseResponseSchema } from '../chat/canned-responses';
import { noteResponseSchema, notesResponseSchema } from '../chat/case-notes';
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
import { checkinAnswerResponseSchema, checkinListSchema } from '../checkins/schemas';
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
import { submittedScreeningSchema } from '../screenings/schemas';
import {
  questionsResponseSchema,
  reportSchema,
  resultSchema,
  submittedResultSchema,
} from '../selftest/schemas';
import { serviceResponseSchema } from '../services/schemas';
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
} as const;

export type AnswerName = keyof typeof answerSchemas;

/** The body of the answer named `Name`, as the web reads it. */
export type AnswerOf<Name extends AnswerName> = z.output<(typeof answerSchemas)[Name]>;
