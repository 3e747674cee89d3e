import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  type ForumReportRow,
  forumQuestions,
  forumReports,
  forumResponses,
  forumVotes,
} from '../../db/schema/index';

const iso = (date: Date) => date.toISOString();

/** A report names exactly one item (a check constraint); a response's question comes from the join. */
function presentReport(report: ForumReportRow, responseQuestionId: number | null) {
  const base = { reason: report.reason, note: report.note, createdAt: iso(report.createdAt) };
  if (report.questionId !== null) {
    return { kind: 'question' as const, itemId: report.questionId, questionId: report.questionId, ...base };
  }
  if (report.responseId === null || responseQuestionId === null) {
    throw new Error(`forum report ${report.id} names no item`);
  }
  return { kind: 'response' as const, itemId: report.responseId, questionId: responseQuestionId, ...base };
}

/**
 * The person's questions, responses, votes and the reports they sent, anonymous items included, in
 * the data export. Reports about the person's own items are not theirs: reporters stay unnamed.
 */
export default fp(
  async (app) => {
    const { db } = app;
    app.dataExporter.section('forum', async (user) => {
      const [questions, responses, votes, reports] = await Promise.all([
        db
          .select()
          .from(forumQuestions)
          .where(eq(forumQuestions.userId, user.id))
          .orderBy(asc(forumQuestions.id)),
        db
          .select({ response: forumResponses, questionTitle: forumQuestions.title })
          .from(forumResponses)
          .innerJoin(forumQuestions, eq(forumQuestions.id, forumResponses.questionId))
          .where(eq(forumResponses.userId, user.id))
          .orderBy(asc(forumResponses.id)),
        db.select().from(forumVotes).where(eq(forumVotes.userId, user.id)).orderBy(asc(forumVotes.createdAt)),
        db
          .select({ report: forumReports, responseQuestionId: forumResponses.questionId })
          .from(forumReports)
          .leftJoin(forumResponses, eq(forumResponses.id, forumReports.responseId))
          .where(eq(forumReports.reporterId, user.id))
          .orderBy(asc(forumReports.id)),
      ]);
      return {
        questions: questions.map((row) => ({
          id: row.id,
          title: row.title,
          desc: row.description,
          tag: row.tag,
          anonymous: row.anonymous,
          createdAt: iso(row.createdAt),
          updatedAt: iso(row.updatedAt),
        })),
        responses: responses.map(({ response, questionTitle }) => ({
          id: response.id,
          questionId: response.questionId,
          questionTitle,
          text: response.text,
          anonymous: response.anonymous,
          createdAt: iso(response.createdAt),
          updatedAt: iso(response.updatedAt),
        })),
        votes: votes.map((row) => ({ responseId: row.responseId, createdAt: iso(row.createdAt) })),
        reports: reports.map(({ report, responseQuestionId }) => presentReport(report, responseQuestionId)),
      };
    });
  },
  { name: 'forum-export', dependencies: ['db', 'data-export'] },
);
