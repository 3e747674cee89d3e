import type { DataExport } from '@sehat/core/privacy/export-schema';
import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  chatResultShares,
  conversations,
  forumQuestions,
  forumResponses,
  forumVotes,
  messages,
  notifications,
  selftestSubmissions,
  uploads,
} from '../../../db/schema/index';
import { presentNotification } from '../../../presenters/notification';
import { presentUser, type AccountRow } from '../../../presenters/user';

export interface DataExporter {
  /** Everything stored about `user`, and only what belongs to them. */
  exportFor(user: AccountRow): Promise<DataExport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    dataExporter: DataExporter;
  }
}

const iso = (date: Date) => date.toISOString();

export default fp(
  async (app) => {
    const { db } = app;
    const exporter: DataExporter = {
      async exportFor(user) {
        const [results, questions, responses, votes, chat, shares, notices] = await Promise.all([
          db
            .select()
            .from(selftestSubmissions)
            .where(eq(selftestSubmissions.userId, user.id))
            .orderBy(asc(selftestSubmissions.id)),
          db
            .select()
            .from(forumQuestions)
            .where(eq(forumQuestions.userId, user.id))
            .orderBy(asc(forumQuestions.id)),
          db
            .select()
            .from(forumResponses)
            .where(eq(forumResponses.userId, user.id))
            .orderBy(asc(forumResponses.id)),
          db
            .select()
            .from(forumVotes)
            .where(eq(forumVotes.userId, user.id))
            .orderBy(asc(forumVotes.createdAt)),
          // The person's own conversation, both sides of it; never other people's chats, even for
          // a counsellor (their replies there belong to those conversations).
          db
            .select({ message: messages, file: uploads })
            .from(messages)
            .innerJoin(conversations, eq(conversations.id, messages.conversationId))
            .leftJoin(uploads, eq(uploads.id, messages.uploadId))
            .where(eq(conversations.userId, user.id))
            .orderBy(asc(messages.id)),
          db
            .select({ result: selftestSubmissions, sharedAt: chatResultShares.sharedAt })
            .from(chatResultShares)
            .innerJoin(conversations, eq(conversations.id, chatResultShares.conversationId))
            .innerJoin(selftestSubmissions, eq(selftestSubmissions.id, chatResultShares.submissionId))
            .where(eq(conversations.userId, user.id))
            .orderBy(asc(chatResultShares.sharedAt), asc(chatResultShares.id)),
          db
            .select()
            .from(notifications)
            .where(eq(notifications.userId, user.id))
            .orderBy(asc(notifications.id)),
        ]);
        return {
          exportedAt: new Date().toISOString(),
          user: presentUser(user),
          consent: {
            givenAt: user.consentAt ? iso(user.consentAt) : null,
            policyVersion: user.consentPolicyVersion,
            statistics: user.statisticsConsent,
          },
          selftest: results.map((row) => ({
            id: row.id,
            hasil: row.hasil,
            severity: row.severity,
            score: row.score,
            domains: row.domains,
            crisis: row.crisis,
            answers: row.answers,
            createdAt: iso(row.createdAt),
          })),
          forum: {
            questions: questions.map((row) => ({
              id: row.id,
              title: row.title,
              desc: row.description,
              tag: row.tag,
              anonymous: row.anonymous,
              createdAt: iso(row.createdAt),
              updatedAt: iso(row.updatedAt),
            })),
            responses: responses.map((row) => ({
              id: row.id,
              questionId: row.questionId,
              text: row.text,
              anonymous: row.anonymous,
              createdAt: iso(row.createdAt),
              updatedAt: iso(row.updatedAt),
            })),
            votes: votes.map((row) => ({ responseId: row.responseId, createdAt: iso(row.createdAt) })),
          },
          chat: {
            messages: chat.map(({ message, file }) => ({
              id: message.id,
              senderRole: message.senderRole,
              message: message.body,
              type: message.type,
              file: file ? { name: file.originalName ?? file.path, size: file.size, mime: file.mime } : null,
              createdAt: iso(message.createdAt),
            })),
            sharedResults: shares.map(({ result, sharedAt }) => ({
              hasil: result.hasil,
              severity: result.severity,
              crisis: result.crisis,
              testedAt: iso(result.createdAt),
              sharedAt: iso(sharedAt),
            })),
          },
          notifications: notices.map(presentNotification),
        };
      },
    };
    app.decorate('dataExporter', exporter);
  },
  { name: 'data-export', dependencies: ['db'] },
);
